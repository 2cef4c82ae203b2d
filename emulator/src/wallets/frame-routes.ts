import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { requireAppInPath } from '../http/auth';
import { frameRelayRequest } from '../http/frame-relay';
import { embeddedWalletsPage, walletExportPage } from './pages';
import { relay } from './relay';

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
 * The embedded-wallet iframe the SDK loads (mounted at `/apps/:appId/embedded-wallets`): the wallet frame, the
 * export frame of headless export, and the frame's relay. The frame page (served from this origin) posts each event
 * the SDK sends it to `/relay` with the access token the SDK puts in `data.accessToken`, and posts the answer back
 * to the SDK. The token is verified (a live session); the request must come from the frame itself (same origin),
 * never from another page.
 */
export function walletFrameRoutes(emulator: WalletEmulator) {
  const { config } = emulator;
  const routes = new Hono();
  routes.get('/', (c) => {
    requireAppInPath(c, config);
    return c.html(embeddedWalletsPage(config));
  });
  routes.get('/export', (c) => {
    requireAppInPath(c, config);
    return c.html(walletExportPage(config));
  });
  routes.post('/relay', async (c) => {
    const {
      userId,
      input: { event, data },
    } = await frameRelayRequest(c, emulator, RelayInput);
    return c.json({ data: await relay(emulator, userId, event, data, { origin: new URL(c.req.url).origin }) });
  });
  return routes;
}
