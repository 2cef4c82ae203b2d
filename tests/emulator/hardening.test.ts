/**
 * The emulator probed as an attacker on the same machine would probe it: one test per class of hole (sign-in
 * proofs, OAuth states, refresh rotation, disabled login methods). Every request goes through the HTTP surface
 * in-process (`app.request`), as the other emulator tests do. Hostile inputs: hardening-inputs.test.ts.
 */
import { createHash } from 'node:crypto';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulator, ethereum, impostor, PAGE, solanaKey } from './hardening-helpers';
import { clock, resetClock } from './helpers';

beforeEach(resetClock);

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
