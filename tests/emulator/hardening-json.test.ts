/**
 * Hostile JSON: every JSON value the
 * emulator reads is bounded in depth, size and type before anything walks it (one iterative canonicaliser and
 * validator, `emulator/src/security/json.ts`), and a message to sign is what the provider accepts, never coerced.
 */
import fc from 'fast-check';
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP, clock, config, create, type Emulated, emulator, relay, resetClock, rpc } from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };
const ORBIT = 'orbitgamesdemoprovider001';
/** The bounds every JSON value is held to (emulator/src/security/json.ts). */
const MAX_DEPTH = 64;
const MAX_VALUES = 10_000;
const PAGE = 'http://localhost:5173';

/** A JSON array nested `depth` levels deep, as text and as a value. */
const deepText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deep = (depth: number) => JSON.parse(deepText(depth)) as unknown[];

/**
 * A body with a value nested `depth` levels deep at `$DEEP`, as text: JSON.stringify itself overflows the stack on
 * such values, so the tests write them by hand.
 */
const withDeep = (template: unknown, depth: number) => JSON.stringify(template).replace('"$DEEP"', deepText(depth));

/** RFC 8785 as the emulator wrote it before (recursive, unbounded): the reference for shallow values. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
}

/** The frame relay, as the wallet iframe calls it, with a body written by hand. */
const relayText = (e: Emulated, text: string) =>
  e.app.request(`/apps/${config.appId}/embedded-wallets/relay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });

describe('JSON is bounded before anything walks it', () => {
  it('the wallet API answers 400 for typed data nested 5,000 levels, before the signature is checked', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    const typedData = {
      domain: { name: 'Sigil' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primary_type: 'Mail',
      message: { contents: '$DEEP' },
    };
    const body = withDeep(
      { chain_type: 'ethereum', method: 'eth_signTypedData_v4', params: { typed_data: typedData } },
      5000,
    );
    // No signature at all: the depth is refused first (a 500 with a stack overflow before).
    const res = await e.post(`/api/v1/wallets/${wallet.body.id}/rpc`, body, {
      authorization: `Bearer ${token}`,
      'privy-authorization-signature': 'AAAA',
      'privy-request-expiry': String(clock.ms + 60_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: `JSON nested deeper than ${MAX_DEPTH} levels`,
      code: 'invalid_data',
    });
  });

  it('every JSON route answers 400 for a body nested too deep, too large or not an object where one is read', async () => {
    const e = await emulator();
    const deepField = await e.post(
      '/api/v1/passwordless/init',
      withDeep({ email: 'ada@example.com', extra: '$DEEP' }, 100),
    );
    expect(deepField.status).toBe(400);
    expect(((await deepField.json()) as { error: string }).error).toMatch(/nested deeper than/);
    expect((await e.inbox()).messages).toEqual([]);
    const wide = await e.post('/api/v1/passwordless/init', {
      email: 'ada@example.com',
      extra: Array(MAX_VALUES).fill(0),
    });
    expect(wide.status).toBe(400);
    expect(((await wide.json()) as { error: string }).error).toBe(`JSON with more than ${MAX_VALUES} values`);
    // Within the bounds, the same request is served.
    expect((await e.post('/api/v1/passwordless/init', { email: 'ada@example.com', extra: deep(10) })).status).toBe(200);
  });

  it('the wallet frame relay answers 400 for a personal_sign whose message is a deeply nested array', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(200);
    const data = { accessToken: token, request: { method: 'personal_sign', params: ['$DEEP'] } };
    const res = await relayText(e, withDeep({ event: 'privy:wallet:rpc', data }, 5000));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(`JSON nested deeper than ${MAX_DEPTH} levels`);
    // Typed data sent as a JSON string is bounded the same way when it is read.
    const typed = await relay(e, token, 'privy:wallet:rpc', {
      request: {
        method: 'eth_signTypedData_v4',
        params: ['0x0', `{"domain":{},"types":{},"primaryType":"Mail","message":{"a":${deepText(5000)}}}`],
      },
    });
    expect(typed.status).toBe(400);
    expect(typed.body.error).toBe(`JSON nested deeper than ${MAX_DEPTH} levels`);
  });

  it('the cross-app transact page refuses a deeply nested request with a clear 400, on view and on approve', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const typed = { domain: {}, types: { Mail: [] }, primaryType: 'Mail', message: { a: '$DEEP' } };
    const envelope = (depth: number) =>
      withDeep(
        {
          content: { request: { request: { method: 'eth_signTypedData_v4', params: [address, typed] } } },
          timestamp: clock.ms,
          callbackUrl: PAGE,
        },
        depth,
      );
    const req = envelope(7000);
    expect(req.length).toBeLessThan(16 * 1024);
    const approve = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/transact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, request: req, decision: 'approve' }).toString(),
    });
    expect(approve.status).toBe(400);
    expect(await approve.text()).toContain('The signing request is nested too deeply');
    const viewReq = envelope(3000);
    const view = await e.app.request(
      `/_emulator/apps/${ORBIT}/oauth/transact?${new URLSearchParams({ token, request: viewReq })}`,
    );
    expect(view.status).toBe(400);
    expect(await view.text()).toContain('The signing request is nested too deeply');
  });

  it('the canonicaliser is iterative, RFC 8785 for every JSON value within the bounds, and refuses the rest', async () => {
    const { boundedJson, canonicalJson } = await import('../../emulator/src/security/json');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
    expect(canonicalJson({ b: [1, undefined, 'x'], a: { d: null, c: undefined } })).toBe(
      '{"a":{"d":null},"b":[1,null,"x"]}',
    );
    expect(canonicalJson(deep(MAX_DEPTH))).toBe(deepText(MAX_DEPTH));
    expect(() => canonicalJson(deep(MAX_DEPTH + 1))).toThrow(/nested deeper than/);
    expect(() => boundedJson(deep(1_000_000))).toThrow(/nested deeper than/);
    for (const value of [{ a: 1n }, [() => 1], { s: Symbol('x') }, [Number.NaN], { n: Number.POSITIVE_INFINITY }]) {
      expect(() => boundedJson(value)).toThrow(/not a JSON value/);
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/nested deeper than/);
  });
});

describe('a message to sign is what the provider accepts, never coerced', () => {
  it('the frame relay refuses a personal_sign message that is not a string; a string still signs', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    const wallet = await relay(e, token, 'privy:wallet:create');
    for (const message of [123, true, null, ['a', 'b'], { text: 'hi' }, [[['x']]]]) {
      const res = await relay(e, token, 'privy:wallet:rpc', {
        request: { method: 'personal_sign', params: [message, wallet.body.data.address] },
      });
      expect({ message, status: res.status, error: res.body.error }).toEqual({
        message,
        status: 400,
        error: 'personal_sign takes the message to sign as a string',
      });
    }
    const missing = await relay(e, token, 'privy:wallet:rpc', { request: { method: 'personal_sign', params: [] } });
    expect(missing.status).toBe(400);
    const signed = await relay(e, token, 'privy:wallet:rpc', {
      request: { method: 'personal_sign', params: ['Hello Sigil', wallet.body.data.address] },
    });
    expect(signed.status).toBe(200);
    const signature = (signed.body.data.response as { data: `0x${string}` }).data;
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature })).toBe(wallet.body.data.address);
  });

  it('the wallet API refuses a personal_sign message that is not a string', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    for (const message of [123, ['a'], { a: 1 }]) {
      const res = await rpc(e, token, wallet.body.id, {
        chain_type: 'ethereum',
        method: 'personal_sign',
        params: { message, encoding: 'utf-8' },
      });
      expect({ message, status: res.status }).toEqual({ message, status: 400 });
    }
  });
});

// — A provider app's user, as the cross-app tests sign in —

async function orbitUser(e: Emulated) {
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const started = await e.post('/api/v1/oauth/init', {
    provider: `privy:${ORBIT}`,
    redirect_to: `${PAGE}/signin`,
    code_challenge: challenge,
    state_code: 'state-1',
  });
  expect(started.status).toBe(200);
  const consent = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: 'state-1', decision: 'allow', account: 'ada@orbit.example' }).toString(),
  });
  const back = new URL(consent.headers.get('location') ?? '');
  const res = await e.app.request('/api/v1/oauth/authenticate', {
    method: 'POST',
    headers: APP,
    body: JSON.stringify({
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: 'state-1',
      code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      mode: 'login-or-sign-up',
    }),
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as {
    oauth_tokens?: { access_token: string };
    user: { linked_accounts: { type: string; embedded_wallets?: { address: string }[] }[] };
  };
  const account = session.user.linked_accounts.find((a) => a.type === 'cross_app');
  return { token: session.oauth_tokens?.access_token ?? '', address: account?.embedded_wallets?.[0]?.address ?? '' };
}
