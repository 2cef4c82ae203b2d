import { AuthenticatedUser } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { clock, emulator, resetClock } from './helpers';

beforeEach(resetClock);

describe('guest and custom token sign-in', () => {
  it('signs in a guest and brings the same guest back with the same credential', async () => {
    const { post } = await emulator();
    // 32 random bytes, base64url: 43 characters, as the provider's schema requires.
    const credential = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
    const first = await post('/api/v1/guest/authenticate', { guest_credential: credential });
    expect(first.status).toBe(200);
    const session = (await first.json()) as { user: { id: string; is_guest: boolean; linked_accounts: unknown[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.is_guest).toBe(true);
    expect(session.user.linked_accounts).toEqual([]);
    const again = (await (await post('/api/v1/guest/authenticate', { guest_credential: credential })).json()) as {
      user: { id: string };
    };
    expect(again.user.id).toBe(session.user.id);
  });

  it('refuses guests where the app disables them', async () => {
    const { post } = await emulator({ loginMethods: ['email'] });
    const res = await post('/api/v1/guest/authenticate', { guest_credential: 'abc' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('disallowed_login_method');
  });

  it('verifies custom tokens from the configured issuer only', async () => {
    const { app, post, tokens } = await emulator({ loginMethods: ['email', 'custom_jwt'] });
    const minted = (await (
      await app.request('/_emulator/custom-token', { method: 'POST', body: JSON.stringify({ sub: 'acme-42' }) })
    ).json()) as {
      token: string;
    };
    const res = await post('/api/v1/custom_jwt_account/authenticate', { token: minted.token });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(AuthenticatedUser.safeParse(session).success).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'custom_auth', custom_user_id: 'acme-42' });
    const foreign = await tokens.signAs('https://someone-else.example', 'acme-42', 60, clock.ms);
    expect((await post('/api/v1/custom_jwt_account/authenticate', { token: foreign })).status).toBe(401);
    expect((await post('/api/v1/custom_jwt_account/authenticate', { token: 'not-a-jwt' })).status).toBe(401);
  });
});
