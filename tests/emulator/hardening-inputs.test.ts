/**
 * The emulator probed with hostile inputs: URL-shaped fields, cross-site and DNS-rebinding requests to the
 * development pages, and oversized bodies, queries and form fields. In-process, as the other emulator tests.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { emulator, PAGE } from './hardening-helpers';
import { resetClock } from './helpers';

beforeEach(resetClock);

describe('URL-shaped inputs are parsed safely: a 4xx, never a 500', () => {
  it('oauth/init: a redirect_to that is not an http(s) URL on an allowed origin', async () => {
    const e = await emulator();
    for (const redirect_to of [
      'not a url',
      '',
      'javascript:alert(1)//localhost:5173',
      'http://localhost:5173@evil.example/',
      'http://[::1',
      `${PAGE}/${'a'.repeat(5000)}`,
    ]) {
      const res = await e.post('/api/v1/oauth/init', {
        provider: 'github',
        redirect_to,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state_code: `state-${redirect_to.length}`,
      });
      expect({ redirect_to: redirect_to.slice(0, 40), status: res.status }).toEqual({
        redirect_to: redirect_to.slice(0, 40),
        status: 400,
      });
    }
  });

  it('farcaster/init: a malformed Origin, a non-http redirect_url and a relying party that is not a host', async () => {
    const e = await emulator({ loginMethods: ['email', 'farcaster'] });
    expect((await e.post('/api/v1/farcaster/init', {}, { origin: 'not a url' })).status).toBe(400);
    expect(
      (await e.post('/api/v1/farcaster/init', { redirect_url: 'javascript:alert(1)' }, { origin: PAGE })).status,
    ).toBe(400);
    expect(
      (await e.post('/api/v1/farcaster/init', { relying_party: 'evil.example/<script>' }, { origin: PAGE })).status,
    ).toBe(400);
    expect((await e.post('/api/v1/farcaster/init', {}, { origin: PAGE })).status).toBe(200);
  });

  it('passkeys: a page origin that is not http(s) is refused', async () => {
    const e = await emulator();
    for (const origin of ['javascript:alert(1)', 'data:text/html,x', 'null']) {
      const res = await e.post('/api/v1/passkeys/register/init', {}, { origin });
      expect({ origin, status: res.status }).toEqual({ origin, status: 400 });
    }
  });
});

describe('development endpoints refuse cross-site requests and foreign Host headers (DNS rebinding)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('a cross-site form post to reset, expire-sessions or custom-token changes nothing', async () => {
    const e = await emulator();
    await e.login();
    const attempts: Record<string, string>[] = [
      { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { ...form, origin: 'https://evil.example' },
      { ...form, origin: 'null', 'sec-fetch-site': 'cross-site' },
      { ...form, 'sec-fetch-site': 'cross-site' },
      { ...form, referer: 'https://evil.example/page' },
    ];
    for (const route of ['/_emulator/reset', '/_emulator/expire-sessions', '/_emulator/custom-token']) {
      for (const headers of attempts) {
        const res = await e.app.request(route, { method: 'POST', headers, body: 'sub=victim' });
        expect({ route, headers, status: res.status }).toEqual({ route, headers, status: 403 });
      }
    }
    expect((await e.inbox()).users).toHaveLength(1);
  });

  it('a foreign Host header is refused on every development page; loopback names are served', async () => {
    const e = await emulator();
    for (const host of ['rebind.evil.example:8787', 'evil.example', '127.0.0.1.evil.example', '0.0.0.0:8787']) {
      for (const [method, route] of [
        ['GET', '/_emulator/inbox.json'],
        ['GET', '/_emulator'],
        ['POST', '/_emulator/reset'],
        ['POST', '/_emulator/expire-sessions'],
        ['POST', '/_emulator/custom-token'],
      ] as const) {
        const res = await e.app.request(`http://${host}${route}`, {
          method,
          headers: { host },
          ...(method === 'POST' ? { body: '{"sub":"x"}' } : {}),
        });
        expect({ host, route, status: res.status }).toEqual({ host, route, status: 403 });
      }
    }
    for (const host of ['localhost:8787', '127.0.0.1:8787', '127.9.9.9', '[::1]:8787', 'LOCALHOST']) {
      const res = await e.app.request(`http://${host}/_emulator/inbox.json`, { headers: { host } });
      expect({ host, status: res.status }).toEqual({ host, status: 200 });
    }
  });

  it('same-origin and loopback pages, and scripts without browser headers, still work', async () => {
    const e = await emulator();
    const own = await e.app.request('http://127.0.0.1:8787/_emulator/custom-token', {
      method: 'POST',
      headers: { host: '127.0.0.1:8787', origin: 'http://127.0.0.1:8787', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ sub: 'acme-1' }),
    });
    expect(own.status).toBe(200);
    const loopbackPage = await e.app.request('/_emulator/custom-token', {
      method: 'POST',
      headers: { origin: PAGE, 'sec-fetch-site': 'same-site' },
      body: JSON.stringify({ sub: 'acme-2' }),
    });
    expect(loopbackPage.status).toBe(200);
    expect((await e.app.request('/_emulator/expire-sessions', { method: 'POST' })).status).toBe(200);
  });

  it('a page is viewable by a cross-site navigation (the app opens the consent page) but not framed', async () => {
    const e = await emulator();
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: `${PAGE}/login`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      state_code: 'state-nav',
    });
    const view = (dest: string) =>
      e.app.request('/_emulator/oauth/authorize?state=state-nav', {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': dest },
      });
    const page = await view('document');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await view('iframe')).status).toBe(403);
  });
});

describe('bodies and fields are bounded on every route', () => {
  it('a body over the limit is a 413 outside /api too', async () => {
    const e = await emulator();
    const big = 'x'.repeat(200_000);
    const custom = await e.app.request('/_emulator/custom-token', {
      method: 'POST',
      body: JSON.stringify({ sub: 'a', pad: big }),
    });
    expect(custom.status).toBe(413);
    const consent = await e.app.request('/_emulator/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 's', decision: 'allow', name: big }).toString(),
    });
    expect(consent.status).toBe(413);
  });

  it('query parameters and form fields of the development pages have lengths', async () => {
    const e = await emulator();
    expect((await e.app.request(`/_emulator/inbox.json?to=${'a'.repeat(600)}`)).status).toBe(400);
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: `${PAGE}/login`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      state_code: 'state-long',
    });
    const consent = (fields: Record<string, string>) =>
      e.app.request('/_emulator/oauth/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: 'state-long', decision: 'allow', ...fields }).toString(),
      });
    expect((await consent({ name: 'n'.repeat(5000) })).status).toBe(400);
    expect((await consent({ email: `${'e'.repeat(5000)}@example.com` })).status).toBe(400);
    expect((await consent({ name: 'Ada', email: 'ada@example.com' })).status).toBe(303);
  });
});
