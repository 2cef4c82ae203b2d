/**
 * SMS as a multi-factor method, the MFA methods in the app config, data directories from before MFA, and
 * hostile input. Passkeys as a multi-factor method and private-key export: mfa-passkey.test.ts.
 */
import { AppResponseSchema, User } from '@privy-io/public-api';
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema, loadConfig } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { SoftwareAuthenticator } from '../setup/software-authenticator';
import { APP, clock, config, emulator, me, mfa, resetClock } from './helpers';
import {
  api,
  enrolSms,
  lastMessage,
  linkPasskey,
  ON_DEVICE,
  otherThan,
  PAGE,
  PHONE,
  PHONE_NORMALISED,
  passkeyOptions,
  sign,
  smsCode,
  withWallet,
} from './mfa-sms-helpers';

beforeEach(resetClock);

describe('SMS as a multi-factor method', () => {
  it('enrols a number through the frame with a code from the inbox, then verifies wallet actions', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, address } = await withWallet(e);
    const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE });
    expect(init).toEqual({ status: 200, body: { data: {} } });
    const sent = await lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
    expect(sent).toMatch(/^\d{6}$/);
    // Not enrolled until the code comes back; a wrong code (or another number) is refused.
    expect((await me(e, token)).mfa_methods).toEqual([]);
    const bad = await mfa(e, token, 'privy:mfa:submit-enrollment', {
      method: 'sms',
      phoneNumber: PHONE,
      code: otherThan(sent),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_request_arguments' } });
    const otherNumber = await mfa(e, token, 'privy:mfa:submit-enrollment', {
      method: 'sms',
      phoneNumber: '+1 415 555 0199',
      code: sent,
    });
    expect(otherNumber).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    const good = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: PHONE, code: sent });
    expect(good.status).toBe(200);
    const user = await me(e, token);
    expect(user.mfa_methods).toEqual([{ type: 'sms', verified_at: clock.ms / 1000 }]);
    expect(User.safeParse(user).error).toBeUndefined();

    // A wallet action needs a verification: init('sms') sends a code to the enrolled number.
    expect((await sign(e, token)).body.code).toBe('missing_or_invalid_mfa');
    const code = await smsCode(e, token);
    expect(code).toMatch(/^\d{6}$/);
    const mfaPage = (await (await e.app.request('/_emulator/mfa.json')).json()) as { sms: unknown[] };
    expect(mfaPage.sms[0]).toEqual({ to: PHONE_NORMALISED, code, sentAt: new Date(clock.ms).toISOString() });
    const wrong = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: otherThan(code) });
    expect(wrong.body).toEqual({ error: 'MFA verification failed, retry.', code: 'missing_or_invalid_mfa' });
    // The enrolment code (used up) is not a verification code (unless the two random codes happen to be equal).
    if (sent !== code) {
      const enrolmentCode = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: sent });
      expect(enrolmentCode.body.code).toBe('missing_or_invalid_mfa');
    }
    const right = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: code, relyingParty: PAGE });
    expect(right.status).toBe(200);
    const signed = await sign(e, token);
    expect(signed.status).toBe(200);
    const response = signed.body.data.response as { data: `0x${string}` };
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature: response.data })).toBe(address);
    // The code was used up: presenting it again verifies nothing.
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: code })).body.code).toBe(
      'missing_or_invalid_mfa',
    );
    // The inbox page shows MFA codes apart from sign-in codes.
    expect(await (await e.app.request('/_emulator')).text()).toContain('<td>SMS (verification)</td>');
    expect(await (await e.app.request('/_emulator/mfa')).text()).toContain(
      `<tr><td>${PHONE_NORMALISED}</td><td class="code">${code}</td>`,
    );
    // Unenrolling asks a verification first, then the user has no method.
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    expect((await mfa(e, token, 'privy:mfa:unenroll', { method: 'sms' })).body.code).toBe('missing_or_invalid_mfa');
    const again = await smsCode(e, token);
    const removed = await mfa(e, token, 'privy:mfa:unenroll', { method: 'sms', mfaMethod: 'sms', mfaCode: again });
    expect(removed.status).toBe(200);
    expect((await me(e, token)).mfa_methods).toEqual([]);
    expect((await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).status).toBe(400);
  });

  it('drops an enrolment code at its 4th wrong try: the 5th try, even right, is refused; a new code after the lock-out enrols', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await withWallet(e);
    expect((await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE })).status).toBe(200);
    const sent = await lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
    const submit = (code: string) =>
      mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: PHONE, code });
    for (let i = 0; i < 3; i++) expect((await submit(otherThan(sent))).body.code).toBe('invalid_request_arguments');
    // Three wrong tries leave the code alive; the fourth drops it.
    expect(e.store.get<{ tries: number }>('SELECT tries FROM mfa_sms_codes')?.tries).toBe(3);
    expect((await submit(otherThan(sent))).body.code).toBe('invalid_request_arguments');
    expect(e.store.get('SELECT tries FROM mfa_sms_codes')).toBeUndefined();
    expect(await submit(sent)).toMatchObject({ status: 400, body: { code: 'invalid_request_arguments' } });
    expect((await me(e, token)).mfa_methods).toEqual([]);
    // The wrong tries count per user across codes: the fourth locked SMS enrolment out for 10 minutes (no new code
    // is sent meanwhile); then a new code has the count afresh.
    const resend = () => mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE });
    expect((await resend()).body.code).toBe('too_many_requests');
    clock.ms += 10 * 60_000;
    expect((await resend()).status).toBe(200);
    const next = await lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
    expect((await submit(otherThan(next))).body.code).toBe('invalid_request_arguments');
    expect((await submit(next)).status).toBe(200);
    expect((await me(e, token)).mfa_methods).toEqual([{ type: 'sms', verified_at: clock.ms / 1000 }]);
  });

  it('keeps MFA codes apart from sign-in codes: neither passes for the other', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await withWallet(e);
    await enrolSms(e, token);
    expect((await sign(e, token)).status).toBe(403);
    // A sign-in code sent to the same number is not an MFA code.
    let signIn = '';
    let mfaCode = '';
    do {
      expect((await e.post('/api/v1/passwordless_sms/init', { phoneNumber: PHONE })).status).toBe(200);
      signIn = await lastMessage(e, PHONE_NORMALISED, 'sms');
      mfaCode = await smsCode(e, token);
    } while (signIn === mfaCode);
    const asMfa = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: signIn });
    expect(asMfa.body.code).toBe('missing_or_invalid_mfa');
    // An MFA code does not sign anyone in.
    const asSignIn = await e.post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber: PHONE,
      code: mfaCode,
      mode: 'login-or-sign-up',
    });
    expect(asSignIn.status).toBe(401);
    // Each still works for its own purpose.
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode })).status).toBe(200);
    const signedIn = await e.post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber: PHONE,
      code: signIn,
      mode: 'login-or-sign-up',
    });
    expect(signedIn.status).toBe(200);
  });

  it('is rate-limited like sign-in codes, refused for users who log in by SMS, and needs an enrolled number', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await withWallet(e);
    expect((await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).body.code).toBe(
      'invalid_data',
    );
    await enrolSms(e, token); // one send
    for (let i = 0; i < 4; i++) await smsCode(e, token);
    const limited = await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    // Sign-in codes to that number have their own limit.
    expect((await e.post('/api/v1/passwordless_sms/init', { phoneNumber: PHONE })).status).toBe(200);
    clock.ms += 10 * 60_000;
    expect((await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).status).toBe(200);

    // A user who logs in by SMS cannot use SMS as a second factor (the SDK shows it Disabled).
    expect((await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+1 415 555 0142' })).status).toBe(200);
    const phoneLogin = await e.post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber: '+1 415 555 0142',
      code: await lastMessage(e, '+1 415 555 0142', 'sms'),
      mode: 'login-or-sign-up',
    });
    const bob = (await phoneLogin.json()) as { token: string };
    const refused = await mfa(e, bob.token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE });
    expect(refused.body).toEqual({
      error: 'SMS cannot be a verification method for a user who logs in by SMS',
      code: 'invalid_data',
    });
    // The HTTP init needs the user's token and the app's header.
    expect((await e.post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).status).toBe(401);
    const noApp = await e.app.request('/api/v1/mfa/passwordless_sms/init', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'verify' }),
    });
    expect(noApp.status).toBe(403);
  });
});

