import { AuthenticatedUser, CrossAppConnectionsResponse, OAuthLinkResponse, User } from '@privy-io/public-api';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { type Hex, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRepository } from '../../emulator/src/store/index';
import { clock, config, type Emulated, emulator, me, resetClock, type Serialized } from './helpers';

const ORBIT = 'orbitgamesdemoprovider001';
const LEDGERLY = 'ledgerlydemoprovider00002';
const APP_ORIGIN = 'http://localhost:5173';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B

beforeEach(resetClock);

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** OAuth init for `privy:<appId>` as the SDK's cross-app flow sends it. */
const init = (e: Emulated, appId: string, state: string) =>
  e.post('/api/v1/oauth/init', {
    provider: `privy:${appId}`,
    redirect_to: `${APP_ORIGIN}/signin?x=1`,
    code_challenge: CHALLENGE,
    state_code: state,
  });

/** Init, the consent page, then its answer: the URL the pop-up goes back to. */
async function consent(
  e: Emulated,
  appId: string,
  { state = 'state-1', decision = 'allow', account = '', newEmail = '' } = {},
) {
  const started = await init(e, appId, state);
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const page = await e.app.request(url);
  expect(page.status).toBe(200);
  const chosen = account || (/name="account" value="([^"]*)" checked/.exec(await page.text())?.[1] ?? '');
  const res = await e.app.request(
    `/_emulator/apps/${appId}/oauth/authorize`,
    form({ state, decision, account: chosen, new_email: newEmail }),
  );
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

type Session = {
  token: string;
  user: { id: string; linked_accounts: Record<string, unknown>[] };
  oauth_tokens?: { provider: string; access_token: string; access_token_expires_in_seconds: number };
};

