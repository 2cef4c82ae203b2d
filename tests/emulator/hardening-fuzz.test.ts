/**
 * Adversarial properties of the emulator: generated requests over every route the Hono app
 * registers never get a 5xx, with nested, deeply nested, wide and non-string JSON values among them (fuzz-values.ts;
 * past the wallet frame's and wallet API's gates: hardening-fuzz-wallets.test.ts); every single-use
 * value has exactly one winner among twenty parallel requests; the development pages refuse any foreign Host and
 * any cross-site request.
 */
import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { getBase58Decoder } from '@solana/kit';
import fc from 'fast-check';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { body, everything, headerValue, hostile } from './fuzz-values';
import { clock, config, emulator as emulated, resetClock, routesOf } from './helpers';

const PAGE = 'http://localhost:5173';
const PARALLEL = 20;
beforeEach(resetClock);

/** The shared test emulator with every method on, answers read as `{ status, body }`. */
async function emulator() {
  const e = await emulated(everything);
  const post = async (url: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await e.post(url, body, extra);
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null, res };
  };
  return { ...e, post };
}

/** Fires the same request twenty times at once and returns the statuses. */
async function race(send: () => Promise<{ status: number }>) {
  return (await Promise.all(Array.from({ length: PARALLEL }, send))).map((r) => r.status);
}
const winners = (statuses: number[]) => statuses.filter((s) => s >= 200 && s < 400).length;

// — Generated requests over every route —

describe('generated requests over every route never get a 5xx', () => {
  it('enumerates the routes of the Hono app and fuzzes method, path parameters, query, headers and body', async () => {
    const e = await emulator();
    const session = await e.login('fuzz@example.com');
    const routes = routesOf(e.app);
    // The enumeration is the app's own: a new route is fuzzed without touching this test.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.path.startsWith('/_emulator'))).toBe(true);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.constant(config.appId), fc.string({ maxLength: 30 })),
        fc.dictionary(fc.constantFrom('state', 'channel', 'to', 'caid', 'client_id', 'x'), hostile, { maxKeys: 3 }),
        body,
        fc.record({
          origin: headerValue,
          referer: headerValue,
          'sec-fetch-site': fc.option(fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none'), {
            nil: undefined,
          }),
          authorization: fc.option(fc.oneof(fc.constant(`Bearer ${session.token}`), hostile), { nil: undefined }),
          'farcaster-channel-token': headerValue,
          'privy-app-id': fc.option(fc.oneof(fc.constant(config.appId), hostile), { nil: undefined }),
        }),
        async (route, param, query, payload, headerFields) => {
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param)).replace('*', 'x');
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          for (const [name, v] of Object.entries(headerFields)) {
            // Header values cannot carry control characters or non-Latin-1 text on the wire.
            if (v !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(v)) headers[name] = v;
          }
          if (payload.type) headers['content-type'] = payload.type;
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          const res = await e.app.request(`${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            ...(hasBody ? { body: payload.text } : {}),
          });
          seen.add(`${route.method} ${route.path}`);
          expect(res.status, `${route.method} ${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 2500 },
    );
    // Every route was drawn at least once.
    expect(routes.filter((r) => !seen.has(`${r.method} ${r.path}`))).toEqual([]);
  }, 180_000);
});

// — Every single-use value: twenty parallel requests, one winner —

const ethereum = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const address = getBase58Decoder().decode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return { address, sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64') };
}

/** A software WebAuthn authenticator (P-256, "none" attestation) for the page at PAGE. */
function authenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = Buffer.from(createHash('sha256').update(String(Math.random())).digest()).subarray(0, 16);
  const rpIdHash = createHash('sha256').update(new URL(PAGE).hostname).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: PAGE, crossOrigin: false }));
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  let counter = 0;
  return {
    register(challenge: string) {
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        length,
        id,
        Buffer.from(cose),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        authenticator_response: {
          id: b64(id),
          raw_id: b64(id),
          type: 'public-key',
          client_extension_results: {},
          response: {
            client_data_json: b64(clientData('webauthn.create', challenge)),
            attestation_object: b64(attestation),
            transports: ['internal'],
          },
        },
      };
    },
    authenticate(challenge: string) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), count]);
      const data = clientData('webauthn.get', challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(data).digest()]),
        createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })),
      );
      return {
        relying_party: PAGE,
        challenge,
        authenticator_response: {
          id: b64(id),
          raw_id: b64(id),
          type: 'public-key',
          client_extension_results: {},
          response: {
            client_data_json: b64(data),
            authenticator_data: b64(authData),
            signature: b64(signature),
          },
        },
      };
    },
  };
}

