import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { relay } from '../wallets/relay';
import { frameRelayRequest } from './shared';

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
  const routes = new Hono();
  routes.post('/apps/:appId/embedded-wallets/relay', async (c) => {
    const {
      userId,
      input: { event, data },
    } = await frameRelayRequest(c, emulator, RelayInput);
    return c.json({ data: await relay(emulator, userId, event, data, { origin: new URL(c.req.url).origin }) });
  });
  return routes;
}