/** Sign in (or up) with a provider app's account: consent, then authenticate. */
async function crossAppLogin(e: Emulated, appId: string, options: Parameters<typeof consent>[2] = {}) {
  const state = options.state ?? 'state-1';
  const back = await consent(e, appId, { ...options, state });
  const res = await e.post('/api/v1/oauth/authenticate', {
    authorization_code: back.searchParams.get('privy_oauth_code'),
    state_code: state,
    code_verifier: VERIFIER,
    provider: `privy:${appId}`,
    mode: 'login-or-sign-up',
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as Session;
  const parsed = AuthenticatedUser.safeParse(session);
  expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
  const account = session.user.linked_accounts.find((a) => a.type === 'cross_app') as {
    subject: string;
    embedded_wallets: { address: `0x${string}` }[];
  };
  return { session, account, address: account.embedded_wallets[0]?.address as `0x${string}` };
}

/** The transact request as the SDK writes it into the pop-up's URL. */
const request = (method: string, params: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    content: { request: { request: { method, params, ...extra } } },
    timestamp: clock.ms,
    callbackUrl: APP_ORIGIN,
  });

/** What an answer page posts to its opener (and where), or null when it posts nothing. */
function posted(html: string): { message: Record<string, unknown>; target: string } | null {
  const match = /window\.opener\.postMessage\((\{.*?\}),("[^"]*")\)/.exec(html);
  return match ? { message: JSON.parse(match[1] ?? ''), target: JSON.parse(match[2] ?? '') } : null;
}

const transactUrl = (appId: string, token: string, req: string) =>
  `/_emulator/apps/${appId}/oauth/transact?${new URLSearchParams({ token, request: req })}`;
const answer = (e: Emulated, appId: string, token: string, req: string, decision: string) =>
  e.app.request(`/_emulator/apps/${appId}/oauth/transact`, form({ token, request: req, decision }));

describe('cross-app connections and details', () => {
  it('lists the provider apps our app is connected to, in the provider’s schema, with absolute API URLs', async () => {
    const e = await emulator();
    const res = await e.app.request(`http://localhost:8787/api/v1/apps/${config.appId}/cross-app/connections`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const parsed = CrossAppConnectionsResponse.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(parsed.data?.connections).toEqual([
      expect.objectContaining({
        provider_app_id: ORBIT,
        provider_app_name: 'Orbit Games',
        read_only: false,
        provider_app_custom_api_url: `http://localhost:8787/_emulator/apps/${ORBIT}`,
        provider_app_custom_auth_authorize_url: null,
        provider_app_custom_auth_transact_url: null,
      }),
      expect.objectContaining({ provider_app_id: LEDGERLY, provider_app_name: 'Ledgerly', read_only: true }),
    ]);
    expect(parsed.data?.connections[0]?.provider_app_icon_url).toMatch(/^data:image\/svg\+xml,/);
    // Another app's connections are not ours to tell.
    expect((await e.app.request('/api/v1/apps/someoneelsesappid00000001/cross-app/connections')).status).toBe(404);
  });

  it('lists only connected apps, with configured URLs as given; details name any configured provider app', async () => {
    const e = await emulator({
      crossApp: {
        providerApps: [
          { appId: 'a'.repeat(25), name: 'Alpha', connected: false },
          {
            appId: 'b'.repeat(25),
            name: 'Beta',
            iconUrl: 'https://beta.example/icon.png',
            customApiUrl: 'https://api.beta.example/',
            customAuthTransactUrl: 'https://beta.example/transact',
          },
        ],
      },
    });
    const { connections } = (await (
      await e.app.request(`/api/v1/apps/${config.appId}/cross-app/connections`)
    ).json()) as { connections: Record<string, unknown>[] };
    expect(connections).toEqual([
      {
        provider_app_id: 'b'.repeat(25),
        provider_app_name: 'Beta',
        provider_app_icon_url: 'https://beta.example/icon.png',
        provider_app_custom_api_url: 'https://api.beta.example',
        read_only: false,
        provider_app_custom_auth_authorize_url: null,
        provider_app_custom_auth_transact_url: 'https://beta.example/transact',
      },
    ]);
    const details = await e.app.request(`/api/v1/apps/${'a'.repeat(25)}/cross-app/details`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ name: 'Alpha', icon_url: expect.stringMatching(/^data:image\/svg/) });
    expect((await e.app.request(`/api/v1/apps/${'c'.repeat(25)}/cross-app/details`)).status).toBe(404);
    expect((await e.app.request('/api/v1/apps/<script>/cross-app/details')).status).toBe(404);
  });

  it('the development overview lists each provider app, its connection and its users’ wallets, escaped', async () => {
    const e = await emulator({
      crossApp: {
        providerApps: [
          { appId: ORBIT, name: 'Orbit <Games>' },
          { appId: LEDGERLY, name: 'Ledgerly', readOnly: true, connected: false },
        ],
      },
    });
    expect(((await (await e.app.request('/_emulator/apps.json')).json()) as { apps: unknown[] }).apps).toEqual([
      { appId: ORBIT, name: 'Orbit <Games>', connected: true, readOnly: false, users: [] },
      { appId: LEDGERLY, name: 'Ledgerly', connected: false, readOnly: true, users: [] },
    ]);
    const { address, account } = await crossAppLogin(e, ORBIT, { newEmail: 'eve@orbit.example' });
    const { apps } = (await (await e.app.request('/_emulator/apps.json')).json()) as {
      apps: { users: { id: string; email: string; address: string }[] }[];
    };
    expect(apps[0]?.users).toEqual([{ id: account.subject, email: 'eve@orbit.example', name: 'eve', address }]);
    const html = await (await e.app.request('/_emulator/apps')).text();
    expect(html).toContain('Orbit &lt;Games&gt;');
    expect(html).not.toContain('Orbit <Games>');
    expect(html).toContain(address);
    expect(html).toContain('not connected, read-only');
  });

  it('refuses a configuration with a malformed or repeated provider app id', async () => {
    await expect(emulator({ crossApp: { providerApps: [{ appId: 'short', name: 'X' }] } })).rejects.toThrow();
    await expect(
      emulator({
        crossApp: {
          providerApps: [
            { appId: 'a'.repeat(25), name: 'X' },
            { appId: 'A'.repeat(25), name: 'Y' },
          ],
        },
      }),
    ).rejects.toThrow();
  });
});

describe('cross-app OAuth: init, the provider app’s consent page, authenticate and link', () => {
  it('init for privy:<connected app> points at that app’s consent page; unknown or unconnected apps are refused', async () => {
    const e = await emulator({
      crossApp: {
        providerApps: [
          { appId: ORBIT, name: 'Orbit Games' },
          { appId: 'a'.repeat(25), name: 'Alpha', connected: false },
          { appId: 'b'.repeat(25), name: 'Beta', customAuthAuthorizeUrl: 'https://beta.example/authorize?x=1' },
        ],
      },
    });
    const ok = await init(e, ORBIT, 's1');
    expect(ok.status).toBe(200);
    const url = new URL(((await ok.json()) as { url: string }).url);
    expect(url.pathname).toBe(`/_emulator/apps/${ORBIT}/oauth/authorize`);
    expect(url.searchParams.get('state')).toBe('s1');
    const custom = new URL(((await (await init(e, 'b'.repeat(25), 's2')).json()) as { url: string }).url);
    expect(custom.origin + custom.pathname).toBe('https://beta.example/authorize');
    expect(custom.searchParams.get('x')).toBe('1');
    expect(custom.searchParams.get('state')).toBe('s2');
    for (const id of ['a'.repeat(25), 'z'.repeat(25)]) {
      const refused = await init(e, id, `s-${id}`);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('disallowed_login_method');
    }
    // Not a provider app id at all: the provider's own schema refuses it.
    expect((await init(e, 'short', 's3')).status).toBe(400);
  });

  it('the consent page names both apps, lists the demo account, and asks the opener to use the BroadcastChannel', async () => {
    const e = await emulator();
    await init(e, ORBIT, 'state-1');
    const html = await (await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=state-1`)).text();
    expect(html).toContain('<h1>Sign in to Orbit Games</h1>');
    expect(html).toContain(`<strong>${config.appName}</strong> wants to connect your Orbit Games account.`);
    expect(html).toContain('value="ada@orbit.example" checked');
    expect(posted(html)).toEqual({ message: { type: 'PRIVY_OAUTH_USE_BROADCAST_CHANNEL' }, target: APP_ORIGIN });
    // Read-only: the user is told the app cannot ask for signatures.
    await init(e, LEDGERLY, 'state-2');
    const readOnly = await (await e.app.request(`/_emulator/apps/${LEDGERLY}/oauth/authorize?state=state-2`)).text();
    expect(readOnly).toContain('cannot ask you to sign anything (a read-only connection)');
  });

  it('the consent page refuses an unknown state, another provider’s state and an unknown app', async () => {
    const e = await emulator({ loginMethods: ['email', 'github'] });
    const unknown = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=nope`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('This sign-in request is unknown or has expired');
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: `${APP_ORIGIN}/signin`,
      code_challenge: CHALLENGE,
      state_code: 'gh-state',
    });
    expect((await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=gh-state`)).status).toBe(400);
    await init(e, ORBIT, 'orbit-state');
    // Ledgerly's page does not answer Orbit Games' request.
    const other = await e.app.request(
      `/_emulator/apps/${LEDGERLY}/oauth/authorize`,
      form({ state: 'orbit-state', decision: 'allow', account: 'grace@ledgerly.example' }),
    );
    expect(other.status).toBe(400);
    expect((await e.app.request(`/_emulator/apps/${'q'.repeat(25)}/oauth/authorize?state=x`)).status).toBe(404);
    // An expired request.
    clock.ms += 11 * 60_000;
    expect((await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=orbit-state`)).status).toBe(400);
  });

  it('allow: back to the app with the privy: provider; authenticate gives a cross_app account and a provider token', async () => {
    const e = await emulator();
    const back = await consent(e, ORBIT);
    expect(back.origin + back.pathname).toBe(`${APP_ORIGIN}/signin`);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('privy_oauth_state')).toBe('state-1');
    expect(back.searchParams.get('privy_oauth_provider')).toBe(`privy:${ORBIT}`);
    const res = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: 'state-1',
      code_verifier: VERIFIER,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as Session & { is_new_user: boolean };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.is_new_user).toBe(true);
    const account = session.user.linked_accounts[0] as Record<string, unknown> & { subject: string };
    expect(account).toEqual({
      type: 'cross_app',
      subject: expect.stringMatching(/^did:privy:[0-9a-f]{25}$/),
      provider_app_id: ORBIT,
      embedded_wallets: [{ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }],
      smart_wallets: [],
      verified_at: expect.any(Number),
      first_verified_at: expect.any(Number),
      latest_verified_at: expect.any(Number),
    });
    // The provider token: an ES256 JWT from the provider app, for its user, given to our app, for an hour.
    const tokens = session.oauth_tokens;
    expect(tokens?.provider).toBe(`privy:${ORBIT}`);
    expect(tokens?.access_token_expires_in_seconds).toBe(3600);
    const claims = decodeJwt(tokens?.access_token ?? '');
    expect(claims).toMatchObject({ sub: account.subject, aud: ORBIT, requester: config.appId });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    const jwks = await (await e.app.request(`/_emulator/apps/${ORBIT}/jwks.json`)).json();
    const verified = await jwtVerify(tokens?.access_token ?? '', createLocalJWKSet(jwks), {
      audience: ORBIT,
      currentDate: new Date(clock.ms),
    });
    expect(verified.protectedHeader.alg).toBe('ES256');
    // Ledgerly's key does not verify Orbit Games' tokens.
    const other = await (await e.app.request(`/_emulator/apps/${LEDGERLY}/jwks.json`)).json();
    await expect(
      jwtVerify(tokens?.access_token ?? '', createLocalJWKSet(other), { currentDate: new Date(clock.ms) }),
    ).rejects.toThrow();

    // The same provider-app account signs the same user in again, with a fresh token.
    clock.ms += 1000;
    const again = await crossAppLogin(e, ORBIT, { state: 'state-2' });
    expect(again.session.user.id).toBe(session.user.id);
    expect(again.session.oauth_tokens?.access_token).not.toBe(tokens?.access_token);
  });

  it('a new account made on the consent page is a new user there, with a wallet of its own', async () => {
    const e = await emulator();
    const ada = await crossAppLogin(e, ORBIT, { state: 's1' });
    const bob = await crossAppLogin(e, ORBIT, { state: 's2', newEmail: 'Bob@Orbit.example' });
    expect(bob.session.user.id).not.toBe(ada.session.user.id);
    expect(bob.address).not.toBe(ada.address);
    // Bob is offered next time, by his lower-cased address.
    await init(e, ORBIT, 's3');
    expect(await (await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=s3`)).text()).toContain(
      'value="bob@orbit.example"',
    );
    const bad = await e.app.request(
      `/_emulator/apps/${ORBIT}/oauth/authorize`,
      form({ state: 's3', decision: 'allow', account: '', new_email: 'not an address' }),
    );
    expect(bad.status).toBe(400);
  });

  it('a read-only connection signs in but gets no provider token', async () => {
    const e = await emulator();
    const { session, account } = await crossAppLogin(e, LEDGERLY);
    expect(account).toMatchObject({ type: 'cross_app', provider_app_id: LEDGERLY });
    expect(session.oauth_tokens).toBeUndefined();
    expect('oauth_tokens' in session).toBe(false);
  });

  it('deny: back to the app with the code the SDK reads as a denial; no code is granted', async () => {
    const e = await emulator();
    const back = await consent(e, ORBIT, { decision: 'deny' });
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined');
    expect(back.searchParams.get('privy_oauth_provider')).toBe(`privy:${ORBIT}`);
  });

  it('one consent per request: a second or parallel answer is refused', async () => {
    const e = await emulator();
    await init(e, ORBIT, 'state-1');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        e.app.request(
          `/_emulator/apps/${ORBIT}/oauth/authorize`,
          form({ state: 'state-1', decision: 'allow', account: 'ada@orbit.example' }),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 303)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(9);
  });

  it("the ordinary OAuth consent page refuses another app's request: only that app's page answers it", async () => {
    const e = await emulator();
    await init(e, ORBIT, 'state-1');
    const page = await e.app.request('/_emulator/oauth/authorize?state=state-1');
    expect(page.status).toBe(400);
    const res = await e.app.request(
      '/_emulator/oauth/authorize',
      form({ state: 'state-1', decision: 'allow', email: 'mallory@example.com', name: 'Mallory' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      "This is another app's sign-in request: answer it on that app's page",
    );
    // The request is still open on the provider app's own page.
    expect((await e.app.request(`/_emulator/apps/${ORBIT}/oauth/authorize?state=state-1`)).status).toBe(200);
  });

  it('link: a signed-in user links a provider-app account (one cross-app account per user), then unlinks it', async () => {
    const e = await emulator();
    const login = await e.login('ada@example.com');
    const auth = { authorization: `Bearer ${login.token}` };
    const back = await consent(e, ORBIT);
    const res = await e.post(
      '/api/v1/oauth/link',
      {
        authorization_code: back.searchParams.get('privy_oauth_code'),
        state_code: 'state-1',
        code_verifier: VERIFIER,
        provider: `privy:${ORBIT}`,
      },
      auth,
    );
    expect(res.status).toBe(200);
    const linked = (await res.json()) as Session['user'] & Pick<Session, 'oauth_tokens'>;
    const parsed = OAuthLinkResponse.safeParse(linked);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(decodeJwt(linked.oauth_tokens?.access_token ?? '').aud).toBe(ORBIT);
    const account = linked.linked_accounts.find((a) => a.type === 'cross_app') as { subject: string };
    expect(account).toBeDefined();

    // A second provider app's account: the one-per-type rule.
    const second = await consent(e, LEDGERLY, { state: 'state-2' });
    const refused = await e.post(
      '/api/v1/oauth/link',
      {
        authorization_code: second.searchParams.get('privy_oauth_code'),
        state_code: 'state-2',
        code_verifier: VERIFIER,
      },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('cannot_link_more_of_type');

    // Unlink as useCrossAppAccounts does: provider privy:<appId> and the subject.
    const unlinked = await e.post(
      '/api/v1/oauth/unlink',
      { provider: `privy:${ORBIT}`, subject: account.subject },
      auth,
    );
    expect(unlinked.status).toBe(200);
    const user = (await unlinked.json()) as Session['user'];
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.map((a) => a.type)).toEqual(['email']);
    expect((await me(e, login.token)).linked_accounts.some((a) => a.type === 'cross_app')).toBe(false);
  });

  it('unlink refuses the last way in, and an account that is not the user’s', async () => {
    const e = await emulator();
    const { session, account } = await crossAppLogin(e, ORBIT);
    const auth = { authorization: `Bearer ${session.token}` };
    const last = await e.post('/api/v1/oauth/unlink', { provider: `privy:${ORBIT}`, subject: account.subject }, auth);
    expect(last.status).toBe(400);
    expect(((await last.json()) as { error: string }).error).toBe('Cannot unlink the only login method of a user');
    const other = await e.post('/api/v1/oauth/unlink', { provider: `privy:${ORBIT}`, subject: 'did:privy:x' }, auth);
    expect(other.status).toBe(404);
  });
});

describe('cross-app signing: the provider app’s transact page', () => {
  async function orbitUser(e: Emulated) {
    const { session, address } = await crossAppLogin(e, ORBIT);
    return { token: session.oauth_tokens?.access_token ?? '', address };
  }

  it('personal_sign: the page shows the request; Approve posts a signature of that wallet to the app', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const req = request('personal_sign', ['Hello <b>from</b> Sigil', address]);
    const page = await e.app.request(transactUrl(ORBIT, token, req));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Approve request</h1>');
    expect(html).toContain('Hello &lt;b&gt;from&lt;/b&gt; Sigil');
    expect(html).toContain(address);
    expect(posted(html)).toBeNull();
    const res = await answer(e, ORBIT, token, req, 'approve');
    expect(res.status).toBe(200);
    const sent = posted(await res.text());
    expect(sent?.target).toBe(APP_ORIGIN);
    expect(sent?.message.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
    const signature = sent?.message.result as Hex;
    expect(await verifyMessage({ address, message: 'Hello <b>from</b> Sigil', signature })).toBe(true);
    // Hex messages are signed as bytes, as personal_sign's convention has it.
    const hexReq = request('personal_sign', ['0x48656c6c6f', address]);
    const hex = posted(await (await answer(e, ORBIT, token, hexReq, 'approve')).text());
    expect(await verifyMessage({ address, message: 'Hello', signature: hex?.message.result as Hex })).toBe(true);
  });

  it('takes a long request in its address, as the SDK opens it (other pages keep the 512-character bound)', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const message = `Sign me: ${'long text '.repeat(120)}`;
    const req = request('personal_sign', [message, address]);
    expect(req.length).toBeGreaterThan(1000);
    const page = await e.app.request(transactUrl(ORBIT, token, req));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('long text long text');
    const elsewhere = await e.app.request(`/_emulator/apps?${new URLSearchParams({ request: req })}`);
    expect(elsewhere.status).toBe(400);
    const tooLong = await e.app.request(
      transactUrl(ORBIT, token, request('personal_sign', ['x'.repeat(9000), address])),
    );
    expect(tooLong.status).toBe(400);
  });

  it('Reject posts "User rejected request"; each request is answered once, even by parallel posts', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const rejected = posted(
      await (await answer(e, ORBIT, token, request('personal_sign', ['no', address]), 'reject')).text(),
    );
    expect(rejected).toEqual({
      message: { type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'User rejected request' },
      target: APP_ORIGIN,
    });
    const req = request('personal_sign', ['once', address]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer(e, ORBIT, token, req, 'approve')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    // The late answers post nothing: the SDK would take any answer for its current request.
    expect(bodies.filter((b) => posted(b) !== null)).toHaveLength(1);
    // A rejected request cannot be approved afterwards either.
    const once = request('personal_sign', ['twice', address]);
    expect((await answer(e, ORBIT, token, once, 'reject')).status).toBe(200);
    expect((await answer(e, ORBIT, token, once, 'approve')).status).toBe(409);
    // The same request written differently (key order, spaces) is still the same request.
    const parsed = JSON.parse(req) as Record<string, unknown>;
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse()), null, 2);
    expect(reordered).not.toBe(req);
    expect((await answer(e, ORBIT, token, reordered, 'approve')).status).toBe(409);
    // Nor does another valid token of the same user (a second sign-in with the same account).
    const again = await crossAppLogin(e, ORBIT, { state: 'state-2' });
    const second = again.session.oauth_tokens?.access_token ?? '';
    expect(second).not.toBe(token);
    expect(again.address).toBe(address);
    expect((await answer(e, ORBIT, second, req, 'approve')).status).toBe(409);
    // While a new request with that token is answered.
    expect((await answer(e, ORBIT, second, request('personal_sign', ['new', address]), 'approve')).status).toBe(200);
    // Typed data travels as a JSON string: re-spaced inside that string, it is still the same request.
    const typed = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: {} };
    const data = { ...typed, message: { contents: 'once' } };
    const compact = request('eth_signTypedData_v4', [address, JSON.stringify(data)]);
    expect((await answer(e, ORBIT, token, compact, 'approve')).status).toBe(200);
    const spaced = request('eth_signTypedData_v4', [address, JSON.stringify(data, null, 2)]);
    expect((await answer(e, ORBIT, token, spaced, 'approve')).status).toBe(409);
    const other = request('eth_signTypedData_v4', [
      address,
      JSON.stringify({ ...typed, message: { contents: 'twice' } }),
    ]);
    expect((await answer(e, ORBIT, token, other, 'approve')).status).toBe(200);
  });

  it('signs typed data and transactions with the provider-app user’s key', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const typedData = {
      domain: { name: 'Sigil', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello from Sigil' },
    } as const;
    const typed = posted(
      await (
        await answer(e, ORBIT, token, request('eth_signTypedData_v4', [address, typedData], { chainId: 1 }), 'approve')
      ).text(),
    );
    expect(await verifyTypedData({ address, ...typedData, signature: typed?.message.result as Hex })).toBe(true);
    const tx = {
      to: '0x000000000000000000000000000000000000dEaD',
      value: '0x2386f26fc10000',
      chainId: 84532,
      nonce: 0,
      gas: '0x5208',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
    };
    const signed = posted(
      await (await answer(e, ORBIT, token, request('eth_signTransaction', [tx], { chainId: 84532 }), 'approve')).text(),
    );
    expect(signed?.message.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
    expect(await recoverTransactionAddress({ serializedTransaction: signed?.message.result as Serialized })).toBe(
      address,
    );
    // The transaction page shows what is sent, and where.
    const html = await (await e.app.request(transactUrl(ORBIT, token, request('eth_signTransaction', [tx])))).text();
    expect(html).toContain('0.01 ETH');
    expect(html).toContain('0x000000000000000000000000000000000000dEaD');
    // Sending needs a chain the emulator runs (none in these tests): refused with the reason.
    const sent = posted(
      await (await answer(e, ORBIT, token, request('eth_sendTransaction', [tx], { chainId: 84532 }), 'approve')).text(),
    );
    expect(sent?.message).toEqual({
      type: 'PRIVY_CROSS_APP_ACTION_ERROR',
      error: 'Chain 84532 is not available in the emulator',
    });
  });

  it('refuses a read-only app, bad, expired or foreign tokens, and tells the app to drop a bad token', async () => {
    const e = await emulator({
      crossApp: {
        providerApps: [
          { appId: ORBIT, name: 'Orbit Games', users: [{ email: 'ada@orbit.example', name: 'Ada' }] },
          { appId: LEDGERLY, name: 'Ledgerly', readOnly: true },
          { appId: 'c'.repeat(25), name: 'Comet' },
        ],
      },
    });
    const { token, address } = await orbitUser(e);
    const req = () => request('personal_sign', ['hi', address]);
    const refusal = async (appId: string, t: string, r = req()) => {
      const res = await e.app.request(transactUrl(appId, t, r));
      expect(res.status).toBe(400);
      return posted(await res.text());
    };
    expect(await refusal(LEDGERLY, token)).toEqual({
      message: { type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'Cannot transact against a read-only provider app' },
      target: APP_ORIGIN,
    });
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(await refusal(ORBIT, tampered)).toEqual({
      message: {
        type: 'PRIVY_CROSS_APP_ACTION_ERROR',
        error: 'The token for Orbit Games is not valid: connect again',
        token: { action: 'clear' },
      },
      target: APP_ORIGIN,
    });
    // Orbit Games' token on Comet's page: another app's key and audience.
    expect((await refusal('c'.repeat(25), token))?.message.error).toBe(
      'The token for Comet is not valid: connect again',
    );
    expect((await refusal(ORBIT, ''))?.message.token).toEqual({ action: 'clear' });
    expect((await refusal(ORBIT, 'a.b.c'))?.message.token).toEqual({ action: 'clear' });
    // The approve post re-checks everything too.
    const post = await answer(e, ORBIT, tampered, req(), 'approve');
    expect(posted(await post.text())?.message.error).toBe('The token for Orbit Games is not valid: connect again');
    clock.ms += 3601_000;
    expect(await refusal(ORBIT, token)).toEqual({
      message: {
        type: 'PRIVY_CROSS_APP_ACTION_ERROR',
        error: 'The connection to Orbit Games has expired: connect again',
        token: { action: 'clear' },
      },
      target: APP_ORIGIN,
    });
  });

  it('refuses old, malformed or foreign requests; pages from origins the app does not allow are told nothing', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    const refusalOf = async (req: string) => {
      const res = await e.app.request(transactUrl(ORBIT, token, req));
      expect(res.status).toBe(400);
      const html = await res.text();
      return { html, sent: posted(html) };
    };
    const old = request('personal_sign', ['hi', address]);
    clock.ms += 121_000;
    expect((await refusalOf(old)).sent?.message.error).toBe('This signing request has expired');
    clock.ms -= 121_000;
    expect(
      (await refusalOf(request('personal_sign', ['hi', '0x000000000000000000000000000000000000dEaD']))).sent?.message
        .error,
    ).toBe('The request names another wallet');
    expect((await refusalOf(request('personal_sign', ['', address]))).sent?.message.error).toBe(
      'A message to sign must be a non-empty string',
    );
    expect((await refusalOf(request('eth_sign', ['0x00', address]))).sent?.message.error).toBe(
      'Unsupported method eth_sign',
    );
    expect((await refusalOf(request('privy_signSmartWalletMessage', ['hi', address]))).sent?.message.error).toBe(
      'Smart wallets are not supported by the emulated provider apps',
    );
    const tx = { from: '0x000000000000000000000000000000000000dEaD', to: address, value: '0x1' };
    expect((await refusalOf(request('eth_signTransaction', [tx]))).sent?.message.error).toBe(
      'The transaction is not from this wallet',
    );
    // Not the SDK's envelope at all: nothing can be told to anyone.
    for (const bad of ['not json', '{}', JSON.stringify({ content: 1, timestamp: 'x', callbackUrl: 2 })]) {
      const { html, sent } = await refusalOf(bad);
      expect(sent).toBeNull();
      expect(html).toContain('role="alert"');
    }
    // A page the app does not allow asked: refused without a word to that page.
    const foreign = JSON.stringify({
      content: { request: { request: { method: 'personal_sign', params: ['hi', address] } } },
      timestamp: clock.ms,
      callbackUrl: 'https://evil.example',
    });
    const { html, sent } = await refusalOf(foreign);
    expect(sent).toBeNull();
    expect(html).toContain(`This request comes from a page ${config.appName} does not allow`);
    expect((await answer(e, ORBIT, token, foreign, 'approve')).status).toBe(400);
  });

  it('hostile input: escaped everywhere, bounded, never a 5xx', async () => {
    const e = await emulator();
    const { token, address } = await orbitUser(e);
    // A method name that tries to close the script element the refusal is posted from.
    const evil = await e.app.request(transactUrl(ORBIT, token, request('</script><img src=x onerror=alert(1)>', [])));
    expect(evil.status).toBe(400);
    const html = await evil.text();
    expect(html).not.toContain('</script><img');
    expect(posted(html)?.message.error).toBe('Unsupported method </script><img src=x onerror=alert(1)>');
    // Oversized form fields, a missing or odd decision, an unknown app.
    expect((await answer(e, ORBIT, token, 'x'.repeat(17 * 1024), 'approve')).status).toBe(400);
    expect((await answer(e, ORBIT, token, request('personal_sign', ['hi', address]), 'maybe')).status).toBe(400);
    expect((await e.app.request(`/_emulator/apps/${'q'.repeat(25)}/oauth/transact?token=a&request=b`)).status).toBe(
      404,
    );
    const weird = [
      '/_emulator/apps/x/oauth/transact',
      `/_emulator/apps/${ORBIT}/oauth/transact`,
      `/_emulator/apps/${ORBIT}/oauth/transact?token=${'a'.repeat(400)}&request=${encodeURIComponent('[]')}`,
      `/_emulator/apps/${ORBIT}/oauth/authorize?state=${encodeURIComponent('"><script>')}`,
    ];
    for (const url of weird) {
      const res = await e.app.request(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const multipart = new FormData();
    multipart.append('token', new Blob(['x']), 'file.txt');
    const file = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/transact`, { method: 'POST', body: multipart });
    expect(file.status).toBe(400);
    // Cross-site posts to the provider app's pages are the development guard's to refuse.
    const crossSite = await e.app.request(`/_emulator/apps/${ORBIT}/oauth/transact`, {
      ...form({ token, request: request('personal_sign', ['hi', address]), decision: 'approve' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('cross-app: bounds against a flood of consents', () => {
  it('a provider app stops making accounts at its bound; existing ones still sign in', async () => {
    const e = await emulator();
    const repo = createRepository(e.store);
    const row = (n: number) => ({
      id: `did:privy:flood${String(n).padStart(20, '0')}`,
      provider_app_id: ORBIT,
      email: `flood${n}@orbit.example`,
      name: `Flood ${n}`,
      address: `0x${String(n).padStart(40, '0')}`,
      sealed_key: 'sealed',
      created_at: n,
    });
    expect(repo.crossApp.userNamed(row(1), 2)?.email).toBe('flood1@orbit.example');
    expect(repo.crossApp.userNamed(row(2), 2)?.email).toBe('flood2@orbit.example');
    expect(repo.crossApp.userNamed(row(3), 2)).toBeNull();
    // An address that has an account gets it back at the bound.
    expect(repo.crossApp.userNamed({ ...row(9), email: 'flood1@orbit.example' }, 2)?.id).toBe(row(1).id);
    expect(repo.crossApp.users(ORBIT, 10)).toHaveLength(2);
  });
});
