import { generateKeyPairSync } from 'node:crypto';
import { AppResponseSchema, ResponsePasskeyInitMfa, User } from '@privy-io/public-api';
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema, loadConfig } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { walletExportPage } from '../../emulator/src/wallets/pages';
import { SoftwareAuthenticator } from '../setup/software-authenticator';
import {
  APP,
  clock,
  config,
  create,
  type Emulated,
  emulator,
  me,
  mfa,
  relay,
  resetClock,
  sorted,
  walletFrame,
} from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };
/** The app's page (the tests' allowed origin): passkeys bind to its host. */
const PAGE = 'http://localhost:5173';
/** A phone number, and the form the provider's schema (libphonenumber-js) normalises it to. */
const PHONE = '+1 (415) 555-0100';
const PHONE_NORMALISED = '+1 415 555 0100';

/** An API call the SDK makes with the user's token from the app's page. */
async function api(e: Emulated, token: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await e.post(path, body, { authorization: `Bearer ${token}`, origin: PAGE, ...headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { code?: string } };
}

/** personal_sign through the frame relay (on-device wallet). */
async function sign(e: Emulated, token: string) {
  const answer = await relay(e, token, 'privy:wallet:rpc', {
    request: { method: 'personal_sign', params: ['Hello Sigil'] },
  });
  return answer as typeof answer & { body: { code?: string } };
}

/** The newest message of a channel to a destination (the inbox's JSON). */
async function lastMessage(e: Emulated, to: string, channel: 'sms' | 'mfa_sms') {
  const res = await e.app.request(`/_emulator/inbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { channel: string; code: string }[] };
  return messages.find((m) => m.channel === channel)?.code ?? '';
}

/** A six-digit code other than these. */
function otherThan(...codes: string[]) {
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!codes.includes(candidate)) return candidate;
  }
}

/** Links a new passkey to the user through the provider's link routes (verified by @simplewebauthn/server). */
async function linkPasskey(e: Emulated, token: string, authenticator: SoftwareAuthenticator): Promise<string> {
  const init = await api(e, token, '/api/v1/passkeys/link/init', {});
  expect(init.status).toBe(200);
  const response = authenticator.create(init.body.options as { challenge: string; rp: { id?: string } }, PAGE);
  const linked = await api(e, token, '/api/v1/passkeys/link', { authenticator_response: response });
  expect(linked.status).toBe(200);
  return response.id;
}

/** The options of a passkey verification (`useMfa().init('passkey')`). */
async function passkeyOptions(e: Emulated, token: string) {
  const init = await api(e, token, '/api/v1/mfa/passkeys/init', {});
  expect(init.status).toBe(200);
  return (init.body as { options: { challenge: string; rp_id: string } }).options;
}

/** A signed-in user (by e-mail) with an on-device Ethereum wallet. */
async function withWallet(e: Emulated, email = 'ada@example.com') {
  const { token, user } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  return { token, userId: user.id, address: String(wallet.body.data.address) as `0x${string}` };
}

/** Enrols SMS (code from the inbox) for a signed-in user with no method yet. */
async function enrolSms(e: Emulated, token: string) {
  expect((await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE })).status).toBe(200);
  const code = await lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
  const done = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: PHONE, code });
  expect(done.status).toBe(200);
}

/** Sends an SMS verification code (`useMfa().init('sms')`) and reads it from the inbox. */
async function smsCode(e: Emulated, token: string) {
  const init = await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' });
  expect(init).toEqual({ status: 200, body: { success: true } });
  return lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
}

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

describe('passkeys as a multi-factor method', () => {
  it('enrols linked passkeys by credential id; verification options list only them; an assertion verifies once', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, address } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const first = await linkPasskey(e, token, authenticator);
    const second = await linkPasskey(e, token, authenticator);

    // Enrolment names passkeys the user has linked (another user's, or an unknown one, is refused).
    const unknown = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: ['nope'] });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    const enrolled = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [first] });
    expect(enrolled.status).toBe(200);
    const user = await me(e, token);
    expect(user.mfa_methods).toEqual([{ type: 'passkey', verified_at: clock.ms / 1000 }]);
    const passkeys = user.linked_accounts.filter((a) => a.type === 'passkey');
    expect(passkeys.map((p) => [p.credential_id, p.enrolled_in_mfa])).toEqual([
      [first, true],
      [second, false],
    ]);
    expect(User.safeParse(user).error).toBeUndefined();

    // Verification: init answers the provider's shape, for the page's host, allowing the MFA passkey only.
    expect((await sign(e, token)).body.code).toBe('missing_or_invalid_mfa');
    const init = await api(e, token, '/api/v1/mfa/passkeys/init', {});
    expect(ResponsePasskeyInitMfa.strict().safeParse(init.body).error).toBeUndefined();
    const options = (init.body as { options: Record<string, unknown> & { challenge: string; rp_id: string } }).options;
    expect(options).toEqual({
      rp_id: 'localhost',
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      allow_credentials: [{ id: first, type: 'public-key' }],
      timeout: 60000,
      user_verification: 'preferred',
    });
    // A passkey that is not an MFA passkey does not verify (and uses the challenge up).
    const notMfa = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(second, options, PAGE),
      relyingParty: PAGE,
    });
    expect(notMfa.body.code).toBe('missing_or_invalid_mfa');
    const again = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(first, options, PAGE),
      relyingParty: PAGE,
    });
    expect(again.body.code).toBe('missing_or_invalid_mfa');

    // A fresh challenge answered by the MFA passkey verifies, and its counter is stored.
    const fresh = await passkeyOptions(e, token);
    const assertion = authenticator.get(first, fresh, PAGE);
    const verified = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: assertion,
      relyingParty: PAGE,
    });
    expect(verified).toEqual({ status: 200, body: { data: {} } });
    const stored = e.store.get<{ counter: number }>('SELECT counter FROM passkeys WHERE credential_id = ?', [first]);
    expect(stored?.counter).toBe(authenticator.counterOf(first));
    const signed = await sign(e, token);
    expect(signed.status).toBe(200);
    const response = signed.body.data.response as { data: `0x${string}` };
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature: response.data })).toBe(address);

    // The same assertion replayed is refused: its challenge was single use.
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    expect((await sign(e, token)).status).toBe(403);
    const replay = await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'passkey', mfaCode: assertion });
    expect(replay.body.code).toBe('missing_or_invalid_mfa');
    // An assertion for another page (origin) than the one the challenge was issued to is refused.
    const elsewhere = await passkeyOptions(e, token);
    const forged = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(first, elsewhere, 'http://evil.example'),
      relyingParty: PAGE,
    });
    expect(forged.body.code).toBe('missing_or_invalid_mfa');
    // A challenge older than 5 minutes is refused.
    const old = await passkeyOptions(e, token);
    clock.ms += 5 * 60_000;
    const late = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(first, old, PAGE),
    });
    expect(late.body.code).toBe('missing_or_invalid_mfa');
    // The same authenticator over a current challenge still verifies (the 4th attempt).
    const current = await passkeyOptions(e, token);
    const ok = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(first, current, PAGE),
    });
    expect(ok.status).toBe(200);
  });

  it('keeps at most 5 challenges per user (the oldest no longer verify) and drops expired ones when issuing', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const id = await linkPasskey(e, token, authenticator);
    expect(
      (await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [id] })).status,
    ).toBe(200);
    const rows = (user: string) =>
      e.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM mfa_passkey_challenges WHERE user_id = ?', [user])?.n;
    // Another user's challenge that has expired goes when anyone is issued one.
    const bob = await withWallet(e, 'bob@example.com');
    const bobKey = await linkPasskey(e, bob.token, authenticator);
    await mfa(e, bob.token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [bobKey] });
    await passkeyOptions(e, bob.token);
    expect(rows(bob.userId)).toBe(1);
    clock.ms += 5 * 60_000;

    const issued = [];
    for (let i = 0; i < 20; i++) issued.push(await passkeyOptions(e, token));
    expect(rows(userId)).toBe(5);
    expect(rows(bob.userId)).toBe(0);
    expect((await sign(e, token)).status).toBe(403);
    // The 15th challenge was dropped: its assertion verifies nothing. The newest still verifies.
    const dropped = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(id, issued[14] as { challenge: string; rp_id: string }, PAGE),
      relyingParty: PAGE,
    });
    expect(dropped.body.code).toBe('missing_or_invalid_mfa');
    const kept = await mfa(e, token, 'privy:mfa:verify', {
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(id, issued[19] as { challenge: string; rp_id: string }, PAGE),
      relyingParty: PAGE,
    });
    expect(kept.status).toBe(200);
    // The oldest kept one (the 16th) was still valid too: it is one of the five.
    const sixteenth = (issued[15] as { challenge: string }).challenge;
    expect(e.store.get('SELECT 1 AS x FROM mfa_passkey_challenges WHERE challenge = ?', [sixteenth])).toEqual({ x: 1 });
  });

  it("the wallet frame verifies the SDK's merged assertion (mfaCode object, relyingParty) before the wallet event", async () => {
    const e = await emulator(ON_DEVICE);
    const { token, address } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const id = await linkPasskey(e, token, authenticator);
    expect(
      (await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [id] })).status,
    ).toBe(200);
    const post = await walletFrame(e);
    const request = { method: 'personal_sign', params: ['Hello Sigil'] };
    const first = await post('privy:wallet:rpc', { accessToken: token, request });
    expect(first.error?.type).toBe('missing_or_invalid_mfa');
    const options = await passkeyOptions(e, token);
    const good = await post('privy:wallet:rpc', {
      accessToken: token,
      request,
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(id, options, PAGE),
      relyingParty: PAGE,
    });
    expect(good.error).toBeUndefined();
    const signature = (good.data as { response: { data: `0x${string}` } }).response.data;
    expect(await recoverMessageAddress({ message: 'Hello Sigil', signature })).toBe(address);
  });

  it('unenrolling (credentialIds: []) asks a verification and unlinks the passkeys for login unless removeForLogin is false', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const a = await linkPasskey(e, token, authenticator);
    const b = await linkPasskey(e, token, authenticator);
    await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [a, b] });
    const linkedPasskeys = async () =>
      (await me(e, token)).linked_accounts.filter((x) => x.type === 'passkey').map((x) => x.credential_id);

    // Narrowing to one passkey (kept for login) needs a verification.
    const narrow = { method: 'passkey', credentialIds: [a], removeForLogin: false };
    expect((await mfa(e, token, 'privy:mfa:submit-enrollment', narrow)).body.code).toBe('missing_or_invalid_mfa');
    const narrowed = await mfa(e, token, 'privy:mfa:submit-enrollment', {
      ...narrow,
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(b, await passkeyOptions(e, token), PAGE),
      relyingParty: PAGE,
    });
    expect(narrowed.status).toBe(200);
    expect(await linkedPasskeys()).toEqual([a, b]);
    expect(e.store.all("SELECT 1 FROM accounts WHERE json_extract(data, '$.enrolled_in_mfa') = 1")).toHaveLength(1);

    // The SDK's unenroll('passkey'): credentialIds [] with the provider's default removeForLogin (true).
    expect((await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [] })).status).toBe(
      200, // still within the verification's 15 minutes
    );
    expect((await me(e, token)).mfa_methods).toEqual([]);
    expect(await linkedPasskeys()).toEqual([b]);
    expect(e.store.get('SELECT 1 FROM passkeys WHERE credential_id = ?', [a])).toBeUndefined();
    expect(e.store.get('SELECT * FROM mfa_verifications')).toBeUndefined();
  });
});

describe('unlinking a passkey enrolled in MFA', () => {
  it('is refused with "Cannot unlink a passkey enrolled in MFA" unless the frame asks removeAsMfa (after a verification)', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId } = await withWallet(e);
    const authenticator = new SoftwareAuthenticator();
    const mfaKey = await linkPasskey(e, token, authenticator);
    const plain = await linkPasskey(e, token, authenticator);
    await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'passkey', credentialIds: [mfaKey] });

    const http = await api(e, token, '/api/v1/passkeys/unlink', { credential_id: mfaKey });
    expect(http).toMatchObject({ status: 400, body: { error: 'Cannot unlink a passkey enrolled in MFA' } });
    const post = await walletFrame(e);
    const refused = await post('privy:auth:unlink-passkey', {
      accessToken: token,
      credentialId: mfaKey,
      removeAsMfa: false,
    });
    expect(refused.error).toEqual({ type: 'error', message: 'Cannot unlink a passkey enrolled in MFA' });

    // removeAsMfa: the SDK's MFA loop (missing_or_invalid_mfa, then the merged assertion).
    const ask = await post('privy:auth:unlink-passkey', {
      accessToken: token,
      credentialId: mfaKey,
      removeAsMfa: true,
    });
    expect(ask.error?.type).toBe('missing_or_invalid_mfa');
    const done = await post('privy:auth:unlink-passkey', {
      accessToken: token,
      credentialId: mfaKey,
      removeAsMfa: true,
      mfaMethod: 'passkey',
      mfaCode: authenticator.get(mfaKey, await passkeyOptions(e, token), PAGE),
      relyingParty: PAGE,
    });
    expect(done).toEqual({ id: expect.any(String), event: 'privy:auth:unlink-passkey', data: {} });
    const user = await me(e, token);
    expect(user.mfa_methods).toEqual([]);
    expect(user.linked_accounts.filter((a) => a.type === 'passkey').map((a) => a.credential_id)).toEqual([plain]);

    // A passkey not in MFA unlinks without a verification (the grant is cleared first to show it).
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    expect((await mfa(e, token, 'privy:auth:unlink-passkey', { credentialId: plain })).status).toBe(200);
    expect((await mfa(e, token, 'privy:auth:unlink-passkey', { credentialId: plain })).status).toBe(404);
  });
});

describe('private-key export', () => {
  it('waits for the verification: the export frame answers the SDK an MFA error until a code verifies', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    expect(wallet.status).toBe(200);
    await enrolSms(e, token);
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const recipientPublicKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

    const refused = await exportFrame(e, token, wallet.body.id, recipientPublicKey);
    expect(refused).toEqual({ type: 'CLIENT_EXPORT_ERROR', error: 'MFA verification failed, retry.' });
    // useMfa().promptMfa() → privy:mfa:verify with the code; then the export goes through.
    const code = await smsCode(e, token);
    expect((await mfa(e, token, 'privy:mfa:verify', { mfaMethod: 'sms', mfaCode: code })).status).toBe(200);
    const exported = await exportFrame(e, token, wallet.body.id, recipientPublicKey);
    expect(exported).toMatchObject({
      type: 'CLIENT_EXPORT_RESPONSE',
      ciphertext: expect.any(String),
      encapsulatedKey: expect.any(String),
      chainType: 'ethereum',
    });

    // The export route checks too: a request signed during the grant is refused once the grant has ended.
    const url = `http://localhost/api/v1/wallets/${wallet.body.id}/export`;
    const body = { encryption_type: 'HPKE', recipient_public_key: recipientPublicKey };
    const expiry = String(clock.ms + 300_000);
    const payload = {
      version: 1,
      url,
      method: 'POST',
      headers: { 'privy-app-id': config.appId, 'privy-request-expiry': expiry },
      body,
    };
    const message = Buffer.from(JSON.stringify(sorted(payload))).toString('base64');
    const signed = await relay(e, token, 'privy:user-signer:sign', { message });
    expect(signed.status).toBe(200);
    expect((await mfa(e, token, 'privy:mfa:clear')).status).toBe(200);
    const direct = await e.post(url, body, {
      authorization: `Bearer ${token}`,
      'privy-authorization-signature': String(signed.body.data.signature),
      'privy-request-expiry': expiry,
    });
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { code: string }).code).toBe('missing_or_invalid_mfa');
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

/**
 * The export frame's script (`useGetWalletPrivateKey`'s hidden frame, mode=client-export) run against the emulator:
 * loaded with the token in its hash, it gets the SDK's CLIENT_EXPORT_REQUEST and resolves what it posts back.
 */
async function exportFrame(e: Emulated, token: string, walletId: string, recipientPublicKey: string) {
  const html = walletExportPage(config);
  const script = html.slice(html.indexOf('<script>') + '<script>'.length, html.indexOf('</script>'));
  const href = `http://localhost/apps/${config.appId}/embedded-wallets/export?v=1-unified&wallet_id=${walletId}&client_id=${config.clientId}&mode=client-export`;
  const url = new URL(href);
  const location = { origin: url.origin, search: url.search, pathname: url.pathname, hash: `#token=${token}` };
  const history = { replaceState: () => undefined };
  let listener: ((event: unknown) => void) | undefined;
  return new Promise<Record<string, unknown>>((resolve) => {
    const parent = { postMessage: (message: Record<string, unknown>) => resolve(message) };
    const window = { parent, addEventListener: (_type: string, fn: (event: unknown) => void) => (listener = fn) };
    const fetch = (target: string, init: RequestInit) => e.app.request(target, init);
    new Function('window', 'fetch', 'location', 'history', script)(window, fetch, location, history);
    listener?.({ source: parent, origin: PAGE, data: { type: 'CLIENT_EXPORT_REQUEST', recipientPublicKey } });
  });
}
