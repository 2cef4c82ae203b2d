import { AuthenticatedUser } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { clock, config, emulator, resetClock } from './helpers';

beforeEach(resetClock);

describe('contract: responses validate against the provider’s schemas', () => {
  it('signs up by e-mail code with an AuthenticatedUser session response', async () => {
    const { login } = await emulator();
    const session = await login();
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.user.linked_accounts[0]).toMatchObject({ type: 'email', address: 'ada@example.com' });
    expect(parsed.data?.is_new_user).toBe(true);
  });

  it('signs in by SMS code', async () => {
    const { post, lastCode } = await emulator();
    expect((await post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155552671' })).status).toBe(200);
    const res = await post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber: '+14155552671',
      // The provider's schema normalises numbers; codes are keyed (and listed in the inbox) that way.
      code: await lastCode('+1 415 555 2671'),
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    expect(AuthenticatedUser.safeParse(await res.json()).success).toBe(true);
  });
});

describe('rules enforced server-side', () => {
  it('rejects a wrong code with invalid_credentials, keeps the right one valid, then burns it after use', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const code = await lastCode('ada@example.com');
    const wrong = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code: code === '000000' ? '111111' : '000000',
      mode: 'login-or-sign-up',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid code', code: 'invalid_credentials' });
    const right = { email: 'ada@example.com', code, mode: 'login-or-sign-up' };
    expect((await post('/api/v1/passwordless/authenticate', right)).status).toBe(200);
    expect((await post('/api/v1/passwordless/authenticate', right)).status).toBe(401);
  });

  it('expires codes', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    const code = await lastCode('ada@example.com');
    clock.ms += config.tokens.codeSeconds * 1000;
    const res = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_credentials');
  });

  it('rate-limits sends and guesses with too_many_requests', async () => {
    const { post } = await emulator();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/passwordless/init', { email: 'ada@example.com' })).status).toBe(200);
    const limited = await post('/api/v1/passwordless/init', { email: 'ada@example.com' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('too_many_requests');
    clock.ms += 10 * 60_000 + 1;
    expect((await post('/api/v1/passwordless/init', { email: 'ada@example.com' })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      await post('/api/v1/passwordless/authenticate', {
        email: 'ada@example.com',
        code: 'abcdef'.replace(/./g, String(i)),
        mode: 'login-or-sign-up',
      });
    }
    const guessed = await post('/api/v1/passwordless/authenticate', {
      email: 'ada@example.com',
      code: '999999',
      mode: 'login-or-sign-up',
    });
    expect(guessed.status).toBe(429);
  });

  it("applies the '+' rule when the app disallows it", async () => {
    const { post } = await emulator({ disablePlusEmails: true });
    const res = await post('/api/v1/passwordless/init', { email: 'ada+news@example.com' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please enter a valid email address without a '+'.",
      code: 'disallowed_plus_email',
    });
    expect((await (await emulator()).post('/api/v1/passwordless/init', { email: 'ada+news@example.com' })).status).toBe(
      200,
    );
  });

  it('refuses sign-up in no-signup mode', async () => {
    const { post, lastCode } = await emulator();
    await post('/api/v1/passwordless/init', { email: 'new@example.com' });
    const res = await post('/api/v1/passwordless/authenticate', {
      email: 'new@example.com',
      code: await lastCode('new@example.com'),
      mode: 'no-signup',
    });
    expect(res.status).toBe(404);
  });
});
