/**
 * The emulator probed as an attacker on the same machine would probe it: one test per class of
 * hole. Every request goes through the HTTP surface in-process (`app.request`), as the other emulator tests do.
 */
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { clock, emulator as emulated, resetClock } from './helpers';

const PAGE = 'http://localhost:5173';
beforeEach(resetClock);

/** The shared test emulator (one allowed origin, PAGE), with answers read as `{ status, body }`. */
async function emulator(overrides: Record<string, unknown> = {}) {
  const e = await emulated(overrides);
  const post = async (url: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await e.post(url, body, extra);
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const inbox = async () =>
    (await (await e.app.request('/_emulator/inbox.json')).json()) as {
      messages: { to: string; code: string }[];
      users: { id: string }[];
    };
  async function guest() {
    const res = await post('/api/v1/guest/authenticate', {
      guest_credential: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
    });
    expect(res.status).toBe(200);
    return res.body as { token: string };
  }
  return { app: e.app, post, inbox, login: e.login, guest };
}

const ethereum = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const impostor = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const address = getBase58Decoder().decode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return { address, sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64') };
}

describe('SIWE and SIWS messages are verified as the provider verifies them', { timeout: 30_000 }, () => {
  type SiweOverrides = Partial<Parameters<typeof createSiweMessage>[0]>;
  async function siwe(e: Awaited<ReturnType<typeof emulator>>, overrides: SiweOverrides = {}, signer = ethereum) {
    const init = await e.post('/api/v1/siwe/init', { address: ethereum.address });
    const nonce = (init.body as { nonce: string }).nonce;
    const message = createSiweMessage({
      address: ethereum.address,
      chainId: 8453,
      domain: 'localhost:5173',
      uri: `${PAGE}/`,
      version: '1',
      nonce,
      issuedAt: new Date(clock.ms),
      ...overrides,
    });
    return { message, signature: await signer.signMessage({ message }), mode: 'login-or-sign-up' };
  }
  const fromPage = { origin: PAGE };

  it('SIWE: another domain, another URI, an unsupported chain, expired, not yet valid or issued in the future is refused', async () => {
    const e = await emulator();
    const refused = {
      'another domain': await siwe(e, { domain: 'evil.example', uri: 'https://evil.example/' }),
      'another URI': await siwe(e, { uri: 'https://evil.example/login' }),
      'an unsupported chain': await siwe(e, { chainId: 999_999 }),
      'past its expiration time': await siwe(e, { expirationTime: new Date(clock.ms - 1000) }),
      'before its not-before time': await siwe(e, { notBefore: new Date(clock.ms + 60_000) }),
      'issued in the future': await siwe(e, { issuedAt: new Date(clock.ms + 60 * 60_000) }),
    };
    for (const [name, body] of Object.entries(refused)) {
      const res = await e.post('/api/v1/siwe/authenticate', body, fromPage);
      expect({ name, status: res.status, code: res.body?.code }).toEqual({
        name,
        status: 401,
        code: 'invalid_credentials',
      });
    }
    // Replayed from a script (no Origin header), a message for another domain is refused all the same.
    const foreign = await siwe(e, { domain: 'evil.example', uri: 'https://evil.example/' });
    expect((await e.post('/api/v1/siwe/authenticate', foreign)).status).toBe(401);
    // The page's own message signs in; with an Origin that is not the message's, the same message is refused.
    const own = await siwe(e);
    expect((await e.post('/api/v1/siwe/authenticate', own, { origin: 'http://localhost:5174' })).status).toBe(401);
    expect((await e.post('/api/v1/siwe/authenticate', own, fromPage)).status).toBe(200);
  });

  it('SIWE: a forged signature does not burn the nonce it names; the genuine one then signs in once', async () => {
    const e = await emulator();
    const genuine = await siwe(e);
    const forged = { ...genuine, signature: await impostor.signMessage({ message: genuine.message }) };
    expect((await e.post('/api/v1/siwe/authenticate', forged, fromPage)).status).toBe(401);
    expect((await e.post('/api/v1/siwe/authenticate', genuine, fromPage)).status).toBe(200);
    expect((await e.post('/api/v1/siwe/authenticate', genuine, fromPage)).status).toBe(401);
  });

  it('SIWS: another domain, another URI, an unsupported chain, expired or issued in the future is refused', async () => {
    const e = await emulator();
    const key = solanaKey();
    const message = async (fields: Partial<Record<'domain' | 'uri' | 'chain' | 'issued' | 'extra', string>>) => {
      const { nonce } = (await e.post('/api/v1/siws/init', { address: key.address })).body as { nonce: string };
      const text = [
        `${fields.domain ?? 'localhost:5173'} wants you to sign in with your Solana account:`,
        key.address,
        '',
        `You are proving you own ${key.address}.`,
        '',
        `URI: ${fields.uri ?? PAGE}`,
        'Version: 1',
        `Chain ID: ${fields.chain ?? 'mainnet'}`,
        `Nonce: ${nonce}`,
        `Issued At: ${fields.issued ?? new Date(clock.ms).toISOString()}`,
        ...(fields.extra ? [fields.extra] : []),
        'Resources:',
        '- https://privy.io',
      ].join('\n');
      return { message: text, signature: key.sign(text), mode: 'login-or-sign-up' };
    };
    const refused = {
      'another domain': await message({ domain: 'evil.example', uri: 'https://evil.example' }),
      'another URI': await message({ uri: 'https://evil.example' }),
      'an unsupported chain': await message({ chain: 'ethereum' }),
      'past its expiration time': await message({
        extra: `Expiration Time: ${new Date(clock.ms - 1000).toISOString()}`,
      }),
      'issued in the future': await message({ issued: new Date(clock.ms + 60 * 60_000).toISOString() }),
    };
    for (const [name, body] of Object.entries(refused)) {
      const res = await e.post('/api/v1/siws/authenticate', body, fromPage);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
    }
    expect((await e.post('/api/v1/siws/authenticate', await message({}), fromPage)).status).toBe(200);
  });
});

describe('OAuth: a state is initialised once; its code goes only to the verifier of the first challenge', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B
  const attackerVerifier = 'attacker-verifier-attacker-verifier-attacker-verifier';
  const attackerChallenge = createHash('sha256').update(attackerVerifier).digest('base64url');

  it('refuses to re-initialise a state after the consent, and the attacker’s verifier redeems nothing', async () => {
    const e = await emulator();
    const init = (code_challenge: string) =>
      e.post('/api/v1/oauth/init', {
        provider: 'github',
        redirect_to: `${PAGE}/login`,
        code_challenge,
        state_code: 'state-123',
      });
    expect((await init(challenge)).status).toBe(200);
    const consent = await e.app.request('/_emulator/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'state-123', decision: 'allow', email: 'ada@example.com', name: 'Ada' }),
    });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('privy_oauth_code');
    // The state code travels in URLs: whoever saw it re-initialises it with their own challenge...
    const again = await init(attackerChallenge);
    expect(again.status).toBe(400);
    expect(again.body?.code).toBe('invalid_data');
    // ...and would redeem the victim's code with their own verifier.
    const redeem = (code_verifier: string) =>
      e.post('/api/v1/oauth/authenticate', {
        authorization_code: code,
        state_code: 'state-123',
        code_verifier,
        mode: 'login-or-sign-up',
      });
    expect((await redeem(attackerVerifier)).status).toBe(401);
    expect((await redeem(verifier)).status).toBe(200);
  });
});

