/**
 * Multi-factor verification with an authenticator app: TOTP and its URI, enrolment, server-side wallets,
 * unenrolment and the inbox. Verification rounds, lock-outs and the frame's MFA loop: mfa-verification.test.ts.
 */
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
  emulator,
  me,
  mfa,
  relay,
  resetClock,
  rpc,
  wrongTotp as wrong,
} from './helpers';
import { enrolled, ON_DEVICE, sign } from './mfa-helpers';

beforeEach(resetClock);

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
