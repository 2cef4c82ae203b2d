import { Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError } from '../http';
import { embeddedWalletsPage, walletExportPage } from '../iframe';

/** The embedded-wallet iframe pages the SDK loads: the wallet frame, and the export frame of headless export. */
export function iframeRoutes({ config }: Emulator) {
  const routes = new Hono();
  const requireThisApp = (appId: string) => {
    if (appId !== config.appId) throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
  };
  routes.get('/apps/:appId/embedded-wallets', (c) => {
    requireThisApp(c.req.param('appId'));
    return c.html(embeddedWalletsPage(config));
  });
  routes.get('/apps/:appId/embedded-wallets/export', (c) => {
    requireThisApp(c.req.param('appId'));
    return c.html(walletExportPage(config));
  });
  return routes;
}
