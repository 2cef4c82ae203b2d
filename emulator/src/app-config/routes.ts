import { AnalyticsEventInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { Emulator } from '../context';
import { fundingConfig } from '../funding/app-config';
import { type AuthEnv, authGuards, requireAppInPath } from '../http/auth';
import { body } from '../http/request';
import { appResponse } from './service';

/**
 * The app configuration the SDK boots from, its token verification keys, and analytics (accepted, dropped):
 * mounted at `/api/v1`.
 */
export function appConfigRoutes(emulator: Emulator) {
  const { config, tokens } = emulator;
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.get('/apps/:appId', (c) => {
    requireAppInPath(c, config);
    // The on-ramps are the funding feature's: funding/app-config.ts.
    const origin = new URL(c.req.url).origin;
    return c.json({ ...appResponse(config, tokens.verificationKey, origin), ...fundingConfig(config) });
  });

  routes.get('/apps/:appId/jwks.json', jwks(emulator));

  routes.post('/analytics_events', guard.app, async (c) => {
    await body(c, AnalyticsEventInput);
    return c.json({ success: true });
  });

  return routes;
}

/** The token verification keys at their well-known place (mounted at `/.well-known`). */
export function wellKnownRoutes(emulator: Emulator) {
  return new Hono().get('/jwks.json', jwks(emulator));
}

const jwks =
  ({ tokens }: Emulator) =>
  (c: Context) =>
    c.json(tokens.jwks());
