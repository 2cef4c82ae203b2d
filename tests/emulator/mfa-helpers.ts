/**
 * Shared setup of the authenticator-app MFA tests (mfa.test.ts, mfa-verification.test.ts).
 */
import { expect } from 'vitest';
import { clock, totpAt as code, type Emulated, mfa, relay } from './helpers';

export const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

/**
 * Signs in a user with an on-device Ethereum wallet and enrols an authenticator app with the code of the step before
 * now (accepted as a step of drift), so that the current code is still unused; answers the secret.
 */
export async function enrolled(e: Emulated, email = 'ada@example.com') {
  const { token, user } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
  expect(init.status).toBe(200);
  const secret = String(init.body.data?.secret);
  const enrol = await mfa(e, token, 'privy:mfa:submit-enrollment', {
    method: 'totp',
    code: code(secret, clock.ms - 30_000),
  });
  expect(enrol.status).toBe(200);
  return { token, userId: user.id, secret, address: String(wallet.body.data.address) as `0x${string}` };
}

/** personal_sign through the frame relay (on-device wallet); the error code read too. */
export async function sign(e: Emulated, token: string) {
  const answer = await relay(e, token, 'privy:wallet:rpc', {
    request: { method: 'personal_sign', params: ['Hello Sigil'] },
  });
  return answer as typeof answer & { body: { code?: string } };
}
