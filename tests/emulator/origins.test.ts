import { runInNewContext } from 'node:vm';
import { AppResponseSchema } from '@privy-io/public-api';
import { describe, expect, it } from 'vitest';
import { config, type Emulated, emulator } from './helpers';

/** The emulator with the app's configuration leaving `allowedOrigins` unset (the default). */
const byDefault = () => emulator({ allowedOrigins: undefined });

/** A preflight for an SDK call from a page on `origin`: the origin the emulator lets read the answer, or null. */
async function allowedOrigin(e: Emulated, origin: string) {
  const pre = await e.app.request('/api/v1/passwordless/init', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'privy-app-id, content-type',
    },
  });
  expect(pre.status).toBeLessThan(500);
  return pre.headers.get('access-control-allow-origin');
}

describe('origins: any loopback page by default, the configured ones when listed', () => {
  it('accepts a developer’s own app on any loopback origin and port by default, with credentials', async () => {
    const e = await byDefault();
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.3.2.1:4000',
      'http://[::1]:5173',
      'https://localhost',
    ]) {
      expect(await allowedOrigin(e, origin), origin).toBe(origin);
    }
    const res = await e.app.request(`/api/v1/apps/${config.appId}`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    // The app configuration still validates with no allowed domains listed.
    expect(AppResponseSchema.safeParse(await res.json()).success).toBe(true);
  });

  it('refuses non-loopback origins by default, look-alikes included', async () => {
    const e = await byDefault();
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example:3000',
      'http://127.0.0.1.nip.io',
      'http://192.168.1.10:5173',
      'http://[::2]:5173',
      'file://localhost',
    ]) {
      expect(await allowedOrigin(e, origin), origin).toBeNull();
    }
  });

  it('narrows to allowedOrigins when the config lists them', async () => {
    const e = await emulator({ allowedOrigins: ['http://localhost:5173', 'https://app.example'] });
    expect(await allowedOrigin(e, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(await allowedOrigin(e, 'https://app.example')).toBe('https://app.example');
    expect(await allowedOrigin(e, 'http://localhost:3000')).toBeNull();
    expect(await allowedOrigin(e, 'http://127.0.0.1:5173')).toBeNull();
  });

  it('answers a malformed Origin header without a 5xx and without allowing it', async () => {
    const e = await byDefault();
    for (const origin of ['http://[', 'null', '::::', 'http://local host:3000', '%%%', 'x'.repeat(5000)]) {
      expect(await allowedOrigin(e, origin), origin).toBeNull();
      const app = await e.app.request(`/api/v1/apps/${config.appId}`, { headers: { origin } });
      expect(app.status, origin).toBeLessThan(500);
      const init = await e.post('/api/v1/passwordless/init', { email: 'ada@example.com' }, { origin });
      expect(init.status, origin).toBeLessThan(500);
      const passkey = await e.post('/api/v1/passkeys/register/init', {}, { origin });
      expect(passkey.status, origin).toBe(400);
    }
  });

  it('sends OAuth back only to an allowed origin: any loopback one by default, the listed ones otherwise', async () => {
    const start = (e: Emulated, redirect_to: string) =>
      e.post('/api/v1/oauth/init', {
        provider: 'github',
        redirect_to,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state_code: `state-${redirect_to.length}`,
      });
    const open = await byDefault();
    expect((await start(open, 'http://localhost:3000/callback')).status).toBe(200);
    expect((await start(open, 'https://evil.example/callback')).status).toBe(400);
    const narrow = await emulator();
    expect((await start(narrow, 'http://localhost:3000/callback')).status).toBe(400);
    expect((await start(narrow, 'http://localhost:5173/callback')).status).toBe(200);
  });

  it('lets the wallet iframe answer loopback parents by default and only the listed ones otherwise', async () => {
    /** Runs the iframe page's script against a fake window; returns the origins a ready message is answered for. */
    async function answered(e: Emulated, origins: string[]) {
      const html = await (await e.app.request(`/apps/${config.appId}/embedded-wallets`)).text();
      const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
      let listener: ((event: unknown) => void) | undefined;
      const window = { addEventListener: (_type: string, fn: (event: unknown) => void) => (listener = fn) };
      runInNewContext(script, { window, URL });
      const replies: string[] = [];
      for (const origin of origins) {
        listener?.({
          origin,
          data: { id: '1', event: 'privy:iframe:ready' },
          source: { postMessage: (_reply: unknown, target: string) => replies.push(target) },
        });
      }
      return replies;
    }
    const origins = ['http://localhost:3000', 'http://127.0.0.1:5173', 'https://evil.example', 'null'];
    expect(await answered(await byDefault(), origins)).toEqual(['http://localhost:3000', 'http://127.0.0.1:5173']);
    expect(await answered(await emulator({ allowedOrigins: ['http://127.0.0.1:5173'] }), origins)).toEqual([
      'http://127.0.0.1:5173',
    ]);
  });
});
