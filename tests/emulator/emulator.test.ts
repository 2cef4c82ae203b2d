import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AppResponseSchema,
  AuthenticatedUser,
  FarcasterConnectInitResponse,
  FarcasterConnectStatusCompletedResponse,
  FarcasterConnectStatusPendingResponse,
  User,
} from '@privy-io/public-api';
import fc from 'fast-check';
import { importJWK, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { startEmulator } from '../../emulator/src/server';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';

const config = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'] });
const APP = { 'privy-app-id': config.appId, 'content-type': 'application/json' };

let clock = 1_767_225_600_000;
const now = () => clock;

async function emulator(overrides: Record<string, unknown> = {}) {
  const cfg = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'], ...overrides });
  const store = await Store.open(null, { migrate });
  const tokens = await TokenService.create(null, cfg.appId);
  const app = createEmulatorApp({ config: cfg, store, tokens, now });
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

beforeEach(() => {
  clock = 1_767_225_600_000;
});

describe('contract: responses validate against the provider’s schemas', () => {
  it('serves an app configuration that AppResponseSchema accepts', async () => {
    const { app } = await emulator();
    const res = await app.request(`/api/v1/apps/${config.appId}`);
    expect(res.status).toBe(200);
    const parsed = AppResponseSchema.safeParse(await res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect((await app.request('/api/v1/apps/someone-else')).status).toBe(404);
  });

  it('signs up by e-mail code with an AuthenticatedUser session response', async () => {
    const { login } = await emulator();
    const session = await login();
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.user.linked_accounts[0]).toMatchObject({ type: 'email', address: 'ada@example.com' });
    expect(parsed.data?.is_new_user).toBe(true);
  });

  it('signs in by SMS code', async () => {
    const { post, lastCode } = await emulator();
    expect((await post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' })).status).toBe(200);
    const res = await post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber: '+14155552671',
      // The provider's schema normalises numbers; codes are keyed (and listed in the inbox) that way.
      code: await lastCode('+1 415 555 2671'),
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    expect(AuthenticatedUser.safeParse(await res.json()).success).toBe(true);
  });

  it('issues ES256 access tokens with sub, sid, aud, iss and exp, verifiable with the JWKS', async () => {
    const { app, login } = await emulator();
    const session = await login();
    const { keys } = (await (await app.request('/.well-known/jwks.json')).json()) as { keys: Record<string, string>[] };
    const key = await importJWK(keys[0]!, 'ES256');
    const { payload, protectedHeader } = await jwtVerify(session.token, key, { currentDate: new Date(clock) });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: session.user.id, aud: config.appId, iss: 'privy.io' });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(config.tokens.accessTokenSeconds);
    await jwtVerify(session.identity_token, key, { currentDate: new Date(clock) });
  });

  it('answers /users/me for the bearer of a valid token, and 401 otherwise', async () => {
    const { app, login } = await emulator();
    const session = await login();
    const me = await app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${session.token}` } });
    expect(me.status).toBe(200);
    expect(User.safeParse(((await me.json()) as { user: unknown }).user).success).toBe(true);
    expect((await app.request('/api/v1/users/me', { headers: APP })).status).toBe(401);
    clock += (config.tokens.accessTokenSeconds + 1) * 1000;
    const expired = await app.request('/api/v1/users/me', {
      headers: { ...APP, authorization: `Bearer ${session.token}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'Missing or invalid access token',
      code: 'missing_or_invalid_token',
    });
  });
});

