import { User } from '@privy-io/public-api';
import { HOTP, Secret } from 'otpauth';
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { mfaMethodsJson } from '../../emulator/src/mfa/service';
import { base32Encode, totpNow, totpStep, totpUri } from '../../emulator/src/mfa/totp';
import { createRepository } from '../../emulator/src/store/index';
import {
  clock,
  totpAt as code,
  config,
  create,
  type Emulated,
  emulator,
  MFA_URL,
  me,
  mfa,
  relay,
  resetClock,
  rpc,
  walletFrame,
  wrongTotp as wrong,
} from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

/**
 * Signs in a user with an on-device Ethereum wallet and enrols an authenticator app with the code of the step before
 * now (accepted as a step of drift), so that the current code is still unused; answers the secret.
 */
async function enrolled(e: Emulated, email = 'ada@example.com') {
  const { token, user } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
  expect(init.status).toBe(200);
  const secret = String(init.body.data?.secret);
  const enrol = await mfa(e, token, 'privy:mfa:submit-enrollment', {
    method: 'totp',
    code: code(secret, clock.ms - 30_000),
  });
  expect(enrol.status).toBe(200);
  return { token, userId: user.id, secret, address: String(wallet.body.data.address) as `0x${string}` };
}

/** personal_sign through the frame relay (on-device wallet); the error code read too. */
async function sign(e: Emulated, token: string) {
  const answer = await relay(e, token, 'privy:wallet:rpc', {
    request: { method: 'personal_sign', params: ['Hello Sigil'] },
  });
  return answer as typeof answer & { body: { code?: string } };
}

