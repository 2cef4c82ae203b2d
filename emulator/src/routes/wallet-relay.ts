import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError, body } from '../http';
import { relay } from '../wallets/relay';

const RelayInput = z
  .object({
    event: z
      .string()
      .regex(/^privy:[a-z-]+:[a-z-]+$/)
      .max(64),
    data: z.object({ accessToken: z.string().min(1).max(4096) }).passthrough(),
  })
  .strict();

/**
 * The wallet frame's relay: the frame page (served from this origin) posts each event the SDK sends it here with
 * the access token the SDK puts in `data.accessToken`, and posts the answer back to the SDK. The token is verified
 * (a live session); the request must come from the frame itself (same origin), never from another page.
 */
export function walletRelayRoutes(emulator: WalletEmulator) {
  const { config, tokens, repo, now } = emulator;
  const routes = new Hono();
  routes.post('/apps/:appId/embedded-wallets/relay', async (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (
      (site !== undefined && site !== 'same-origin') ||
      (origin !== undefined && origin !== new URL(c.req.url).origin)
    ) {
      throw new ApiError(403, 'Only the wallet frame may use its relay', 'invalid_origin');
    }
    const { event, data } = await body(c, RelayInput);
    const claims = await tokens.verifyAccessToken(data.accessToken, now());
    if (!claims || !repo.sessions.isLive(claims.sessionId)) {
      throw new ApiError(401, 'Missing or invalid access token', 'missing_or_invalid_token');
    }
    return c.json({ data: await relay(emulator, claims.userId, event, data) });
  });
  return routes;
}
