/**
 * Cross-app accounts: connections and details, and OAuth with another provider app (its consent page,
 * authenticate, link, unlink). Signing through the provider app's transact page: cross-app-transact.test.ts.
 */
import { AuthenticatedUser, CrossAppConnectionsResponse, OAuthLinkResponse, User } from '@privy-io/public-api';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  CHALLENGE,
  consent,
  crossAppLogin,
  form,
  init,
  LEDGERLY,
  ORBIT,
  posted,
  type Session,
  VERIFIER,
} from './cross-app-helpers';
import { clock, config, emulator, me, resetClock } from './helpers';

beforeEach(resetClock);

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