describe('TOTP (RFC 6238) and the otpauth URI', () => {
  it('matches the RFC 6238 SHA-1 test vectors; accepts a step of drift either side, nothing further', () => {
    const secret = Buffer.from('12345678901234567890');
    // RFC 6238 appendix B (8 digits): 94287082, 07081804, 14050471, 89005924; the 6-digit codes are their tails.
    const rfc = (counter: number) =>
      HOTP.generate({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }), counter, digits: 8 });
    expect(rfc(Math.floor(59 / 30))).toBe('94287082');
    expect(rfc(Math.floor(1111111109 / 30))).toBe('07081804');
    expect(totpNow(secret, 1111111111_000).code).toBe('050471');
    expect(totpNow(secret, 1234567890_000)).toEqual({ code: '005924', secondsLeft: 30 - (1234567890 % 30) });
    // A right code answers its time step (T = 1234567890 / 30), also a step before or after; else null.
    const step = Math.floor(1234567890 / 30);
    expect(totpStep(secret, '005924', 1234567890_000)).toBe(step);
    expect(totpStep(secret, '005924', 1234567890_000 + 30_000)).toBe(step);
    expect(totpStep(secret, '005924', 1234567890_000 - 30_000)).toBe(step);
    expect(totpStep(secret, '005924', 1234567890_000 + 60_000)).toBeNull();
    expect(totpStep(secret, '5924', 1234567890_000)).toBeNull();
    expect(totpStep(secret, '0059244', 1234567890_000)).toBeNull();
    // The code to type: the current step's, or the next one's once the current step was accepted.
    expect(totpNow(secret, 1234567890_000, step).secondsLeft).toBe(60 - (1234567890 % 30));
    expect(totpNow(secret, 1234567890_000, step - 1)).toEqual(totpNow(secret, 1234567890_000));
    expect(base32Encode(secret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpUri(secret, { issuer: 'Sigil Demo', account: 'ada@example.com' })).toBe(
      'otpauth://totp/Sigil%20Demo:ada%40example.com?issuer=Sigil%20Demo&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('enrolment', () => {
  it('init answers the secret and its otpauth URI; a wrong code is refused, the right one enrols totp', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, user } = await e.login();
    const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
    expect(init.status).toBe(200);
    const secret = String(init.body.data?.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(init.body.data?.authUrl).toBe(
      `otpauth://totp/${encodeURIComponent(config.appName)}:ada%40example.com?issuer=${encodeURIComponent(config.appName)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // The secret is stored sealed (AES-GCM, bound to the user), never as given.
    const row = e.store.get<{ sealed_secret: string }>('SELECT sealed_secret FROM mfa_methods');
    expect(row?.sealed_secret).toMatch(/^v1\./);
    expect(row?.sealed_secret).not.toContain(secret);

    const repo = createRepository(e.store);
    const bad = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'totp', code: wrong(secret) });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_request_arguments' } });
    expect(mfaMethodsJson({ repo }, user.id)).toEqual([]);

    const good = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'totp', code: code(secret) });
    expect(good.status).toBe(200);
    const methods = mfaMethodsJson({ repo }, user.id);
    expect(methods).toEqual([{ type: 'totp', verified_at: clock.ms / 1000 }]);
    // The user the SDK reads carries them (what makes it prompt), valid against the provider's User schema.
    const enrolled = await me(e, token);
    expect(enrolled.mfa_methods).toEqual(methods);
    expect(User.safeParse(enrolled).error).toBeUndefined();

    // Enrolling again is refused (after the verification adding a method asks for). The enrolment's code was used:
    // the verification takes the authenticator's next one (a step of drift ahead).
    const again = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
    expect(again.body.code).toBe('missing_or_invalid_mfa');
    const verified = await mfa(e, token, 'privy:mfa:init-enrollment', {
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: code(secret, clock.ms + 30_000),
    });
    expect(verified).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
  });
});

describe('verification for wallet actions', () => {
  it('a wallet action answers missing_or_invalid_mfa until a right code; then signs for 15 minutes', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret, address } = await enrolled(e);

    const refused = await sign(e, token);
    expect(refused).toMatchObject({ status: 403, body: { code: 'missing_or_invalid_mfa' } });
    // A wrong code keeps the SDK's loop going; a right one opens the grant.
    const bad = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: wrong(secret) });
    expect(bad.body).toEqual({ error: 'MFA verification failed, retry.', code: 'missing_or_invalid_mfa' });
    expect((await sign(e, token)).status).toBe(403);
    const good = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) });
    expect(good.status).toBe(200);

    const signed = await sign(e, token);
    expect(signed.status).toBe(200);
    const response = signed.body.data.response as { data: `0x${string}` };
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature: response.data })).toBe(address);

    clock.ms += 15 * 60_000 - 1;
    expect((await sign(e, token)).status).toBe(200);
    clock.ms += 1;
    expect((await sign(e, token)).body.code).toBe('missing_or_invalid_mfa');
  });

  /** Four wrong codes against the open challenge: their answers' error codes. */
  async function exhaust(e: Emulated, token: string, secret: string) {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: wrong(secret) })).body.code);
    }
    return codes;
  }
  const verify = (e: Emulated, token: string, mfaCode: string) =>
    mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode });

  it('four wrong codes close the challenge, each answered as wrong (the SDK counts and raises max attempts itself), and lock the user out for 10 s', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    // Any other type would end the SDK's loop by resolving the pending submit, as if the code had been right.
    expect(await exhaust(e, token, secret)).toEqual(Array(4).fill('missing_or_invalid_mfa'));
    // Locked out: even the right code is refused at once (unchecked), as missing_or_invalid_mfa; a new round (a
    // wallet action without a code) does not lift the lock.
    expect((await verify(e, token, code(secret))).body).toEqual({
      error: 'MFA verification failed, retry.',
      code: 'missing_or_invalid_mfa',
    });
    expect((await sign(e, token)).body.code).toBe('missing_or_invalid_mfa');
    clock.ms += 9_999;
    expect((await verify(e, token, code(secret))).body.code).toBe('missing_or_invalid_mfa');
    // Codes refused during the lock are not counted: after 10 s a new round has its four attempts.
    clock.ms += 1;
    expect((await sign(e, token)).status).toBe(403);
    for (let i = 0; i < 3; i++)
      expect((await verify(e, token, wrong(secret))).body.code).toBe('missing_or_invalid_mfa');
    expect((await verify(e, token, code(secret))).status).toBe(200);
    expect((await sign(e, token)).status).toBe(200);
  });

  it('five exhausted rounds within an hour lock the user out for the rest of that hour; clear does not lift it', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    const start = clock.ms;
    for (let round = 0; round < 4; round++) {
      expect((await sign(e, token)).status).toBe(403);
      expect(await exhaust(e, token, secret)).toEqual(Array(4).fill('missing_or_invalid_mfa'));
      clock.ms += 10_000; // each of the first four locks lasts 10 s
    }
    // The fifth exhausted round within the hour locks until the hour is over.
    expect((await sign(e, token)).status).toBe(403);
    expect(await exhaust(e, token, secret)).toEqual(Array(4).fill('missing_or_invalid_mfa'));
    clock.ms += 10_000;
    expect((await verify(e, token, code(secret))).body.code).toBe('missing_or_invalid_mfa');
    // Signing out (the SDK's clear) and every other action keep answering missing_or_invalid_mfa.
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    expect((await sign(e, token)).body.code).toBe('missing_or_invalid_mfa');
    const unenrol = await mfa(e, token, 'privy:mfa:unenroll', {
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: code(secret),
    });
    expect(unenrol.body.code).toBe('missing_or_invalid_mfa');
    const init = await mfa(e, token, 'privy:mfa:init-enrollment', {
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: code(secret),
    });
    expect(init.body.code).toBe('missing_or_invalid_mfa');
    clock.ms = start + 60 * 60_000 - 1;
    expect((await verify(e, token, code(secret))).body.code).toBe('missing_or_invalid_mfa');
    clock.ms = start + 60 * 60_000;
    // The hour is over (the access token too: the user signs in again).
    const again = await e.login('ada@example.com');
    expect(again.user.id).toBe(userId);
    expect((await sign(e, again.token)).status).toBe(403);
    expect((await verify(e, again.token, code(secret))).status).toBe(200);
    expect((await sign(e, again.token)).status).toBe(200);
  });

  it('each SDK round starts its own 300 s, but not its own attempts; each wrong code starts a new 300 s wait', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    // A round: the action without a code, two wrong codes, then Cancel (the SDK stops sending).
    expect((await sign(e, token)).status).toBe(403);
    for (let i = 0; i < 2; i++)
      expect((await verify(e, token, wrong(secret))).body.code).toBe('missing_or_invalid_mfa');
    clock.ms += 200_000;
    // A new action is a new round with its own 300 s; the two wrong codes still count (hardening-codes.test.ts).
    expect((await sign(e, token)).status).toBe(403);
    clock.ms += 250_000; // 450 s after the last wrong code, 250 s into this round: not timed out
    expect((await verify(e, token, wrong(secret))).body.code).toBe('missing_or_invalid_mfa');
    clock.ms += 250_000; // each wrong code restarts the wait: 500 s in this round, never 300 s since the last
    expect((await verify(e, token, code(secret))).status).toBe(200);
    expect((await sign(e, token)).status).toBe(200);
  });

  it('a code more than 300 s after the prompt or the last wrong code answers mfa_timeout (the injected clock)', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    clock.ms += 300_000;
    // At exactly 300 s the code still counts; a wrong one starts a new 300 s wait.
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: wrong(secret) })).body.code).toBe(
      'missing_or_invalid_mfa',
    );
    clock.ms += 300_001;
    const late = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) });
    expect(late.body).toEqual({ error: 'Timed out waiting for MFA code', code: 'mfa_timeout' });
    // A prompt 301 s ago, no wrong code since: timed out too.
    expect((await sign(e, token)).status).toBe(403);
    clock.ms += 300_001;
    expect((await verify(e, token, code(secret))).body.code).toBe('mfa_timeout');
    expect((await sign(e, token)).status).toBe(403);
    // A new prompt: the right code now passes.
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) })).status).toBe(200);
    expect((await sign(e, token)).status).toBe(200);
  });

  it('an abandoned challenge does not time out the next prompt', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    clock.ms += 600_000;
    expect((await sign(e, token)).status).toBe(403);
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) })).status).toBe(200);
  });

  it('clear ends the grant; users with no method are never asked', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) });
    expect((await sign(e, token)).status).toBe(200);
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    expect((await sign(e, token)).status).toBe(403);

    const bob = await e.login('bob@example.com');
    await relay(e, bob.token, 'privy:wallet:create');
    expect((await sign(e, bob.token)).status).toBe(200);
  });
});

describe('server-side wallets', () => {
  it("the user signer's signature and the wallet API's rpc both wait for the verification", async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    expect(wallet.status).toBe(200);
    const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
    const secret = String(init.body.data?.secret);
    const enrol = await mfa(e, token, 'privy:mfa:submit-enrollment', {
      method: 'totp',
      code: code(secret, clock.ms - 30_000),
    });
    expect(enrol.status).toBe(200);
    const refused = await relay(e, token, 'privy:user-signer:sign', { message: Buffer.from('{}').toString('base64') });
    expect(refused.status).toBe(403);
    expect((refused.body as { code?: string }).code).toBe('missing_or_invalid_mfa');
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) })).status).toBe(200);
    const body = { chain_type: 'ethereum', method: 'personal_sign', params: { message: 'hi', encoding: 'utf-8' } };
    const signed = await rpc(e, token, wallet.body.id, body);
    expect(signed.status).toBe(200);
    expect(await recoverMessageAddress({ message: 'hi', signature: signed.body.data.signature })).toBe(
      wallet.body.address,
    );
  });
});

describe('unenrolment', () => {
  it('requires a verification first (the SDK merges the code into the retried event)', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    const repo = createRepository(e.store);
    const first = await mfa(e, token, 'privy:mfa:unenroll', { method: 'totp' });
    expect(first.body.code).toBe('missing_or_invalid_mfa');
    const bad = await mfa(e, token, 'privy:mfa:unenroll', {
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: wrong(secret),
    });
    expect(bad.body.code).toBe('missing_or_invalid_mfa');
    expect(mfaMethodsJson({ repo }, userId)).toHaveLength(1);
    const done = await mfa(e, token, 'privy:mfa:unenroll', {
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: code(secret),
      relyingParty: 'http://localhost:5173',
    });
    expect(done.status).toBe(200);
    expect(mfaMethodsJson({ repo }, userId)).toEqual([]);
    expect(e.store.get('SELECT * FROM mfa_verifications')).toBeUndefined();
    // No method left: wallet actions pass without a code; unenrolling again is refused.
    expect((await sign(e, token)).status).toBe(200);
    expect((await mfa(e, token, 'privy:mfa:unenroll', { method: 'totp' })).body.code).toBe('invalid_data');
  });
});

describe('isolation and hostile input', () => {
  it("one user's session cannot act on another's verification", async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await enrolled(e, 'ada@example.com');
    const bob = await enrolled(e, 'bob@example.com');
    // Ada's right code does not verify Bob, and Ada's grant does not let Bob sign.
    expect((await mfa(e, bob.token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(ada.secret) })).status).toBe(
      403,
    );
    expect((await mfa(e, ada.token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(ada.secret) })).status).toBe(
      200,
    );
    expect((await sign(e, ada.token)).status).toBe(200);
    expect((await sign(e, bob.token)).status).toBe(403);
    // Bob cannot clear Ada's verification; a forged or signed-out token does nothing.
    expect((await mfa(e, bob.token, 'privy:mfa:clear', { userId: ada.userId })).status).toBe(403);
    expect((await sign(e, ada.token)).status).toBe(200);
    expect((await mfa(e, 'forged', 'privy:mfa:clear', { userId: ada.userId })).status).toBe(401);
    // Only the frame's own origin may call the MFA relay.
    const cross = await e.app.request(MFA_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ event: 'privy:mfa:clear', data: { accessToken: ada.token } }),
    });
    expect(cross.status).toBe(403);
    expect((await e.app.request(`/apps/other/embedded-wallets/mfa`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('hostile input is bounded and answered with a 4xx, never a 5xx', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    const cases: [string, Record<string, unknown>][] = [
      ['privy:mfa:verify', {}],
      ['privy:mfa:verify', { mfaMethod: 'totp', mfaCode: 'x'.repeat(100_000) }],
      ['privy:mfa:verify', { mfaMethod: 'totp', mfaCode: 123456 }],
      ['privy:mfa:verify', { mfaMethod: 'totp', mfaCode: ['123456'] }],
      ['privy:mfa:verify', { mfaMethod: 'x'.repeat(1000), mfaCode: '123456' }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: { id: 'x', response: {} } }],
      ['privy:mfa:init-enrollment', { method: 'email' }],
      ['privy:mfa:init-enrollment', { method: { $gt: '' } }],
      ['privy:mfa:submit-enrollment', { method: 'totp', code: '1'.repeat(10_000) }],
      ['privy:mfa:unenroll', { method: null }],
      ['privy:mfa:clear', { userId: 'u'.repeat(100_000) }],
      ['privy:mfa:unknown', {}],
      ['privy:mfa:verify', { accessToken: 'a'.repeat(5000), mfaMethod: 'totp', mfaCode: '123456' }],
    ];
    for (const [event, data] of cases) {
      const res = await mfa(e, token, event, data);
      expect(res.status, `${event} ${JSON.stringify(data).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const raw of [
      'not json',
      '[]',
      '{"event":"privy:mfa:verify"}',
      JSON.stringify({ event: 'privy:mfa:clear', data: [] }),
    ]) {
      const res = await e.app.request(MFA_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // Only the malformed attempts that reached the check counted: the right code still verifies.
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: code(secret) })).status).toBe(200);
  });
});

