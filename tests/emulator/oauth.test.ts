import { AuthenticatedUser } from '@privy-io/public-api';
import { describe, expect, it } from 'vitest';
import { type Emulated, emulator } from './helpers';

describe('OAuth: init, consent page, authenticate with PKCE S256 and state', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B
  const start = async (e: Emulated, provider = 'github') => {
    const res = await e.post('/api/v1/oauth/init', {
      provider,
      redirect_to: 'http://localhost:5173/login',
      code_challenge: challenge,
      state_code: 'state-123',
    });
    return res;
  };
  const consent = async (e: Emulated, decision: 'allow' | 'deny') => {
    const res = await e.app.request('/_emulator/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'state-123', decision, email: 'Ada@Example.com', name: 'Ada' }).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  };

  it('allow: returns to the app with the provider-prefixed parameters, then signs in', async () => {
    const e = await emulator();
    const init = await start(e);
    expect(init.status).toBe(200);
    const { url } = (await init.json()) as { url: string };
    const page = await e.app.request(new URL(url).pathname + new URL(url).search);
    expect(await page.text()).toContain('Sign in with GitHub');
    const back = await consent(e, 'allow');
    expect(back.origin + back.pathname).toBe('http://localhost:5173/login');
    expect(back.searchParams.get('privy_oauth_state')).toBe('state-123');
    expect(back.searchParams.get('privy_oauth_provider')).toBe('github');
    const res = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as {
      user: { linked_accounts: Record<string, unknown>[] };
      oauth_tokens: { provider: string };
    };
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'github_oauth', email: 'ada@example.com' });
    expect(session.oauth_tokens.provider).toBe('github');
  });

  it('deny: returns the code the SDK reads as "User denied confirmation during OAuth flow"', async () => {
    const e = await emulator();
    await start(e);
    const back = await consent(e, 'deny');
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined');
  });

  it('a wrong PKCE verifier or state is pkce_state_code_mismatch; a code is single use', async () => {
    const e = await emulator();
    await start(e);
    const code = (await consent(e, 'allow')).searchParams.get('privy_oauth_code');
    const wrong = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: `${verifier}x`,
      mode: 'login-or-sign-up',
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('pkce_state_code_mismatch');
    const otherState = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'other',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(((await otherState.json()) as { code: string }).code).toBe('pkce_state_code_mismatch');
    const ok = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(ok.status).toBe(200);
    const again = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    expect(again.status).toBe(401);
  });

  it('refuses disabled providers and redirects off the allowed origins', async () => {
    const e = await emulator();
    expect((await start(e, 'spotify')).status).toBe(403);
    const evil = await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: 'https://evil.example/',
      code_challenge: challenge,
      state_code: 's',
    });
    expect(evil.status).toBe(400);
  });

  it('signs in with a custom provider under its own id', async () => {
    const e = await emulator({
      customOAuthProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO', iconUrl: 'https://acme.example/icon.png' }],
    });
    await start(e, 'custom:acme-sso');
    const code = (await consent(e, 'allow')).searchParams.get('privy_oauth_code');
    const res = await e.post('/api/v1/oauth/authenticate', {
      authorization_code: code,
      state_code: 'state-123',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.linked_accounts[0]?.type).toBe('custom:acme-sso');
  });
});

describe('OAuth linking', () => {
  it('links a GitHub account to an e-mail user, validating as OAuthLinkResponse; not another user’s', async () => {
    const { OAuthLinkResponse } = await import('@privy-io/public-api');
    const e = await emulator();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const grant = async (state: string, email: string) => {
      await e.post('/api/v1/oauth/init', {
        provider: 'github',
        redirect_to: 'http://localhost:5173/',
        code_challenge: challenge,
        state_code: state,
      });
      const res = await e.app.request('/_emulator/oauth/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, decision: 'allow', email, name: 'Someone' }).toString(),
      });
      return new URL(res.headers.get('location') ?? '').searchParams.get('privy_oauth_code');
    };
    const ada = await e.login('ada@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const res = await e.post(
      '/api/v1/oauth/link',
      { authorization_code: await grant('s1', 'ada@github.example'), state_code: 's1', code_verifier: verifier },
      auth,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    const parsed = OAuthLinkResponse.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect((body as { linked_accounts: { type: string }[] }).linked_accounts.map((a) => a.type)).toEqual([
      'email',
      'github_oauth',
    ]);

    // Grace signs up with another GitHub identity; Ada cannot take it.
    await e.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: 'http://localhost:5173/',
      code_challenge: challenge,
      state_code: 's2',
    });
    const graceCode = await grant('s2', 'grace@github.example');
    await e.post('/api/v1/oauth/authenticate', {
      authorization_code: graceCode,
      state_code: 's2',
      code_verifier: verifier,
      mode: 'login-or-sign-up',
    });
    const ada2 = await e.login('ada2@example.com');
    const taken = await e.post(
      '/api/v1/oauth/link',
      { authorization_code: await grant('s3', 'grace@github.example'), state_code: 's3', code_verifier: verifier },
      { authorization: `Bearer ${ada2.token}` },
    );
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { code: string }).code).toBe('linked_to_another_user');
  });
});
