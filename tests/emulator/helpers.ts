import { Secret, TOTP } from 'otpauth';
import type { recoverTransactionAddress } from 'viem';
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
/** Puts the clock back to the start (before every unit test: tests/setup/unit.ts). */
export const resetClock = () => {
  clock.ms = START;
};

/** The authenticator app: the TOTP code of a base32 secret at the test clock (or another time). */
export const totpAt = (secret: string, ms = clock.ms) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

/** A six-digit code that is none of the codes a step either side of now would accept. */
export function wrongTotp(secret: string) {
  const near = [-30_000, 0, 30_000].map((d) => totpAt(secret, clock.ms + d));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.includes(candidate)) return candidate;
  }
}

/**
 * An emulator in memory on the test clock, with request helpers: `post` (an API call with the app's headers),
 * the inbox, the last code sent to someone, and an e-mail `login`.
 */
export async function emulator(
  overrides: Record<string, unknown> = {},
  { chain }: { chain?: { chainId: number; rpcUrl: string } } = {},
) {
  const cfg = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'], ...overrides });
  const store = await Store.open(null, { migrate });
  const tokens = await TokenService.create(null, cfg.appId);
  const app = createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms, chain });
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

// — Embedded wallets —

/** A serialised signed transaction as viem types it. */
export type Serialized = Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'];

type Answer = {
  id: string;
  address: string;
  error: string;
  data: { signature: `0x${string}`; signed_transaction: `0x${string}`; encoding: string };
};

/** JSON with every object's keys sorted: the canonical form the SDK signs (RFC 8785 for these bodies). */
export function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The frame relay, as the wallet iframe calls it. */
export async function relay(e: Emulated, token: string, event: string, data: Record<string, unknown> = {}) {
  const res = await e.app.request(`/apps/${config.appId}/embedded-wallets/relay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, data: { accessToken: token, ...data } }),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>; error?: string } };
}

/**
 * A signed wallet request as the SDK (or its export frame) makes it: the canonical payload signed by the user's
 * signer through the frame's `privy:user-signer:sign`, then the request with its authorization signature and
 * expiry. `signedBody` signs another body than the one sent; `headers` override or drop (empty string) any header;
 * `idempotencyKey` sends `privy-idempotency-key` and signs it, as the provider documents (`signKey: false` leaves it
 * out of the signed headers).
 */
export async function signedWalletRequest<Body = Answer>(
  e: Emulated,
  token: string,
  path: string,
  body: unknown,
  {
    signedBody,
    headers = {},
    expiresInMs = 1_800_000,
    idempotencyKey,
    signKey = true,
  }: {
    signedBody?: unknown;
    headers?: Record<string, string>;
    expiresInMs?: number;
    idempotencyKey?: string;
    signKey?: boolean;
  } = {},
) {
  const url = `http://localhost${path}`;
  const expiry = String(clock.ms + expiresInMs);
  const key: Record<string, string> = idempotencyKey === undefined ? {} : { 'privy-idempotency-key': idempotencyKey };
  const payload = {
    version: 1,
    url,
    method: 'POST',
    headers: { 'privy-app-id': config.appId, 'privy-request-expiry': expiry, ...(signKey ? key : {}) },
    body: signedBody ?? body,
  };
  const message = Buffer.from(JSON.stringify(sorted(payload))).toString('base64');
  const signed = await relay(e, token, 'privy:user-signer:sign', { message });
  expect(signed.status).toBe(200);
  const all: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'privy-authorization-signature': String(signed.body.data.signature),
    'privy-request-expiry': expiry,
    ...key,
    ...headers,
  };
  const res = await e.post(url, body, Object.fromEntries(Object.entries(all).filter(([, v]) => v !== '')));
  return { status: res.status, body: (await res.json()) as Body };
}

/** A wallet RPC as the SDK makes it (`tamper`: sign another body than the one sent). */
export const rpc = (e: Emulated, token: string, walletId: string, body: Record<string, unknown>, tamper?: unknown) =>
  signedWalletRequest(e, token, `/api/v1/wallets/${walletId}/rpc`, body, { signedBody: tamper });

export async function create(e: Emulated, token: string, chain_type: string, headers: Record<string, string> = {}) {
  const res = await e.post('/api/v1/wallets', { chain_type }, { authorization: `Bearer ${token}`, ...headers });
  return { status: res.status, body: (await res.json()) as Answer };
}

export async function me(e: Emulated, token: string) {
  const res = await e.app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${token}` } });
  return ((await res.json()) as { user: { linked_accounts: Record<string, unknown>[]; mfa_methods: unknown[] } }).user;
}

/**
 * The wallet frame's script (the page the SDK's hidden iframe loads), run against the emulator app as the SDK's parent
 * page on `origin` would talk to it: `post` sends one SDK message and resolves the frame's reply.
 */
export async function walletFrame(e: Emulated, origin = 'http://localhost:5173') {
  const html = await (await e.app.request(`/apps/${config.appId}/embedded-wallets`)).text();
  const script = html.slice(html.indexOf('<script>') + '<script>'.length, html.indexOf('</script>'));
  let listener: ((event: unknown) => void) | undefined;
  const window = { addEventListener: (_type: string, fn: (event: unknown) => void) => (listener = fn) };
  const fetch = (url: string, init: RequestInit) => e.app.request(url, init);
  new Function('window', 'fetch', script)(window, fetch);
  let id = 0;
  return (event: string, data: Record<string, unknown>) =>
    new Promise<{
      id: string;
      event: string;
      data?: Record<string, unknown>;
      error?: { type: string; message: string };
    }>((resolve) => {
      listener?.({ origin, data: { id: `id-${id++}`, event, data }, source: { postMessage: resolve } });
    });
}

/** The emulator's MFA relay: where the wallet frame posts each `privy:mfa:*` event (mfa/routes.ts). */
export const MFA_URL = `/apps/${config.appId}/embedded-wallets/mfa`;

export type MfaReply = {
  status: number;
  body: { data?: Record<string, unknown>; error?: string; code?: string };
};

/** An MFA event with the user's access token, as the wallet frame posts it to the emulator's MFA relay. */
export async function mfa(
  e: Emulated,
  token: string,
  event: string,
  data: Record<string, unknown> = {},
): Promise<MfaReply> {
  const res = await e.app.request(MFA_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, data: { accessToken: token, ...data } }),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * The routes a Hono app registers, once each (method and path), middleware entries left out: a route listing its
 * auth middleware registers one entry per handler.
 */
export function routesOf(app: { routes: { method: string; path: string }[] }) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) if (r.method !== 'ALL') seen.set(`${r.method} ${r.path}`, r);
  return [...seen.values()];
}