describe('the inbox', () => {
  it('shows the current authenticator code of each user enrolled in TOTP', async () => {
    const e = await emulator(ON_DEVICE);
    const { userId, secret } = await enrolled(e);
    const list = async () =>
      (await (await e.app.request('/_emulator/mfa.json')).json()) as {
        totp: { userId: string; code: string; secondsLeft: number }[];
      };
    expect((await list()).totp).toEqual([{ userId, code: code(secret), secondsLeft: 30 }]);
    clock.ms += 31_000;
    expect((await list()).totp).toEqual([{ userId, code: code(secret), secondsLeft: 29 }]);
    const inbox = await (await e.app.request('/_emulator')).text();
    expect(inbox).toContain('<a href="/_emulator/mfa">Authenticator codes</a>');
    const page = await (await e.app.request('/_emulator/mfa')).text();
    expect(page).toContain(
      `<tr><td><code>${userId}</code></td><td class="code">${code(secret)}</td><td>29 s</td></tr>`,
    );
  });
});

describe('the wallet frame speaks the SDK MFA loop', () => {
  it('answers the SDK error types, verifies a merged code before the wallet event, and clears by user id', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret, address } = await enrolled(e);
    const post = await walletFrame(e);
    const request = { method: 'personal_sign', params: ['Hello Sigil'] };

    const first = await post('privy:wallet:rpc', { accessToken: token, request });
    expect(first.error).toEqual({ type: 'missing_or_invalid_mfa', message: 'MFA verification failed, retry.' });
    const bad = await post('privy:wallet:rpc', {
      accessToken: token,
      request,
      mfaMethod: 'totp',
      mfaCode: wrong(secret),
    });
    expect(bad.error?.type).toBe('missing_or_invalid_mfa');
    const good = await post('privy:wallet:rpc', {
      accessToken: token,
      request,
      mfaMethod: 'totp',
      mfaCode: code(secret),
      relyingParty: 'http://localhost:5173',
    });
    expect(good.error).toBeUndefined();
    const signature = (good.data as { response: { data: `0x${string}` } }).response.data;
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature })).toBe(address);

    // The SDK clears with the user id only (at sign-out): the frame answers it with the token it last saw.
    expect(await post('privy:mfa:clear', { userId })).toMatchObject({ event: 'privy:mfa:clear', data: {} });
    expect((await post('privy:wallet:rpc', { accessToken: token, request })).error?.type).toBe(
      'missing_or_invalid_mfa',
    );
    // Four wrong codes: each answers as wrong (the SDK's loop raises max attempts after the fourth).
    const types = [];
    for (let i = 0; i < 4; i++) {
      const reply = await post('privy:mfa:verify', { accessToken: token, mfaMethod: 'totp', mfaCode: wrong(secret) });
      types.push(reply.error?.type);
    }
    expect(types).toEqual(Array(4).fill('missing_or_invalid_mfa'));
    // The attempts ran out: locked for 10 s, even the right code answers as wrong, unchecked.
    const locked = await post('privy:mfa:verify', { accessToken: token, mfaMethod: 'totp', mfaCode: code(secret) });
    expect(locked.error?.type).toBe('missing_or_invalid_mfa');
    clock.ms += 10_000;
    // Enrolment through the frame answers {secret, authUrl} (here refused: already enrolled, a plain error). The
    // current code verified above: the verification takes the next one.
    const init = await post('privy:mfa:init-enrollment', {
      accessToken: token,
      method: 'totp',
      mfaMethod: 'totp',
      mfaCode: code(secret, clock.ms + 30_000),
    });
    expect(init.error?.type).toBe('error');
  });
});