const fromPage = { origin: PAGE };

describe('single-use values: twenty parallel requests, exactly one winner', { timeout: 60_000 }, () => {
  it('an e-mail code and an SMS code', async () => {
    const e = await emulator();
    await e.post('/api/v1/passwordless/init', { email: 'race@example.com' });
    const email = { email: 'race@example.com', code: await e.lastCode('race@example.com'), mode: 'login-or-sign-up' };
    expect(winners(await race(() => e.post('/api/v1/passwordless/authenticate', email)))).toBe(1);

    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const sms = {
      phoneNumber: '+14155552671',
      code: await e.lastCode('+1 415 555 2671'),
      mode: 'login-or-sign-up',
    };
    expect(winners(await race(() => e.post('/api/v1/passwordless_sms/authenticate', sms)))).toBe(1);
  });

  it('a code proving a new address (link and update)', async () => {
    const e = await emulator();
    const ada = await e.login('link-race@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552672' });
    const code = await e.lastCode('+1 415 555 2672');
    const statuses = await race(() =>
      e.post('/api/v1/passwordless_sms/link', { phoneNumber: '+14155552672', code }, auth),
    );
    expect(winners(statuses)).toBe(1);
  });

  it('a SIWE nonce and a SIWS nonce', async () => {
    const e = await emulator();
    const { nonce } = (await e.post('/api/v1/siwe/init', { address: ethereum.address })).body as { nonce: string };
    const message = createSiweMessage({
      address: ethereum.address,
      chainId: 1,
      domain: 'localhost:5173',
      uri: `${PAGE}/`,
      version: '1',
      nonce,
      issuedAt: new Date(clock.ms),
    });
    const siwe = { message, signature: await ethereum.signMessage({ message }), mode: 'login-or-sign-up' };
    expect(winners(await race(() => e.post('/api/v1/siwe/authenticate', siwe, fromPage)))).toBe(1);

    const key = solanaKey();
    const init = (await e.post('/api/v1/siws/init', { address: key.address })).body as { nonce: string };
    const text = `localhost:5173 wants you to sign in with your Solana account:\n${key.address}\n\nYou are proving you own ${key.address}.\n\nURI: ${PAGE}\nVersion: 1\nChain ID: mainnet\nNonce: ${init.nonce}\nIssued At: ${new Date(clock.ms).toISOString()}\nResources:\n- https://privy.io`;
    const siws = { message: text, signature: key.sign(text), mode: 'login-or-sign-up' };
    expect(winners(await race(() => e.post('/api/v1/siws/authenticate', siws, fromPage)))).toBe(1);
  });

  it('an OAuth state (initialised once, consented once) and its authorization code', async () => {
    const e = await emulator();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const init = { provider: 'github', redirect_to: `${PAGE}/login`, code_challenge: challenge, state_code: 'race' };
    expect(winners(await race(() => e.post('/api/v1/oauth/init', init)))).toBe(1);
    const consents = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        e.app.request('/_emulator/oauth/authorize', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ state: 'race', decision: 'allow', email: 'ada@example.com', name: 'Ada' }),
        }),
      ),
    );
    const codes = consents
      .filter((r) => r.status === 303)
      .map((r) => new URL(r.headers.get('location') ?? '').searchParams.get('privy_oauth_code'));
    expect(codes).toHaveLength(1);
    const redeem = {
      authorization_code: codes[0],
      state_code: 'race',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    };
    const statuses = await race(() => e.post('/api/v1/oauth/authenticate', redeem));
    expect(winners(statuses)).toBe(1);
  });

  it('a Farcaster channel', async () => {
    const e = await emulator();
    const init = await e.post('/api/v1/farcaster/init', {}, fromPage);
    const { channel_token } = init.body as { channel_token: string };
    await e.app.request('/_emulator/farcaster/connect', {
      method: 'POST',
      body: new URLSearchParams({ channel: channel_token, username: 'ada', decision: 'approve' }),
    });
    const status = (await (
      await e.app.request('/api/v1/farcaster/status', {
        headers: { 'privy-app-id': config.appId, 'farcaster-channel-token': channel_token },
      })
    ).json()) as { message: string; signature: string; fid: number };
    const proof = { channel_token, message: status.message, signature: status.signature, fid: status.fid };
    expect(
      winners(await race(() => e.post('/api/v1/farcaster/authenticate', { ...proof, mode: 'login-or-sign-up' }))),
    ).toBe(1);
  });

  it('a refresh token: one rotation, the others told to keep the winner’s token', async () => {
    const e = await emulator();
    const session = await e.login();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => e.post('/api/v1/sessions', { refresh_token: session.refresh_token })),
    );
    const rotated = results.filter((r) => r.body?.session_update_action === 'set');
    expect(rotated).toHaveLength(1);
    expect(results.filter((r) => r.body?.session_update_action === 'ignore')).toHaveLength(PARALLEL - 1);
    // The successor is the one live token: it rotates once more, and only once.
    const next = rotated[0]?.body?.refresh_token as string;
    const again = await Promise.all(
      Array.from({ length: PARALLEL }, () => e.post('/api/v1/sessions', { refresh_token: next })),
    );
    expect(again.filter((r) => r.body?.session_update_action === 'set')).toHaveLength(1);
  });

  it('a passkey registration challenge and a passkey authentication challenge', async () => {
    const e = await emulator();
    const key = authenticator();
    const registerInit = await e.post('/api/v1/passkeys/register/init', {}, fromPage);
    const { challenge } = (registerInit.body as { options: { challenge: string } }).options;
    const registration = key.register(challenge);
    expect(winners(await race(() => e.post('/api/v1/passkeys/register', registration, fromPage)))).toBe(1);

    const authInit = await e.post('/api/v1/passkeys/authenticate/init', {}, fromPage);
    const assertion = key.authenticate((authInit.body as { options: { challenge: string } }).options.challenge);
    expect(winners(await race(() => e.post('/api/v1/passkeys/authenticate', assertion, fromPage)))).toBe(1);
  });
});

