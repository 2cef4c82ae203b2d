import { expect } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';

/** The app the emulator tests configure: one allowed origin, the page at http://localhost:5173. */
export const config = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'] });
/** The headers of an API call from the SDK. */
export const APP = { 'privy-app-id': config.appId, 'content-type': 'application/json' };

const START = 1_767_225_600_000; // 2026-01-01T00:00:00Z
/** The emulator's clock in the tests (ms): move `clock.ms` forward to expire codes and tokens. */
export const clock = { ms: START };
/** Puts the clock back to the start (each test file calls it in `beforeEach`). */
export const resetClock = () => {
  clock.ms = START;
};

/**
 * An emulator in memory on the test clock, with request helpers: `post` (an API call with the app's headers),
 * the inbox, the last code sent to someone, and an e-mail `login`.
 */
export async function emulator(overrides: Record<string, unknown> = {}) {
  const cfg = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'], ...overrides });
  const store = await Store.open(null, { migrate });
  const tokens = await TokenService.create(null, cfg.appId);
  const app = createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { ...APP, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const inbox = async () =>
    (await (await app.request('/_emulator/inbox.json')).json()) as {
      messages: { to: string; code: string }[];
      farcaster: { domain: string; connectUri: string }[];
    };
  const lastCode = async (to: string) => (await inbox()).messages.find((m) => m.to === to)?.code ?? '';
  async function login(email = 'ada@example.com') {
    expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200);
    const res = await post('/api/v1/passwordless/authenticate', {
      email,
      code: await lastCode(email),
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { token: string; refresh_token: string; identity_token: string; user: { id: string } };
  }
  return { app, store, tokens, post, inbox, lastCode, login };
}

export type Emulated = Awaited<ReturnType<typeof emulator>>;