describe('the app config', () => {
  it("answers the dashboard's MFA methods (default all three), valid against the provider's schema", async () => {
    const e = await emulator();
    const body = await (await e.app.request(`/api/v1/apps/${config.appId}`)).json();
    expect(body.mfa_methods).toEqual(['sms', 'totp', 'passkey']);
    expect(AppResponseSchema.safeParse(body).error).toBeUndefined();
    expect(loadConfig('emulator/sigil-app.json').mfaMethods).toEqual(['sms', 'totp', 'passkey']);

    const totpOnly = await emulator({ ...ON_DEVICE, mfaMethods: ['totp'] });
    const only = await (await totpOnly.app.request(`/api/v1/apps/${config.appId}`)).json();
    expect(only.mfa_methods).toEqual(['totp']);
    expect(AppResponseSchema.safeParse(only).error).toBeUndefined();
    const { token } = await withWallet(totpOnly);
    const sms = await mfa(totpOnly, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE });
    expect(sms.body).toEqual({ error: 'sms is not a multi-factor method of this app', code: 'invalid_data' });
    const passkey = await mfa(totpOnly, token, 'privy:mfa:submit-enrollment', {
      method: 'passkey',
      credentialIds: [],
    });
    expect(passkey.status).toBe(200); // removing is always allowed; adding is what the config restricts

    expect(EmulatorConfigSchema.safeParse({ mfaMethods: ['sms', 'sms'] }).success).toBe(false);
    expect(EmulatorConfigSchema.safeParse({ mfaMethods: ['email'] }).success).toBe(false);
    expect(EmulatorConfigSchema.parse({ mfaMethods: [] }).mfaMethods).toEqual([]);
  });
});