// — Development pages: cross-site and DNS rebinding —

describe('development pages: any foreign Host or cross-site request is refused', { timeout: 60_000 }, () => {
  /** Host names that are not this machine: what a rebinding page's requests carry. */
  const foreignHost = fc
    .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }))
    .filter(([name]) => !/(^|\.)localhost$/i.test(name))
    .map(([name, port]) => (port ? `${name}:${port}` : name));
  const foreignOrigin = fc
    .tuple(fc.constantFrom('http', 'https'), fc.domain())
    .filter(([, name]) => !/(^|\.)localhost$/i.test(name))
    .map(([scheme, name]) => `${scheme}://${name}`);

  it('every /_emulator route of the app, any method it has, with a rebinding Host or from another site', async () => {
    const e = await emulator();
    const dev = routesOf(e.app).filter((r) => r.path.startsWith('/_emulator'));
    expect(dev.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /_emulator/reset', 'POST /_emulator/expire-sessions', 'GET /_emulator/inbox.json']),
    );
    await e.login('kept@example.com');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...dev),
        fc.oneof(
          foreignHost.map((host) => ({ host })),
          foreignOrigin.map((origin) => ({ origin, 'sec-fetch-site': 'cross-site' })),
          foreignOrigin.map((origin) => ({ referer: `${origin}/page` })),
        ),
        async (route, headers) => {
          const res = await e.app.request(route.path, {
            method: route.method,
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
            ...(route.method === 'POST' ? { body: 'sub=x&state=x&channel=x&decision=allow' } : {}),
          });
          expect(res.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(403);
        },
      ),
      { numRuns: 300 },
    );
    // Nothing was reset, expired or minted: the user and the session are still there.
    const inbox = (await (await e.app.request('/_emulator/inbox.json')).json()) as { users: unknown[] };
    expect(inbox.users).toHaveLength(1);
  });
});
