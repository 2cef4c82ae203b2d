import { User } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP, clock, config, emulator, resetClock } from './helpers';

beforeEach(resetClock);

describe('contract: responses validate against the provider’s schemas', () => {
  it('answers /users/me for the bearer of a valid token, and 401 otherwise', async () => {
    const { app, login } = await emulator();
    const session = await login();
    const me = await app.request('/api/v1/users/me', { headers: { ...APP, authorization: `Bearer ${session.token}` } });
    expect(me.status).toBe(200);
    expect(User.safeParse(((await me.json()) as { user: unknown }).user).success).toBe(true);
    expect((await app.request('/api/v1/users/me', { headers: APP })).status).toBe(401);
    clock.ms += (config.tokens.accessTokenSeconds + 1) * 1000;
    const expired = await app.request('/api/v1/users/me', {
      headers: { ...APP, authorization: `Bearer ${session.token}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'Missing or invalid access token',
      code: 'missing_or_invalid_token',
    });
  });
});

describe('linking and unlinking, with the limits', () => {
  it('updates an e-mail and a phone number with a code sent to the new one; refuses a wrong code and a taken one', async () => {
    const e = await emulator();
    await e.login('taken@example.com');
    const ada = await e.login('old@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const update = async (newAddress: string, code?: string) => {
      await e.post('/api/v1/passwordless/init', { email: newAddress });
      return e.post(
        '/api/v1/passwordless/update',
        { oldAddress: 'old@example.com', newAddress, code: code ?? (await e.lastCode(newAddress)) },
        auth,
      );
    };
    expect((await update('new@example.com', '000000')).status).toBe(401);
    expect(((await (await update('taken@example.com')).json()) as { code: string }).code).toBe(
      'linked_to_another_user',
    );
    const updated = await update('new@example.com');
    expect(updated.status).toBe(200);
    const user = (await updated.json()) as { linked_accounts: { type: string; address?: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.filter((a) => a.type === 'email').map((a) => a.address)).toEqual(['new@example.com']);
    // The new address now signs Ada in.
    await e.post('/api/v1/passwordless/init', { email: 'new@example.com' });
    const again = (await (
      await e.post('/api/v1/passwordless/authenticate', {
        email: 'new@example.com',
        code: await e.lastCode('new@example.com'),
        mode: 'login-or-sign-up',
      })
    ).json()) as { user: { id: string } };
    expect(again.user.id).toBe(ada.user.id);

    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const linkPhone = await e.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+14155552671', code: await e.lastCode('+1 415 555 2671') },
      auth,
    );
    expect(linkPhone.status).toBe(200);
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155550100' });
    const phone = await e.post(
      '/api/v1/passwordless_sms/update',
      {
        old_phone_number: '+14155552671',
        new_phone_number: '+14155550100',
        code: await e.lastCode('+1 415 555 0100'),
      },
      auth,
    );
    expect(phone.status).toBe(200);
    const phones = (
      (await phone.json()) as { linked_accounts: { type: string; phoneNumber?: string }[] }
    ).linked_accounts.filter((a) => a.type === 'phone');
    expect(phones).toHaveLength(1);
    expect(JSON.stringify(phones)).toContain('555 0100');
  });

  it('links an e-mail to an SMS user, refuses a second e-mail and another user’s, unlinks it', async () => {
    const e = await emulator();
    // Ada signs in by SMS.
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const ada = (await (
      await e.post('/api/v1/passwordless_sms/authenticate', {
        phoneNumber: '+14155552671',
        code: await e.lastCode('+1 415 555 2671'),
        mode: 'login-or-sign-up',
      })
    ).json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${ada.token}` };
    // Grace owns grace@example.com.
    await e.login('grace@example.com');

    await e.post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const linked = await e.post(
      '/api/v1/passwordless/link',
      { email: 'ada@example.com', code: await e.lastCode('ada@example.com') },
      auth,
    );
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'phone']);

    await e.post('/api/v1/passwordless/init', { email: 'second@example.com' });
    const second = await e.post(
      '/api/v1/passwordless/link',
      { email: 'second@example.com', code: await e.lastCode('second@example.com') },
      auth,
    );
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      error: 'You cannot authorize more than one account for this user.',
      code: 'cannot_link_more_of_type',
    });

    await e.post('/api/v1/passwordless/unlink', { address: 'ada@example.com' }, auth);
    await e.post('/api/v1/passwordless/init', { email: 'grace@example.com' });
    const taken = await e.post(
      '/api/v1/passwordless/link',
      { email: 'grace@example.com', code: await e.lastCode('grace@example.com') },
      auth,
    );
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: 'This account has already been linked to another user.',
      code: 'linked_to_another_user',
    });
  });

  it('refuses to unlink the only login method, and linking without a session', async () => {
    const e = await emulator();
    const session = await e.login();
    const only = await e.post(
      '/api/v1/passwordless/unlink',
      { address: 'ada@example.com' },
      { authorization: `Bearer ${session.token}` },
    );
    expect(only.status).toBe(400);
    expect((await e.post('/api/v1/passwordless/link', { email: 'x@example.com', code: '123456' })).status).toBe(401);
  });

  // The refusal of a 6th passkey needs the passkey link route (next); this checks that limits count per type.
  it('counts limits per type: 5 passkeys do not block a phone; unlinking a passkey', async () => {
    const e = await emulator();
    const session = await e.login();
    const at = Math.floor(clock.ms / 1000);
    for (let i = 0; i < 5; i++) {
      e.store.run(
        "INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, 'passkey', ?, '{}', ?, ?, ?)",
        [session.user.id, `cred-${i}`, at, at, at],
      );
    }
    await e.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' });
    const phone = await e.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+14155552671', code: await e.lastCode('+1 415 555 2671') },
      { authorization: `Bearer ${session.token}` },
    );
    expect(phone.status).toBe(200);
    const res = await e.post(
      '/api/v1/passkeys/unlink',
      { credential_id: 'cred-0' },
      { authorization: `Bearer ${session.token}` },
    );
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { linked_accounts: { type: string }[] }).linked_accounts.filter(
        (a) => a.type === 'passkey',
      ),
    ).toHaveLength(4);
  });
});