describe('the data directory', () => {
  it('one made before SMS multi-factor verification gains the enrolled number column', async () => {
    const store = await Store.open(null, { migrate });
    store.script('ALTER TABLE mfa_methods DROP COLUMN phone;');
    const columns = () => store.all<{ name: string }>('PRAGMA table_info(mfa_methods)').map((c) => c.name);
    expect(columns()).not.toContain('phone');
    migrate(store);
    expect(columns()).toContain('phone');
    migrate(store); // and migrating again changes nothing
    expect(columns().filter((c) => c === 'phone')).toHaveLength(1);
  });

  it('one made before the MFA lock-out gains its columns, and SMS codes their count of tries', async () => {
    const store = await Store.open(null, { migrate });
    store.script(
      'ALTER TABLE mfa_verifications DROP COLUMN locked_until; ALTER TABLE mfa_verifications DROP COLUMN exhausted_since; ALTER TABLE mfa_verifications DROP COLUMN exhausted_rounds; ALTER TABLE mfa_sms_codes DROP COLUMN tries;',
    );
    const columns = (table: string) => store.all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name);
    const added = ['locked_until', 'exhausted_since', 'exhausted_rounds'];
    expect(columns('mfa_verifications').filter((c) => added.includes(c))).toEqual([]);
    expect(columns('mfa_sms_codes')).not.toContain('tries');
    migrate(store);
    migrate(store);
    expect(columns('mfa_verifications').filter((c) => added.includes(c))).toEqual(added);
    expect(columns('mfa_sms_codes').filter((c) => c === 'tries')).toHaveLength(1);
  });
});

describe('hostile input', () => {
  it('is bounded and answered with a 4xx, never a 5xx', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const id = await linkPasskey(e, token, authenticator);
    await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [id] });
    const options = await passkeyOptions(e, token);
    const assertion = authenticator.get(id, options, PAGE);
    const cases: [string, Record<string, unknown>][] = [
      ['privy:mfa:init-enrollment', { method: 'sms' }],
      ['privy:mfa:init-enrollment', { method: 'sms', phoneNumber: 'not a phone' }],
      ['privy:mfa:init-enrollment', { method: 'sms', phoneNumber: '9'.repeat(10_000) }],
      ['privy:mfa:init-enrollment', { method: 'sms', phoneNumber: ['+14155550100'] }],
      ['privy:mfa:init-enrollment', { method: 'passkey' }],
      ['privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: PHONE, code: { $ne: '' } }],
      ['privy:mfa:submit-enrollment', { method: 'passkey' }],
      ['privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: 'all' }],
      ['privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: Array(1000).fill(id) }],
      ['privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [{ id }] }],
      ['privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: ['x'.repeat(5000)] }],
      ['privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [id], removeForLogin: 'no' }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: { ...assertion, response: 'x' } }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: { ...assertion, id: 42 } }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: { response: { client_data_json: '%%%' } } }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: '123456' }],
      ['privy:mfa:verify', { mfaMethod: 'sms', mfaCode: { code: '123456' } }],
      ['privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: assertion, relyingParty: 'x'.repeat(5000) }],
      ['privy:auth:unlink-passkey', {}],
      ['privy:auth:unlink-passkey', { credentialId: 'x'.repeat(5000) }],
      ['privy:auth:unlink-passkey', { credentialId: id, removeAsMfa: 'yes' }],
      ['privy:auth:unlink-passkey', { credentialId: { $gt: '' } }],
    ];
    for (const [event, data] of cases) {
      const res = await mfa(e, token, event, data);
      expect(res.status, `${event} ${JSON.stringify(data).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const bodies: [string, string, Record<string, string>][] = [
      ['/api/v1/mfa/passwordless_sms/init', '{"action":"enroll"}', {}],
      ['/api/v1/mfa/passwordless_sms/init', '{"action":"enroll","phoneNumber":"nope"}', {}],
      ['/api/v1/mfa/passwordless_sms/init', '{"action":"verify","extra":1}', {}],
      ['/api/v1/mfa/passwordless_sms/init', 'not json', {}],
      ['/api/v1/mfa/passwordless_sms/init', '[]', {}],
      ['/api/v1/mfa/passkeys/init', '{"relying_party":"not a url"}', {}],
      ['/api/v1/mfa/passkeys/init', '{"extra":true}', {}],
      ['/api/v1/mfa/passkeys/init', '{}', { origin: 'javascript:alert(1)' }],
      ['/api/v1/mfa/passkeys/init', '{}', { origin: '' }],
    ];
    for (const [path, raw, headers] of bodies) {
      const res = await e.app.request(path, {
        method: 'POST',
        headers: { ...APP, authorization: `Bearer ${token}`, origin: PAGE, ...headers },
        body: raw,
      });
      expect(res.status, `${path} ${raw}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
