/**
 * Address fields bounded as the RFCs bound them: an e-mail address at most 254 characters with a local part of at most 64 (RFC 5321 §4.5.3.1) and domain
 * labels of at most 63 (RFC 1035), a phone number an E.164 number (at most 15 digits, no extension), on every
 * route that takes one. The provider's own schemas check the shape only: a 10,000-character address passed them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Emulated, emulator, mfa, relay, resetClock } from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };
const ORBIT = 'orbitgamesdemoprovider001';
const PAGE = 'http://localhost:5173';

/** A domain name of exactly `length` characters, in labels of at most 63. */
function domain(length: number): string {
  let name = 'example';
  while (name.length < length) {
    const room = length - name.length - 1;
    // A label of 63 would leave room for an empty one: take 62 then.
    const size = room === 64 ? 62 : Math.min(63, room);
    name = `${'d'.repeat(size)}.${name}`;
  }
  return name;
}

const longest = `${'l'.repeat(64)}@${domain(254 - 65)}`;
const tooLong = `${'l'.repeat(64)}@${domain(255 - 65)}`;
const localTooLong = `${'l'.repeat(65)}@example.com`;
const labelTooLong = `ada@${'d'.repeat(64)}.example`;
const huge = `${'a'.repeat(10_000)}@example.com`;

const status = async (res: Response) => ({ status: res.status, body: (await res.json()) as { code?: string } });

describe('e-mail addresses', () => {
  it('the bounds are exact: 254 characters and a 64-character local part pass, one more does not', () => {
    expect(longest).toHaveLength(254);
    expect(tooLong).toHaveLength(255);
  });

  it('passwordless/init sends a code to an address within the bounds and refuses one beyond them', async () => {
    const e = await emulator();
    for (const email of [huge, tooLong, localTooLong, labelTooLong]) {
      const res = await status(await e.post('/api/v1/passwordless/init', { email }));
      expect({ email: email.slice(0, 20), length: email.length, ...res }).toMatchObject({
        status: 400,
        body: { code: 'invalid_data' },
      });
    }
    expect((await e.inbox()).messages).toEqual([]);
    expect((await e.post('/api/v1/passwordless/init', { email: longest })).status).toBe(200);
  });

  it('authenticate, link, update and unlink refuse an address beyond the bounds as invalid data', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const auth = { authorization: `Bearer ${token}` };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/v1/passwordless/authenticate', { email: huge, code: '123456', mode: 'login-or-sign-up' }],
      ['/api/v1/passwordless/link', { email: localTooLong, code: '123456' }],
      ['/api/v1/passwordless/update', { oldAddress: 'ada@example.com', newAddress: tooLong, code: '123456' }],
      ['/api/v1/passwordless/update', { oldAddress: huge, newAddress: 'new@example.com', code: '123456' }],
      ['/api/v1/passwordless/unlink', { address: huge }],
    ];
    for (const [route, body] of calls) {
      const res = await status(await e.post(route, body, auth));
      expect({ route, ...res }).toMatchObject({ route, status: 400, body: { code: 'invalid_data' } });
    }
  });

  it('the development consent pages refuse an address beyond the bounds', async () => {
    const e = await emulator({ loginMethods: ['email', 'github'] });
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: `${PAGE}/login`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      state_code: 'state-long',
    });
    const consent = (email: string) =>
      e.app.request('/_emulator/oauth/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: 'state-long', decision: 'allow', email, name: 'Ada' }).toString(),
      });
    expect((await consent(localTooLong)).status).toBe(400);
    expect((await consent(tooLong)).status).toBe(400);
    expect((await consent(longest)).status).toBe(303);

    await e.post('/api/v1/oauth/init', {
      provider: `privy:${ORBIT}`,
      redirect_to: `${PAGE}/signin`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      state_code: 'state-cross',
    });
    const crossApp = (newEmail: string) =>
      e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: 'state-cross', decision: 'allow', new_email: newEmail }).toString(),
      });
    expect((await crossApp(localTooLong)).status).toBe(400);
    expect((await crossApp(tooLong)).status).toBe(400);
    expect((await crossApp(longest)).status).toBe(303);
  });
});

describe('phone numbers', () => {
  /** Fifteen digits with the country code, as E.164 allows at most; an extension takes it beyond. */
  const withExtension = '+1 415 555 2671 ext. 12345';
  const longExtension = '+14155552671x1234567';

  it('passwordless_sms/init refuses a number with an extension or more than 15 digits; an E.164 number passes', async () => {
    const e = await emulator();
    for (const phoneNumber of [withExtension, longExtension, `+1 ${'4'.repeat(20)}`, '9'.repeat(10_000)]) {
      const res = await status(await e.post('/api/v1/passwordless_sms/init', { phoneNumber }));
      expect({ phoneNumber: phoneNumber.slice(0, 30), ...res }).toMatchObject({
        status: 400,
        body: { code: 'invalid_data' },
      });
    }
    expect((await e.inbox()).messages).toEqual([]);
    expect((await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' })).status).toBe(200);
    expect((await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+44 20 7946 0958' })).status).toBe(200);
  });

  it('authenticate, link, update and unlink refuse a number beyond E.164 as invalid data', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const auth = { authorization: `Bearer ${token}` };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/v1/passwordless_sms/authenticate', { phoneNumber: withExtension, code: '123456', mode: 'no-signup' }],
      ['/api/v1/passwordless_sms/link', { phoneNumber: longExtension, code: '123456' }],
      [
        '/api/v1/passwordless_sms/update',
        { old_phone_number: '+14155552671', new_phone_number: withExtension, code: '123456' },
      ],
      ['/api/v1/passwordless_sms/unlink', { phoneNumber: withExtension }],
    ];
    for (const [route, body] of calls) {
      const res = await status(await e.post(route, body, auth));
      expect({ route, ...res }).toMatchObject({ route, status: 400, body: { code: 'invalid_data' } });
    }
  });

  it('SMS multi-factor enrolment refuses a number beyond E.164, over HTTP and through the frame', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(200);
    const api = await enrolByApi(e, token, withExtension);
    expect(api).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    const frame = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: longExtension });
    expect(frame).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect((await e.inbox()).messages.filter((m) => m.to !== 'ada@example.com')).toEqual([]);
    expect((await enrolByApi(e, token, '+14155552671')).status).toBe(200);
  });
});

const enrolByApi = async (e: Emulated, token: string, phoneNumber: string) =>
  status(
    await e.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber },
      { authorization: `Bearer ${token}` },
    ),
  );
