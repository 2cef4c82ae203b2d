import { OAuthTokens, User } from '@privy-io/public-api';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../setup/software-authenticator';
import { APP, clock, config, type Emulated, emulator, me, resetClock } from './helpers';

beforeEach(resetClock);

/** The page the SDK runs on (passkeys are bound to its host). */
const PAGE = 'http://localhost:5173';

type Reply = { status: number; body: Record<string, unknown> };
type LinkedUser = { linked_accounts: { type: string; address?: string; phoneNumber?: string }[] };

/** An API call the SDK makes with the user's access token from the app's page. */
async function api(e: Emulated, token: string, path: string, body: unknown): Promise<Reply> {
  const res = await e.post(path, body, { authorization: `Bearer ${token}`, origin: PAGE });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs a user in by SMS; answers their access token. */
async function smsLogin(e: Emulated, phoneNumber: string, shown: string) {
  await e.post('/api/v1/passwordless_sms/init', { phoneNumber });
  const res = await e.post('/api/v1/passwordless_sms/authenticate', {
    phoneNumber,
    code: await e.lastCode(shown),
    mode: 'login-or-sign-up',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const _b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
/** `useLinkWithPasskey().linkWithPasskey()`: link/init, a new credential, link. */
async function linkPasskey(e: Emulated, token: string): Promise<Reply> {
  const init = await api(e, token, '/api/v1/passkeys/link/init', {});
  expect(init.status).toBe(200);
  const options = init.body.options as { challenge: string; rp: { id?: string } };
  return api(e, token, '/api/v1/passkeys/link', {
    authenticator_response: new SoftwareAuthenticator().create(options, PAGE),
  });
}

/** `useLinkWithSiwe`: a nonce for the address, the SDK's message signed by the key, link. */
async function linkSiwe(e: Emulated, token: string, key: `0x${string}`): Promise<Reply> {
  const account = privateKeyToAccount(key);
  const { nonce } = (await (await e.post('/api/v1/siwe/init', { address: account.address })).json()) as {
    nonce: string;
  };
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: new URL(PAGE).host,
    nonce,
    uri: `${PAGE}/`,
    version: '1',
    issuedAt: new Date(clock.ms),
  });
  return api(e, token, '/api/v1/siwe/link', {
    message,
    signature: await account.signMessage({ message }),
    chainId: 'eip155:1',
    walletClientType: 'metamask',
    connectorType: 'injected',
  });
}

const KEYS = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
] as const;

/** OAuth through the consent page: init, allow as `email`, then the authorization code for `state`. */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B
async function oauthGrant(e: Emulated, state: string, email: string) {
  await e.post('/api/v1/oauth/init', {
    provider: 'github',
    redirect_to: `${PAGE}/account`,
    code_challenge: CHALLENGE,
    state_code: state,
  });
  const res = await e.app.request('/_emulator/oauth/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'allow', email, name: 'Someone' }).toString(),
  });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('privy_oauth_code');
  return { authorization_code: code ?? '', state_code: state, code_verifier: VERIFIER };
}

const MORE_THAN_ONE = {
  error: 'You cannot authorize more than one account for this user.',
  code: 'cannot_link_more_of_type',
};
const ANOTHER_USER = { error: 'This account has already been linked to another user.', code: 'linked_to_another_user' };
const ONLY_LOGIN = { error: 'Cannot unlink the only login method of a user', code: 'invalid_data' };

