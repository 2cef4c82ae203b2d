/**
 * MFA verification for wallet actions: rounds, wrong codes, lock-outs and time-outs as the SDK's loop meets them,
 * isolation between users, hostile input, and the wallet frame's MFA loop.
 */
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clock,
  totpAt as code,
  type Emulated,
  emulator,
  MFA_URL,
  mfa,
  relay,
  resetClock,
  walletFrame,
  wrongTotp as wrong,
} from './helpers';
import { enrolled, ON_DEVICE, sign } from './mfa-helpers';

beforeEach(resetClock);

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
