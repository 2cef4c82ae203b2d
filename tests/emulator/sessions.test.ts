import { AuthenticatedUser } from '@privy-io/public-api';
import { importJWK, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP, clock, config, emulator, resetClock } from './helpers';

beforeEach(resetClock);

describe('contract: responses validate against the provider’s schemas', () => {
  it('issues ES256 access tokens with sub, sid, aud, iss and exp, verifiable with the JWKS', async () => {
    const { app, login } = await emulator();
    const session = await login();
    const { keys } = (await (await app.request('/.well-known/jwks.json')).json()) as { keys: Record<string, string>[] };
    const key = await importJWK(keys[0]!, 'ES256');
    const { payload, protectedHeader } = await jwtVerify(session.token, key, { currentDate: new Date(clock.ms) });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: session.user.id, aud: config.appId, iss: 'privy.io' });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(config.tokens.accessTokenSeconds);
    await jwtVerify(session.identity_token, key, { currentDate: new Date(clock.ms) });
  });
});

describe('sessions', () => {
  type Refreshed = { session_update_action: string; token: string | null; refresh_token: string | null };
  const refresh = async (post: (url: string, body: unknown) => Response | Promise<Response>, refresh_token: string) => {
    const res = await post('/api/v1/sessions', { refresh_token });
    const json = (await res.json()) as Refreshed;
    if (res.status === 200) {
      const parsed = AuthenticatedUser.safeParse(json);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    return { status: res.status, ...json };
  };

  it('set: a current refresh token is rotated (single use) and every token is new', async () => {
    const { post, login } = await emulator();
    const first = await login();
    const second = await refresh(post, first.refresh_token);
    expect(second).toMatchObject({ status: 200, session_update_action: 'set' });
    expect(second.refresh_token).toMatch(/\S{20,}/);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.token).not.toBe(first.token);
  });

  it('ignore: a token rotated moments ago (another tab) gets new access tokens but keeps the stored refresh token', async () => {
    const { post, login, tokens } = await emulator();
    const first = await login();
    const second = await refresh(post, first.refresh_token);
    clock.ms += 5_000;
    const concurrent = await refresh(post, first.refresh_token);
    expect(concurrent).toMatchObject({ status: 200, session_update_action: 'ignore', refresh_token: null });
    // The access token belongs to the session the other tab holds, which stays usable.
    const claims = await tokens.verifyAccessToken(concurrent.token ?? '', clock.ms);
    const successor = await tokens.verifyAccessToken(second.token ?? '', clock.ms);
    expect(claims?.sessionId).toBe(successor?.sessionId);
    expect((await refresh(post, second.refresh_token ?? '')).session_update_action).toBe('set');
  });

  it("a rotated session's access tokens keep working until a logout ends the latest session", async () => {
    const { post, login, app } = await emulator();
    const me = (token: string | null) =>
      app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${token}` } });
    const first = await login('rotated@example.com');
    // Another tab (or the cross-app pop-up, which shares the SDK's storage) refreshes: this tab's token still counts.
    const second = await refresh(post, first.refresh_token);
    const third = await refresh(post, second.refresh_token ?? '');
    expect((await me(first.token)).status).toBe(200);
    expect((await me(second.token)).status).toBe(200);
    expect((await me(third.token)).status).toBe(200);
    expect((await post('/api/v1/sessions/logout', { refresh_token: third.refresh_token })).status).toBe(200);
    for (const token of [first.token, second.token, third.token]) {
      expect(await (await me(token)).json()).toMatchObject({ error: 'Session has ended' });
    }

    // A logout from a stale tab (its access token and refresh token are of an older session) ends the chain too.
    const fourth = await login('stale@example.com');
    const fifth = await refresh(post, fourth.refresh_token);
    const sixth = await refresh(post, fifth.refresh_token ?? '');
    const staleLogout = await app.request('/api/v1/sessions/logout', {
      method: 'POST',
      headers: { ...APP, authorization: `Bearer ${fourth.token}` },
      body: JSON.stringify({ refresh_token: fourth.refresh_token }),
    });
    expect(staleLogout.status).toBe(200);
    for (const token of [fourth.token, fifth.token, sixth.token]) {
      expect((await me(token)).status).toBe(401);
    }
    expect(await refresh(post, sixth.refresh_token ?? '')).toMatchObject({ status: 401 });
  });

  it('ends the session (401 missing_or_invalid_token) for a replayed, logged-out, expired or unknown token', async () => {
    const { post, login } = await emulator();
    const ended = { status: 401, code: 'missing_or_invalid_token' };
    const first = await login('replay@example.com');
    const second = await refresh(post, first.refresh_token);
    clock.ms += 11_000; // past the grace period: an old token replayed is refused
    expect(await refresh(post, first.refresh_token)).toMatchObject(ended);

    expect((await post('/api/v1/sessions/logout', { refresh_token: second.refresh_token })).status).toBe(200);
    expect(await refresh(post, second.refresh_token ?? '')).toMatchObject(ended);

    const third = await login('expired@example.com');
    clock.ms += 30 * 86_400_000;
    expect(await refresh(post, third.refresh_token)).toMatchObject(ended);
    expect(await refresh(post, 'never-issued-refresh-token-000000000000')).toMatchObject(ended);
  });
});
