import { Hono } from 'hono';
import type { Emulator } from '../context';
import { legalPage } from './legal';
import { inboxPage } from './pages';
import { customToken, faucetButton, inbox, messagesTo } from './service';

/**
 * The development pages under `/_emulator` (where these routes are mounted): the inbox (every code sent, every
 * user, Farcaster requests waiting), the demo app's sample terms and privacy policy, reset, session expiry and custom tokens for tests and demos. The pages standing
 * in for the outside world are their features' (oauth/, farcaster/, cross-app/, farcaster-signer/, funding/).
 * `createEmulatorApp` puts `devGuard` in front of all of them (loopback Host only, no cross-site request); state
 * changes are POST-only and every query parameter and form field is bounded.
 */
export function developmentRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  // Each Ethereum wallet gets a "Fund" button when a local chain runs.
  const faucet = faucetButton(emulator);
  routes.get('/', (c) => c.html(inboxPage(inbox(emulator), config, faucet)));

  // The demo app's sample terms and privacy policy (its config names them by path).
  routes.get('/terms', (c) => c.html(legalPage('terms', config)));
  routes.get('/privacy', (c) => c.html(legalPage('privacy', config)));

  routes.get('/inbox.json', (c) => {
    // ?to=<address or number>: only that recipient's messages.
    const to = c.req.query('to');
    return c.json(to === undefined ? inbox(emulator) : messagesTo(emulator, to));
  });

  routes.post('/reset', (c) => {
    repo.reset();
    return c.req.header('accept')?.includes('text/html') ? c.redirect('/_emulator', 303) : c.json({ success: true });
  });

  /** Expires every refresh token now, as if 30 days had passed: the next refresh must log the user out. */
  routes.post('/expire-sessions', (c) => {
    repo.sessions.expireAll(now());
    return c.json({ success: true });
  });

  routes.post('/custom-token', async (c) => {
    const raw = (await c.req.json().catch(() => null)) as { sub?: unknown } | null;
    return c.json(await customToken(emulator, raw));
  });

  return routes;
}
