/**
 * Passkeys as a multi-factor method (enrolment, verification, the frame's merged assertion, unenrolment),
 * unlinking a passkey enrolled in MFA, and private-key export waiting for a verification.
 */
import { generateKeyPairSync } from 'node:crypto';
import { ResponsePasskeyInitMfa, User } from '@privy-io/public-api';
import { recoverMessageAddress } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../setup/software-authenticator';
import { clock, config, create, emulator, me, mfa, relay, resetClock, sorted, walletFrame } from './helpers';
import {
  api,
  enrolSms,
  exportFrame,
  linkPasskey,
  ON_DEVICE,
  PAGE,
  passkeyOptions,
  sign,
  smsCode,
  withWallet,
} from './mfa-sms-helpers';

beforeEach(resetClock);

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
