import { Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError } from '../http';
import { embeddedWalletsPage } from '../iframe';

/** The embedded-wallet iframe page the SDK loads. */
export function iframeRoutes({ config }: Emulator) {
  const routes = new Hono();
  routes.get('/apps/:appId/embedded-wallets', (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    return c.html(embeddedWalletsPage(config));
  });
  return routes;
}