describe('rules enforced server-side', () => {
  it('rejects a wrong code with invalid_credentials, keeps the right one valid, then burns it after use', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const code = await lastCode('ada@example.com');
    const wrong = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code: code === '000000' ? '111111' : '000000',
      mode: 'login-or-sign-up',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid code', code: 'invalid_credentials' });
    const right = { email: 'ada@example.com', code, mode: 'login-or-sign-up' };
    expect((await post('/api/v1/passwordless/authenticate', right)).status).toBe(200);
    expect((await post('/api/v1/passwordless/authenticate', right)).status).toBe(401);
  });

  it('expires codes', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const code = await lastCode('ada@example.com');
    clock += config.tokens.codeSeconds * 1000;
    const res = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_credentials');
  });

  it('rate-limits sends and guesses with too_many_requests', async () => {
    const { post } = await emulator();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/passwordless/init', { email: 'ada@example.com' })).status).toBe(200);
    const limited = await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('too_many_requests');
    clock += 10 * 60_000 + 1;
    expect((await post('/api/v1/passwordless/init', { email: 'ada@example.com' })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      await post('/api/v1/passwordless/authenticate', {
        email: 'ada@example.com',
        code: 'abcdef'.replace(/./g, String(i)),
        mode: 'login-or-sign-up',
      });
    }
    const guessed = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code: '999999',
      mode: 'login-or-sign-up',
    });
    expect(guessed.status).toBe(429);
  });

  it("applies the '+' rule when the app disallows it", async () => {
    const { post } = await emulator({ disablePlusEmails: true });
    const res = await post('/api/v1/passwordless/init', { email: 'ada+news@example.com' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please enter a valid email address without a '+'.",
      code: 'disallowed_plus_email',
    });
    expect((await (await emulator()).post('/api/v1/passwordless/init', { email: 'ada+news@example.com' })).status).toBe(
      200,
    );
  });

  it('refuses sign-up in no-signup mode', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'new@example.com' });
    const res = await post('/api/v1/passwordless/authenticate', {
      email: 'new@example.com',
      code: await lastCode('new@example.com'),
      mode: 'no-signup',
    });
    expect(res.status).toBe(404);
  });
});

describe('sessions', () => {
  type Refreshed = { session_update_action: string; token: string | null; refresh_token: string | null };
  const refresh = async (post: (url: string, body: unknown) => Response | Promise<Response>, refresh_token: string) => {
    const res = await post('/api/v1/sessions', { refresh_token });
    const json = (await res.json()) as Refreshed;
    if (res.status === 200) {
      const parsed = AuthenticatedUser.safeParse(json);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    return { status: res.status, ...json };
  };

  it('set: a current refresh token is rotated (single use) and every token is new', async () => {
    const { post, login } = await emulator();
    const first = await login();
    const second = await refresh(post, first.refresh_token);
    expect(second).toMatchObject({ status: 200, session_update_action: 'set' });
    expect(second.refresh_token).toMatch(/\S{20,}/);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.token).not.toBe(first.token);
  });

  it('ignore: a token rotated moments ago (another tab) gets new access tokens but keeps the stored refresh token', async () => {
    const { post, login, tokens } = await emulator();
    const first = await login();
    const second = await refresh(post, first.refresh_token);
    clock += 5_000;
    const concurrent = await refresh(post, first.refresh_token);
    expect(concurrent).toMatchObject({ status: 200, session_update_action: 'ignore', refresh_token: null });
    // The access token belongs to the session the other tab holds, which stays usable.
    const claims = await tokens.verifyAccessToken(concurrent.token ?? '', clock);
    const successor = await tokens.verifyAccessToken(second.token ?? '', clock);
    expect(claims?.sessionId).toBe(successor?.sessionId);
    expect((await refresh(post, second.refresh_token ?? '')).session_update_action).toBe('set');
  });

  it('ends the session (401 missing_or_invalid_token) for a replayed, logged-out, expired or unknown token', async () => {
    const { post, login } = await emulator();
    const ended = { status: 401, code: 'missing_or_invalid_token' };
    const first = await login('replay@example.com');
    const second = await refresh(post, first.refresh_token);
    clock += 11_000; // past the grace period: an old token replayed is refused
    expect(await refresh(post, first.refresh_token)).toMatchObject(ended);

    expect((await post('/api/v1/sessions/logout', { refresh_token: second.refresh_token })).status).toBe(200);
    expect(await refresh(post, second.refresh_token ?? '')).toMatchObject(ended);

    const third = await login('expired@example.com');
    clock += 30 * 86_400_000;
    expect(await refresh(post, third.refresh_token)).toMatchObject(ended);
    expect(await refresh(post, 'never-issued-refresh-token-000000000000')).toMatchObject(ended);
  });
});