describe('refresh-token rotation is atomic', () => {
  it('twenty parallel refreshes of one token rotate it once: one new refresh token, one live session', async () => {
    const e = await emulator();
    const session = await e.login();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => e.post('/api/v1/sessions', { refresh_token: session.refresh_token })),
    );
    const bodies = results.map((r) => r.body as { refresh_token: string | null; session_update_action: string });
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b.session_update_action === 'set')).toHaveLength(1);
    expect(bodies.filter((b) => b.refresh_token !== null)).toHaveLength(1);
    // The others are told to keep what the winner stored ('ignore'), with tokens of the one live session.
    expect(bodies.filter((b) => b.session_update_action === 'ignore')).toHaveLength(19);
  });
});

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

describe('every login and link route is gated on the methods the app enables', () => {
  it('answers disallowed_login_method, never a session or a code, for each disabled method', async () => {
    const e = await emulator({ loginMethods: ['guest'] });
    const { token } = await e.guest();
    const auth = { authorization: `Bearer ${token}`, origin: PAGE };
    const calls: [string, unknown][] = [
      ['/api/v1/passwordless/init', { email: 'ada@example.com' }],
      ['/api/v1/passwordless/authenticate', { email: 'ada@example.com', code: '123456', mode: 'login-or-sign-up' }],
      ['/api/v1/passwordless/link', { email: 'ada@example.com', code: '123456' }],
      ['/api/v1/passwordless/update', { oldAddress: 'a@example.com', newAddress: 'b@example.com', code: '123456' }],
      ['/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' }],
      [
        '/api/v1/passwordless_sms/authenticate',
        { phoneNumber: '+14155552671', code: '123456', mode: 'login-or-sign-up' },
      ],
      ['/api/v1/passwordless_sms/link', { phoneNumber: '+14155552671', code: '123456' }],
      ['/api/v1/siwe/init', { address: ethereum.address }],
      ['/api/v1/siwe/authenticate', { message: 'x', signature: '0x00', mode: 'login-or-sign-up' }],
      ['/api/v1/siwe/link', { message: 'x', signature: '0x00' }],
      ['/api/v1/siws/init', { address: solanaKey().address }],
      ['/api/v1/siws/authenticate', { message: 'x', signature: 'x', mode: 'login-or-sign-up' }],
      ['/api/v1/siws/link', { message: 'x', signature: 'x' }],
      ['/api/v1/passkeys/register/init', {}],
      ['/api/v1/passkeys/authenticate/init', {}],
      ['/api/v1/passkeys/link/init', {}],
      ['/api/v1/custom_jwt_account/authenticate', { token: 'x', mode: 'login-or-sign-up' }],
      [
        '/api/v1/oauth/init',
        { provider: 'github', redirect_to: `${PAGE}/`, code_challenge: 'c'.repeat(43), state_code: 's' },
      ],
      ['/api/v1/farcaster/init', {}],
    ];
    for (const [route, body] of calls) {
      const res = await e.post(route, body, auth);
      expect({ route, status: res.status, code: res.body?.code }).toEqual({
        route,
        status: 403,
        code: 'disallowed_login_method',
      });
    }
    expect((await e.inbox()).messages).toEqual([]);
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