describe('link limits (5 passkeys, 1 of each other type) with the provider’s error codes', () => {
  it('links up to 5 passkeys; the 6th is "Cannot link more passkeys to account."', async () => {
    const e = await emulator();
    const { token } = await e.login();
    for (let i = 0; i < 5; i++) expect((await linkPasskey(e, token)).status).toBe(200);
    const sixth = await linkPasskey(e, token);
    expect(sixth).toEqual({
      status: 400,
      body: { error: 'Cannot link more passkeys to account.', code: 'cannot_link_more_of_type' },
    });
    const me = (await (
      await e.app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${token}` } })
    ).json()) as { user: LinkedUser };
    expect(me.user.linked_accounts.filter((a) => a.type === 'passkey')).toHaveLength(5);
  });

  it('refuses a second phone number', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const link = async (phoneNumber: string, shown: string) => {
      await e.post('/api/v1/passwordless_sms/init', { phoneNumber });
      return api(e, token, '/api/v1/passwordless_sms/link', { phoneNumber, code: await e.lastCode(shown) });
    };
    expect((await link('+14155552671', '+1 415 555 2671')).status).toBe(200);
    expect(await link('+14155550100', '+1 415 555 0100')).toEqual({ status: 400, body: MORE_THAN_ONE });
  });

  it('refuses a second account of one OAuth provider (the OAuth status screen’s message)', async () => {
    const e = await emulator();
    const { token } = await e.login();
    expect((await api(e, token, '/api/v1/oauth/link', await oauthGrant(e, 's1', 'one@github.example'))).status).toBe(
      200,
    );
    const second = await api(e, token, '/api/v1/oauth/link', await oauthGrant(e, 's2', 'two@github.example'));
    expect(second).toEqual({ status: 400, body: MORE_THAN_ONE });
  });

  it('links one external wallet: a second is refused like any second account (one of each type)', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const first = await linkSiwe(e, token, KEYS[0]);
    expect(first.status).toBe(200);
    expect(User.safeParse(first.body).success).toBe(true);
    expect(await linkSiwe(e, token, KEYS[1])).toEqual({ status: 400, body: MORE_THAN_ONE });
    const wallets = JSON.stringify(await me(e, token));
    expect(wallets).toContain(privateKeyToAccount(KEYS[0]).address);
    expect(wallets).not.toContain(privateKeyToAccount(KEYS[1]).address);
  });

  it('refuses a phone number, a wallet and an OAuth account that belong to another user', async () => {
    const e = await emulator();
    // Grace signs up by SMS, then links a wallet and a GitHub account.
    const grace = await smsLogin(e, '+14155552671', '+1 415 555 2671');
    expect((await linkSiwe(e, grace, KEYS[0])).status).toBe(200);
    expect((await api(e, grace, '/api/v1/oauth/link', await oauthGrant(e, 'g1', 'grace@github.example'))).status).toBe(
      200,
    );
    const { token } = await e.login('ada@example.com');
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const phone = await api(e, token, '/api/v1/passwordless_sms/link', {
      phoneNumber: '+14155552671',
      code: await e.lastCode('+1 415 555 2671'),
    });
    expect(phone).toEqual({ status: 400, body: ANOTHER_USER });
    expect(await linkSiwe(e, token, KEYS[0])).toEqual({ status: 400, body: ANOTHER_USER });
    const oauth = await api(e, token, '/api/v1/oauth/link', await oauthGrant(e, 'a1', 'grace@github.example'));
    expect(oauth).toEqual({ status: 400, body: ANOTHER_USER });
  });

  it('rate-limits the codes of a link: the 6th send to one address in 10 minutes is too_many_requests', async () => {
    const e = await emulator();
    await e.login();
    for (let i = 0; i < 5; i++) {
      expect((await e.post('/api/v1/passwordless/init', { email: 'new@example.com' })).status).toBe(200);
    }
    const limited = await e.post('/api/v1/passwordless/init', { email: 'new@example.com' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many requests. Please wait before trying again.',
      code: 'too_many_requests',
    });
    clock.ms += 10 * 60_000 + 1;
    expect((await e.post('/api/v1/passwordless/init', { email: 'new@example.com' })).status).toBe(200);
  });
});

describe('unlinking the last way in is refused', () => {
  it('for an e-mail, a phone number, a wallet and a passkey that is the only login method', async () => {
    const e = await emulator();
    const ada = await e.login('ada@example.com');
    expect(await api(e, ada.token, '/api/v1/passwordless/unlink', { address: 'ada@example.com' })).toEqual({
      status: 400,
      body: ONLY_LOGIN,
    });

    const grace = await smsLogin(e, '+14155552671', '+1 415 555 2671');
    expect(await api(e, grace, '/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155552671' })).toEqual({
      status: 400,
      body: ONLY_LOGIN,
    });

    // A second way in makes the first removable; then the remaining one is the last again.
    expect((await linkSiwe(e, grace, KEYS[0])).status).toBe(200);
    expect((await api(e, grace, '/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155552671' })).status).toBe(200);
    const address = privateKeyToAccount(KEYS[0]).address;
    expect(await api(e, grace, '/api/v1/siwe/unlink', { address })).toEqual({ status: 400, body: ONLY_LOGIN });

    const linked = await linkPasskey(e, ada.token);
    expect(linked.status).toBe(200);
    expect((await api(e, ada.token, '/api/v1/passwordless/unlink', { address: 'ada@example.com' })).status).toBe(200);
    const credential = (
      linked.body as { linked_accounts: { type: string; credential_id?: string }[] }
    ).linked_accounts.find((a) => a.type === 'passkey')?.credential_id;
    expect(await api(e, ada.token, '/api/v1/passkeys/unlink', { credential_id: credential })).toEqual({
      status: 400,
      body: ONLY_LOGIN,
    });
  });
});

describe('update e-mail (oldAddress, newAddress, code) and phone (old_phone_number, new_phone_number, code)', () => {
  async function adaWithCode(newAddress = 'new@example.com') {
    const e = await emulator();
    await e.login('taken@example.com');
    const { token } = await e.login('old@example.com');
    await e.post('/api/v1/passwordless/init', { email: newAddress });
    return { e, token, code: await e.lastCode(newAddress) };
  }
  const update = (e: Emulated, token: string, body: Record<string, string>) =>
    api(e, token, '/api/v1/passwordless/update', body);

  it('refuses an old address that is not the user’s, without spending the code', async () => {
    const { e, token, code } = await adaWithCode();
    expect(await update(e, token, { oldAddress: 'taken@example.com', newAddress: 'new@example.com', code })).toEqual({
      status: 400,
      body: { error: 'This e-mail address is not linked to this user.', code: 'invalid_data' },
    });
    const ok = await update(e, token, { oldAddress: 'old@example.com', newAddress: 'new@example.com', code });
    expect(ok.status).toBe(200);
    expect(User.safeParse(ok.body).success).toBe(true);
    expect((ok.body as LinkedUser).linked_accounts.find((a) => a.type === 'email')?.address).toBe('new@example.com');
  });

  it('refuses the current address as the new one, and an address linked to another user', async () => {
    const { e, token, code } = await adaWithCode('old@example.com');
    expect(await update(e, token, { oldAddress: 'old@example.com', newAddress: 'OLD@example.com', code })).toEqual({
      status: 400,
      body: { error: 'The new e-mail address is the current one.', code: 'invalid_data' },
    });
    await e.post('/api/v1/passwordless/init', { email: 'taken@example.com' });
    const taken = await update(e, token, {
      oldAddress: 'old@example.com',
      newAddress: 'taken@example.com',
      code: await e.lastCode('taken@example.com'),
    });
    expect(taken).toEqual({ status: 400, body: ANOTHER_USER });
  });

  it('takes only the code sent to the NEW address, once, before it expires', async () => {
    const { e, token, code } = await adaWithCode();
    // A code sent to the old address does not prove the new one.
    await e.post('/api/v1/passwordless/init', { email: 'old@example.com' });
    const oldCode = await e.lastCode('old@example.com');
    const wrong = oldCode === code ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : oldCode;
    const refused = await update(e, token, {
      oldAddress: 'old@example.com',
      newAddress: 'new@example.com',
      code: wrong,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_credentials');
    const body = { oldAddress: 'old@example.com', newAddress: 'new@example.com', code };
    expect((await update(e, token, body)).status).toBe(200);
    // Single use: the same update again finds no code (and the old address is gone).
    const again = await update(e, token, { ...body, oldAddress: 'new@example.com', newAddress: 'newer@example.com' });
    expect(again).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });

    // Expiry: a code older than the app's code lifetime is refused.
    await e.post('/api/v1/passwordless/init', { email: 'later@example.com' });
    const late = await e.lastCode('later@example.com');
    clock.ms += config.tokens.codeSeconds * 1000 + 1;
    const expired = await update(e, token, {
      oldAddress: 'new@example.com',
      newAddress: 'later@example.com',
      code: late,
    });
    expect(expired).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
  });

  it('updates a phone number by the same rules', async () => {
    const e = await emulator();
    await smsLogin(e, '+14155550111', '+1 415 555 0111');
    const token = await smsLogin(e, '+14155552671', '+1 415 555 2671');
    const updatePhone = async (old_phone_number: string, new_phone_number: string, shown: string) => {
      await e.post('/api/v1/passwordless_sms/init', { phoneNumber: new_phone_number });
      return api(e, token, '/api/v1/passwordless_sms/update', {
        old_phone_number,
        new_phone_number,
        code: await e.lastCode(shown),
      });
    };
    expect(await updatePhone('+14155550111', '+14155550100', '+1 415 555 0100')).toEqual({
      status: 400,
      body: { error: 'This phone number is not linked to this user.', code: 'invalid_data' },
    });
    expect(await updatePhone('+14155552671', '+14155552671', '+1 415 555 2671')).toEqual({
      status: 400,
      body: { error: 'The new phone number is the current one.', code: 'invalid_data' },
    });
    expect(await updatePhone('+14155552671', '+14155550111', '+1 415 555 0111')).toEqual({
      status: 400,
      body: ANOTHER_USER,
    });
    // The code sent to +1 415 555 0100 in the first (refused) attempt was not spent: it still updates.
    const ok = await api(e, token, '/api/v1/passwordless_sms/update', {
      old_phone_number: '+14155552671',
      new_phone_number: '+14155550100',
      code: await e.lastCode('+1 415 555 0100'),
    });
    expect(ok.status).toBe(200);
    expect(User.safeParse(ok.body).success).toBe(true);
    expect((ok.body as LinkedUser).linked_accounts.find((a) => a.type === 'phone')?.phoneNumber).toBe(
      '+1 415 555 0100',
    );
  });
});

describe('terms acceptance (useAcceptTerms → POST /api/v1/users/me/accept_terms {})', () => {
  it('an app that requires terms signs users up without acceptance; accepting answers the User and persists', async () => {
    const e = await emulator({ requireTerms: true, termsUrl: 'https://example.com/terms' });
    const app = (await (await e.app.request(`/api/v1/apps/${config.appId}`, { headers: APP })).json()) as Record<
      string,
      unknown
    >;
    expect(app).toMatchObject({
      require_users_accept_terms: true,
      terms_and_conditions_url: 'https://example.com/terms',
    });
    const session = (await e.login()) as unknown as { token: string; user: { has_accepted_terms: boolean } };
    expect(session.user.has_accepted_terms).toBe(false);
    const accepted = await api(e, session.token, '/api/v1/users/me/accept_terms', {});
    expect(accepted.status).toBe(200);
    expect(User.safeParse(accepted.body).success).toBe(true);
    expect(accepted.body.has_accepted_terms).toBe(true);
    const me = (await (
      await e.app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${session.token}` } })
    ).json()) as { user: { has_accepted_terms: boolean } };
    expect(me.user.has_accepted_terms).toBe(true);
    // Accepting again changes nothing.
    expect((await api(e, session.token, '/api/v1/users/me/accept_terms', {})).body.has_accepted_terms).toBe(true);
  });

  it('refuses it without a session and with a body other than {}; users of other apps start accepted', async () => {
    const e = await emulator({ requireTerms: true });
    const { token } = await e.login();
    expect((await e.post('/api/v1/users/me/accept_terms', {})).status).toBe(401);
    expect((await api(e, token, '/api/v1/users/me/accept_terms', { accepted: false })).status).toBe(400);
    expect((await api(e, token, '/api/v1/users/me/accept_terms', [])).status).toBe(400);
    const open = await emulator();
    const session = (await open.login()) as unknown as { user: { has_accepted_terms: boolean } };
    expect(session.user.has_accepted_terms).toBe(true);
  });
});

describe('OAuth tokens returned on grant (useOAuthTokens’ onOAuthTokenGrant)', () => {
  it('on sign-in and on link, in the provider’s OAuthTokens shape', async () => {
    const e = await emulator();
    const signIn = await e.post('/api/v1/oauth/authenticate', {
      ...(await oauthGrant(e, 'o1', 'ada@github.example')),
      mode: 'login-or-sign-up',
    });
    const signedIn = (await signIn.json()) as { oauth_tokens: unknown };
    const parsed = OAuthTokens.strict().safeParse(signedIn.oauth_tokens);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(signedIn.oauth_tokens).toMatchObject({
      provider: 'github',
      access_token_expires_in_seconds: 3600,
      refresh_token_expires_in_seconds: 30 * 86_400,
    });
    const { token } = await e.login();
    const linked = await api(e, token, '/api/v1/oauth/link', await oauthGrant(e, 'o2', 'other@github.example'));
    const tokens = linked.body.oauth_tokens as { access_token: string; scopes: string[] };
    expect(OAuthTokens.strict().safeParse(tokens).success).toBe(true);
    // Each grant has its own tokens.
    expect(tokens.access_token).not.toBe((signedIn.oauth_tokens as { access_token: string }).access_token);
  });
});
