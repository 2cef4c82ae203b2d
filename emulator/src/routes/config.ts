import { AnalyticsEventInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { Emulator } from '../context';
import { fundingConfig } from '../funding/app-config';
import { ApiError, body, requireApp } from '../http';
import { appResponse } from '../responses';

/** The app configuration the SDK boots from, the token verification keys, and analytics (accepted, dropped). */
export function configRoutes(emulator: Emulator) {
  const { config, tokens } = emulator;
  const routes = new Hono();

  routes.get('/api/v1/apps/:appId', (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    // The on-ramps (issue 13) are the funding feature's: funding/app-config.ts.
    return c.json({ ...appResponse(config, tokens.verificationKey), ...fundingConfig(config) });
  });

  const jwks = (c: Context) => c.json(tokens.jwks());
  routes.get('/.well-known/jwks.json', jwks);
  routes.get('/api/v1/apps/:appId/jwks.json', jwks);

  routes.post('/api/v1/analytics_events', async (c) => {
    requireApp(c, config);
    await body(c, AnalyticsEventInput);
    return c.json({ success: true });
  });

  return routes;
}