describe('robustness: clear 4xx JSON errors, never a crash', () => {
  it.each([
    ['malformed JSON', { body: '{"email":', headers: APP }, 400, 'invalid_data'],
    [
      'wrong content type',
      { body: 'email=a@b.c', headers: { ...APP, 'content-type': 'text/plain' } },
      415,
      'invalid_data',
    ],
    [
      'oversized body',
      { body: JSON.stringify({ email: `${'a'.repeat(200_000)}@x.io` }), headers: APP },
      413,
      'invalid_data',
    ],
    [
      'missing app id',
      { body: '{"email":"a@b.co"}', headers: { 'content-type': 'application/json' } },
      403,
      'missing_or_invalid_privy_app_id',
    ],
    ['invalid input', { body: '{"email":"not an email"}', headers: APP }, 400, 'invalid_data'],
  ])('%s', async (_name, init, status, code) => {
    const { app } = await emulator();
    const res = await app.request('/api/v1/passwordless/init', { method: 'POST', ...init });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string; code: string };
    expect(json.code).toBe(code);
    expect(json.error.length).toBeGreaterThan(0);
  });

  it('validates every body, a JSON null included (found by the property below)', async () => {
    const { post } = await emulator();
    for (const route of ['/api/v1/sessions/logout', '/api/v1/sessions', '/api/v1/passwordless/init']) {
      const res = await post(route, 'null');
      expect(res.status, route).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_data');
    }
  });

  it('unknown routes are 404 JSON', async () => {
    const { app } = await emulator();
    const res = await app.request('/api/v1/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for POST /api/v1/nope', code: 'not_found' });
  });

  it('answers any body on any route with a status below 500', async () => {
    const { app } = await emulator();
    const routes = [
      '/api/v1/passwordless/init',
      '/api/v1/passwordless/authenticate',
      '/api/v1/passwordless_sms/init',
      '/api/v1/sessions',
      '/api/v1/sessions/logout',
      '/api/v1/analytics_events',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.anything().map((v) => {
            try {
              return JSON.stringify(v) ?? '';
            } catch {
              return '';
            }
          }),
        ),
        async (route, body) => {
          const res = await app.request(route, { method: 'POST', headers: APP, body });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toContain('application/json');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('CORS: only configured origins, with credentials', () => {
  it('echoes an allowed origin with credentials and answers preflight', async () => {
    const { app } = await emulator();
    const pre = await app.request('/api/v1/passwordless/init', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'privy-app-id, content-type, privy-client',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('privy-app-id');
  });

  it('gives other origins nothing', async () => {
    const { app } = await emulator();
    const res = await app.request(`/api/v1/apps/${config.appId}`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sigil-emulator-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users, sessions, passkeys and the signing key across a restart; --reset wipes them', async () => {
    const call = (base: string, route: string, body: unknown) =>
      fetch(`${base}${route}`, { method: 'POST', headers: APP, body: JSON.stringify(body) });
    let running = await startEmulator({ config, port: 0, dataDir: dir });
    await call(running.url, '/api/v1/passwordless/init', { email: 'ada@example.com' });
    const inbox = (await (await fetch(`${running.url}/_emulator/inbox.json`)).json()) as {
      messages: { code: string }[];
    };
    const session = (await (
      await call(running.url, '/api/v1/passwordless/authenticate', {
        email: 'ada@example.com',
        code: inbox.messages[0]!.code,
        mode: 'login-or-sign-up',
      })
    ).json()) as { token: string; refresh_token: string; user: { id: string } };
    running.store.run('INSERT INTO passkeys (credential_id, user_id, public_key, counter) VALUES (?, ?, ?, ?)', [
      'credential-1',
      session.user.id,
      'public-key',
      3,
    ]);
    await running.close();

    running = await startEmulator({ config, port: 0, dataDir: dir });
    expect(running.store.get('SELECT counter FROM passkeys WHERE credential_id = ?', ['credential-1'])).toEqual({
      counter: 3,
    });
    const me = await fetch(`${running.url}/api/v1/users/me`, {
      headers: { ...APP, authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(session.user.id);
    expect((await call(running.url, '/api/v1/sessions', { refresh_token: session.refresh_token })).status).toBe(200);
    await running.close();

    running = await startEmulator({ config, port: 0, dataDir: dir, reset: true });
    const users = (await (await fetch(`${running.url}/_emulator/inbox.json`)).json()) as { users: unknown[] };
    expect(users.users).toEqual([]);
    await running.close();
  });
});

describe('guest, custom token and SIWE sign-in', () => {
  it('signs in a guest and brings the same guest back with the same credential', async () => {
    const { post } = await emulator();
    // 32 random bytes, base64url: 43 characters, as the provider's schema requires (spec 9).
    const credential = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
    const first = await post('/api/v1/guest/authenticate', { guest_credential: credential });
    expect(first.status).toBe(200);
    const session = (await first.json()) as { user: { id: string; is_guest: boolean; linked_accounts: unknown[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.is_guest).toBe(true);
    expect(session.user.linked_accounts).toEqual([]);
    const again = (await (await post('/api/v1/guest/authenticate', { guest_credential: credential })).json()) as {
      user: { id: string };
    };
    expect(again.user.id).toBe(session.user.id);
  });

  it('refuses guests where the app disables them', async () => {
    const { post } = await emulator({ loginMethods: ['email'] });
    const res = await post('/api/v1/guest/authenticate', { guest_credential: 'abc' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('disallowed_login_method');
  });

  it('verifies custom tokens from the configured issuer only', async () => {
    const { app, post, tokens } = await emulator();
    const minted = (await (
      await app.request('/_emulator/custom-token', { method: 'POST', body: JSON.stringify({ sub: 'acme-42' }) })
    ).json()) as {
      token: string;
    };
    const res = await post('/api/v1/custom_jwt_account/authenticate', { token: minted.token });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'custom_auth', custom_user_id: 'acme-42' });
    const foreign = await tokens.signAs('https://someone-else.example', 'acme-42', 60, clock);
    expect((await post('/api/v1/custom_jwt_account/authenticate', { token: foreign })).status).toBe(401);
    expect((await post('/api/v1/custom_jwt_account/authenticate', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('signs in with Ethereum: single-use nonce, real signature check', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    const { createSiweMessage } = await import('viem/siwe');
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const { post } = await emulator();
    const init = (await (await post('/api/v1/siwe/init', { address: account.address })).json()) as { nonce: string };
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'localhost',
      nonce: init.nonce,
      uri: 'http://localhost/',
      version: '1',
      issuedAt: new Date(clock),
    });
    const signature = await account.signMessage({ message });
    const body = {
      message,
      signature,
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected',
      mode: 'login-or-sign-up',
    };
    const res = await post('/api/v1/siwe/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(
      AuthenticatedUser.safeParse(session).success,
      JSON.stringify(AuthenticatedUser.safeParse(session).error?.issues),
    ).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      address: account.address,
      chain_type: 'ethereum',
    });
    // The nonce is single use.
    expect((await post('/api/v1/siwe/authenticate', body)).status).toBe(401);
  });

  it('refuses a SIWE signature from another key, and an expired nonce', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    const { createSiweMessage } = await import('viem/siwe');
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const impostor = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
    const { post } = await emulator();
    const sign = async (signer: typeof account) => {
      const { nonce } = (await (await post('/api/v1/siwe/init', { address: account.address })).json()) as {
        nonce: string;
      };
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: 'localhost',
        nonce,
        uri: 'http://localhost/',
        version: '1',
      });
      return { message, signature: await signer.signMessage({ message }), mode: 'login-or-sign-up' };
    };
    expect((await post('/api/v1/siwe/authenticate', await sign(impostor))).status).toBe(401);
    const late = await sign(account);
    clock += 10 * 60_000 + 1;
    expect((await post('/api/v1/siwe/authenticate', late)).status).toBe(401);
  });
});

describe('embedded-wallet iframe', () => {
  it('serves the iframe page for the app only, answering only its allowed origins', async () => {
    const { app } = await emulator();
    const page = await app.request(`/apps/${config.appId}/embedded-wallets?caid=x&client_id=y`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('"http://localhost:5173"');
    expect(html).toContain("'privy:iframe:ready'");
    expect((await app.request('/apps/someone-else/embedded-wallets')).status).toBe(404);
  });
});

describe('OAuth: init, consent page, authenticate with PKCE S256 and state', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B
  const start = async (e: Awaited<ReturnType<typeof emulator>>, provider = 'github') => {
    const res = await e.post('/api/v1/oauth/init', {
      provider,
      redirect_to: 'http://localhost:5173/login',
      code_challenge: challenge,
      state_code: 'state-123',
    });
    return res;
  };
  const consent = async (e: Awaited<ReturnType<typeof emulator>>, decision: 'allow' | 'deny') => {
    const res = await e.app.request('/_emulator/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'state-123', decision, email: 'Ada@Example.com', name: 'Ada' }).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  };

  it('allow: returns to the app with the provider-prefixed parameters, then signs in', async () => {
    const e = await emulator();
    const init = await start(e);
    expect(init.status).toBe(200);
    const { url } = (await init.json()) as { url: string };
    const page = await e.app.request(new URL(url).pathname + new URL(url).search);
    expect(await page.text()).toContain('Sign in with GitHub');
    const back = await consent(e, 'allow');
    expect(back.origin + back.pathname).toBe('http://localhost:5173/login');
    expect(back.searchParams.get('privy_oauth_state')).toBe('state-123');
    expect(back.searchParams.get('privy_oauth_provider')).toBe('github');
    const res = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as {
      user: { linked_accounts: Record<string, unknown>[] };
      oauth_tokens: { provider: string };
    };
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'github_oauth', email: 'ada@example.com' });
    expect(session.oauth_tokens.provider).toBe('github');
  });

  it('deny: returns the code the SDK reads as "User denied confirmation during OAuth flow"', async () => {
    const e = await emulator();
    await start(e);
    const back = await consent(e, 'deny');
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined');
  });

  it('a wrong PKCE verifier or state is pkce_state_code_mismatch; a code is single use', async () => {
    const e = await emulator();
    await start(e);
    const code = (await consent(e, 'allow')).searchParams.get('privy_oauth_code');
    const wrong = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: `${verifier}x`,
      mode: 'login-or-sign-up',
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('pkce_state_code_mismatch');
    const otherState = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'other',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(((await otherState.json()) as { code: string }).code).toBe('pkce_state_code_mismatch');
    const ok = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(ok.status).toBe(200);
    const again = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(again.status).toBe(401);
  });

  it('refuses disabled providers and redirects off the allowed origins', async () => {
    const e = await emulator();
    expect((await start(e, 'spotify')).status).toBe(403);
    const evil = await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: 'https://evil.example/',
      code_challenge: challenge,
      state_code: 's',
    });
    expect(evil.status).toBe(400);
  });

  it('signs in with a custom provider under its own id', async () => {
    const e = await emulator({
      customOAuthProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO', iconUrl: 'https://acme.example/icon.png' }],
    });
    await start(e, 'custom:acme-sso');
    const code = (await consent(e, 'allow')).searchParams.get('privy_oauth_code');
    const res = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.linked_accounts[0]?.type).toBe('custom:acme-sso');
  });
});

describe('passkey helpers', () => {
  it('translates WebAuthn JSON between the API’s snake_case and camelCase, acronym included', async () => {
    const { camel, snake } = await import('../../emulator/src/passkeys');
    expect(
      camel({
        raw_id: 'a',
        response: { client_data_json: 'x', attestation_object: 'y' },
        client_extension_results: {},
      }),
    ).toEqual({
      rawId: 'a',
      response: { clientDataJSON: 'x', attestationObject: 'y' },
      clientExtensionResults: {},
    });
    expect(
      snake({
        pubKeyCredParams: [{ alg: -7 }],
        authenticatorSelection: { residentKey: 'required' },
        clientDataJSON: 'x',
      }),
    ).toEqual({
      pub_key_cred_params: [{ alg: -7 }],
      authenticator_selection: { resident_key: 'required' },
      client_data_json: 'x',
    });
  });

  it('binds passkeys to the page’s host and reads the echoed challenge', async () => {
    const { challengeFromClientData, relyingParty } = await import('../../emulator/src/passkeys');
    expect(relyingParty('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173', rpId: 'localhost' });
    expect(relyingParty(undefined)).toBeNull();
    expect(relyingParty('not a url')).toBeNull();
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'abc' })).toString('base64url');
    expect(challengeFromClientData(clientData)).toBe('abc');
    expect(challengeFromClientData('%%%')).toBeNull();
    expect(challengeFromClientData(42)).toBeNull();
  });

  it('refuses passkey calls without a page origin, and unknown challenges', async () => {
    const { post } = await emulator();
    const init = await post('/api/v1/passkeys/register/init', {});
    expect(init.status).toBe(400);
    const auth = await post(
      '/api/v1/passkeys/authenticate',
      {
        relying_party: 'http://localhost:5173',
        challenge: 'never-issued',
        authenticator_response: {
          id: 'x',
          raw_id: 'x',
          type: 'public-key',
          client_extension_results: {},
          response: { client_data_json: 'e30', authenticator_data: 'AA', signature: 'AA' },
        },
      },
      { origin: 'http://localhost:5173' },
    );
    expect(auth.status).toBeGreaterThanOrEqual(400);
    expect(auth.status).toBeLessThan(500);
  });
});

describe('linking and unlinking, with the limits', () => {
  it('updates an e-mail and a phone number with a code sent to the new one; refuses a wrong code and a taken one', async () => {
    const e = await emulator();
    await e.login('taken@example.com');
    const ada = await e.login('old@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const update = async (newAddress: string, code?: string) => {
      await e.post('/api/v1/passwordless/init', { email: newAddress });
      return e.post(
        '/api/v1/passwordless/update',
        { oldAddress: 'old@example.com', newAddress, code: code ?? (await e.lastCode(newAddress)) },
        auth,
      );
    };
    expect((await update('new@example.com', '000000')).status).toBe(401);
    expect(((await (await update('taken@example.com')).json()) as { code: string }).code).toBe(
      'linked_to_another_user',
    );
    const updated = await update('new@example.com');
    expect(updated.status).toBe(200);
    const user = (await updated.json()) as { linked_accounts: { type: string; address?: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.filter((a) => a.type === 'email').map((a) => a.address)).toEqual(['new@example.com']);
    // The new address now signs Ada in.
    await e.post('/api/v1/passwordless/init', { email: 'new@example.com' });
    const again = (await (
      await e.post('/api/v1/passwordless/authenticate', {
        email: 'new@example.com',
        code: await e.lastCode('new@example.com'),
        mode: 'login-or-sign-up',
      })
    ).json()) as { user: { id: string } };
    expect(again.user.id).toBe(ada.user.id);

    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const linkPhone = await e.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+14155552671', code: await e.lastCode('+1 415 555 2671') },
      auth,
    );
    expect(linkPhone.status).toBe(200);
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155550100' });
    const phone = await e.post(
      '/api/v1/passwordless_sms/update',
      {
        old_phone_number: '+14155552671',
        new_phone_number: '+14155550100',
        code: await e.lastCode('+1 415 555 0100'),
      },
      auth,
    );
    expect(phone.status).toBe(200);
    const phones = (
      (await phone.json()) as { linked_accounts: { type: string; phoneNumber?: string }[] }
    ).linked_accounts.filter((a) => a.type === 'phone');
    expect(phones).toHaveLength(1);
    expect(JSON.stringify(phones)).toContain('555 0100');
  });

  it('links an e-mail to an SMS user, refuses a second e-mail and another user’s, unlinks it', async () => {
    const e = await emulator();
    // Ada signs in by SMS.
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const ada = (await (
      await e.post('/api/v1/passwordless_sms/authenticate', {
        phoneNumber: '+14155552671',
        code: await e.lastCode('+1 415 555 2671'),
        mode: 'login-or-sign-up',
      })
    ).json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${ada.token}` };
    // Grace owns grace@example.com.
    await e.login('grace@example.com');

    await e.post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const linked = await e.post(
      '/api/v1/passwordless/link',
      { email: 'ada@example.com', code: await e.lastCode('ada@example.com') },
      auth,
    );
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'phone']);

    await e.post('/api/v1/passwordless/init', { email: 'second@example.com' });
    const second = await e.post(
      '/api/v1/passwordless/link',
      { email: 'second@example.com', code: await e.lastCode('second@example.com') },
      auth,
    );
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      error: 'You cannot authorize more than one account for this user.',
      code: 'cannot_link_more_of_type',
    });

    await e.post('/api/v1/passwordless/unlink', { address: 'ada@example.com' }, auth);
    await e.post('/api/v1/passwordless/init', { email: 'grace@example.com' });
    const taken = await e.post(
      '/api/v1/passwordless/link',
      { email: 'grace@example.com', code: await e.lastCode('grace@example.com') },
      auth,
    );
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: 'This account has already been linked to another user.',
      code: 'linked_to_another_user',
    });
  });

  it('refuses to unlink the only login method, and linking without a session', async () => {
    const e = await emulator();
    const session = await e.login();
    const only = await e.post(
      '/api/v1/passwordless/unlink',
      { address: 'ada@example.com' },
      { authorization: `Bearer ${session.token}` },
    );
    expect(only.status).toBe(400);
    expect((await e.post('/api/v1/passwordless/link', { email: 'x@example.com', code: '123456' })).status).toBe(401);
  });

  // The refusal of a 6th passkey needs the passkey link route (next); this checks that limits count per type.
  it('counts limits per type: 5 passkeys do not block a phone; unlinking a passkey', async () => {
    const e = await emulator();
    const session = await e.login();
    const at = Math.floor(clock / 1000);
    for (let i = 0; i < 5; i++) {
      e.store.run(
        "INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, 'passkey', ?, '{}', ?, ?, ?)",
        [session.user.id, `cred-${i}`, at, at, at],
      );
    }
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const phone = await e.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+14155552671', code: await e.lastCode('+1 415 555 2671') },
      { authorization: `Bearer ${session.token}` },
    );
    expect(phone.status).toBe(200);
    const res = await e.post(
      '/api/v1/passkeys/unlink',
      { credential_id: 'cred-0' },
      { authorization: `Bearer ${session.token}` },
    );
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { linked_accounts: { type: string }[] }).linked_accounts.filter(
        (a) => a.type === 'passkey',
      ),
    ).toHaveLength(4);
  });
});

describe('development endpoints', () => {
  it('expire-sessions makes every refresh token fail, as 30 days would', async () => {
    const e = await emulator();
    const session = await e.login();
    expect((await e.app.request('/_emulator/expire-sessions', { method: 'POST' })).status).toBe(200);
    const res = await e.post('/api/v1/sessions', { refresh_token: session.refresh_token });
    expect(res.status).toBe(401);
  });
});

describe("Farcaster (the provider modal's relay flow, the emulator as the Farcaster app)", () => {
  async function openChannel(e: Awaited<ReturnType<typeof emulator>>) {
    const init = await e.post('/api/v1/farcaster/init', {}, { origin: 'http://localhost:5173' });
    expect(init.status).toBe(200);
    const channel = (await init.json()) as { channel_token: string; connect_uri: string };
    expect(FarcasterConnectInitResponse.safeParse(channel).success).toBe(true);
    const status = async () => {
      const res = await e.app.request('/api/v1/farcaster/status', {
        headers: { ...APP, 'farcaster-channel-token': channel.channel_token },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const approve = (username: string, decision = 'approve') =>
      e.app.request('/_emulator/farcaster/connect', {
        method: 'POST',
        body: new URLSearchParams({ channel: channel.channel_token, username, decision }),
      });
    return { channel, status, approve };
  }

  it('pending until approved, then a custody-signed SIWF message that signs in once; replays and forgeries fail', async () => {
    const e = await emulator({ loginMethods: ['email', 'farcaster'] });
    const { channel, status, approve } = await openChannel(e);
    const pending = await status();
    expect(FarcasterConnectStatusPendingResponse.safeParse(pending.body).success).toBe(true);
    expect(pending.body.state).toBe('pending');
    expect(new URL(channel.connect_uri).pathname).toBe('/_emulator/farcaster/connect');
    expect((await e.inbox()).farcaster).toHaveLength(1);

    expect((await approve('ada')).status).toBe(200);
    const done = await status();
    const parsed = FarcasterConnectStatusCompletedResponse.safeParse(done.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const { message, signature, fid } = done.body as { message: string; signature: string; fid: number };
    expect(message).toContain('localhost:5173 wants you to sign in with your Ethereum account');
    expect(message).toContain(`farcaster://fid/${fid}`);

    const forged = await e.post('/api/v1/farcaster/authenticate', {
      channel_token: channel.channel_token,
      message: message.replace('Farcaster Auth', 'Farcaster Auth!'),
      signature,
      fid,
      mode: 'login-or-sign-up',
    });
    expect(forged.status).toBe(401);

    const body = { channel_token: channel.channel_token, message, signature, fid, mode: 'login-or-sign-up' };
    const res = await e.post('/api/v1/farcaster/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    const valid = AuthenticatedUser.safeParse(session);
    expect(valid.success, JSON.stringify(valid.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'farcaster', fid, username: 'ada' });
    expect((await e.post('/api/v1/farcaster/authenticate', body)).status).toBe(401);

    // The same Farcaster account signs the same user in again through a new channel.
    const again = await openChannel(e);
    await again.approve('ada');
    const second = (await again.status()).body as { message: string; signature: string; fid: number };
    const back = await e.post('/api/v1/farcaster/authenticate', {
      channel_token: again.channel.channel_token,
      message: second.message,
      signature: second.signature,
      fid: second.fid,
      mode: 'login-or-sign-up',
    });
    expect(((await back.json()) as { is_new_user: boolean }).is_new_user).toBe(false);
  });

  it('declining ends the channel; the method must be enabled; links and unlinks', async () => {
    const disabled = await emulator();
    expect((await disabled.post('/api/v1/farcaster/init', {})).status).toBe(403);

    const e = await emulator({ loginMethods: ['email', 'farcaster'] });
    const declined = await openChannel(e);
    await declined.approve('ada', 'decline');
    expect((await declined.status()).status).toBe(401);

    const ada = await e.login('farcaster-link@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const { channel, status, approve } = await openChannel(e);
    await approve('grace');
    const { message, signature, fid } = (await status()).body as { message: string; signature: string; fid: number };
    const linked = await e.post(
      '/api/v1/farcaster/link',
      { channel_token: channel.channel_token, message, signature, fid },
      auth,
    );
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'farcaster']);
    const unlinked = await e.post('/api/v1/farcaster/unlink', { fid }, auth);
    expect(((await unlinked.json()) as typeof user).linked_accounts.map((a) => a.type)).toEqual(['email']);
  });
});

describe('Sign-In With Solana', () => {
  async function solanaKey() {
    const { generateKeyPairSync, sign } = await import('node:crypto');
    const { getBase58Decoder } = await import('@solana/kit');
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
    return {
      address: getBase58Decoder().decode(raw),
      sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64'),
    };
  }
  const siwsMessage = (address: string, nonce: string) =>
    `localhost:5173 wants you to sign in with your Solana account:\n${address}\n\nYou are proving you own ${address}.\n\nURI: http://localhost:5173\nVersion: 1\nChain ID: mainnet\nNonce: ${nonce}\nIssued At: 2026-01-01T00:00:00.000Z\nResources:\n- https://privy.io`;

  it('signs in with an Ed25519 signature over the SDK’s message; the nonce is single use', async () => {
    const e = await emulator();
    const key = await solanaKey();
    const init = await e.post('/api/v1/siws/init', { address: key.address });
    expect(init.status).toBe(200);
    const { nonce } = (await init.json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    const body = {
      message,
      signature: key.sign(message),
      walletClientType: 'phantom',
      connectorType: 'solana_adapter',
      mode: 'login-or-sign-up',
    };
    const res = await e.post('/api/v1/siws/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      chain_type: 'solana',
      address: key.address,
    });
    expect((await e.post('/api/v1/siws/authenticate', body)).status).toBe(401);
  });

  it('links a Solana wallet to an e-mail user and unlinks it', async () => {
    const e = await emulator();
    const ada = await e.login('sol@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const key = await solanaKey();
    const { nonce } = (await (await e.post('/api/v1/siws/init', { address: key.address })).json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    const linked = await e.post('/api/v1/siws/link', { message, signature: key.sign(message) }, auth);
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string; address?: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.find((a) => a.type === 'wallet')?.address).toBe(key.address);
    const unlinked = await e.post('/api/v1/siws/unlink', { address: key.address }, auth);
    expect(((await unlinked.json()) as typeof user).linked_accounts.map((a) => a.type)).toEqual(['email']);
  });

  it('refuses another key’s signature and a malformed message', async () => {
    const e = await emulator();
    const key = await solanaKey();
    const impostor = await solanaKey();
    const { nonce } = (await (await e.post('/api/v1/siws/init', { address: key.address })).json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    expect(
      (
        await e.post('/api/v1/siws/authenticate', {
          message,
          signature: impostor.sign(message),
          mode: 'login-or-sign-up',
        })
      ).status,
    ).toBe(401);
    expect(
      (await e.post('/api/v1/siws/authenticate', { message: 'hello', signature: 'x', mode: 'login-or-sign-up' }))
        .status,
    ).toBe(400);
  });
});

describe('OAuth linking', () => {
  it('links a GitHub account to an e-mail user, validating as OAuthLinkResponse; not another user’s', async () => {
    const { OAuthLinkResponse } = await import('@privy-io/public-api');
    const e = await emulator();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const grant = async (state: string, email: string) => {
      await e.post('/api/v1/oauth/init', {
        provider: 'github',
        redirect_to: 'http://localhost:5173/',
        code_challenge: challenge,
        state_code: state,
      });
      const res = await e.app.request('/_emulator/oauth/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, decision: 'allow', email, name: 'Someone' }).toString(),
      });
      return new URL(res.headers.get('location') ?? '').searchParams.get('privy_oauth_code');
    };
    const ada = await e.login('ada@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const res = await e.post(
      '/api/v1/oauth/link',
      { authorization_code: await grant('s1', 'ada@github.example'), state_code: 's1', code_verifier: verifier },
      auth,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    const parsed = OAuthLinkResponse.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect((body as { linked_accounts: { type: string }[] }).linked_accounts.map((a) => a.type)).toEqual([
      'email',
      'github_oauth',
    ]);

    // Grace signs up with another GitHub identity; Ada cannot take it.
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: 'http://localhost:5173/',
      code_challenge: challenge,
      state_code: 's2',
    });
    const graceCode = await grant('s2', 'grace@github.example');
    await e.post('/api/v1/oauth/authenticate', {
      authorization_code: graceCode,
      state_code: 's2',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    const ada2 = await e.login('ada2@example.com');
    const taken = await e.post(
      '/api/v1/oauth/link',
      { authorization_code: await grant('s3', 'grace@github.example'), state_code: 's3', code_verifier: verifier },
      { authorization: `Bearer ${ada2.token}` },
    );
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { code: string }).code).toBe('linked_to_another_user');
  });
});
