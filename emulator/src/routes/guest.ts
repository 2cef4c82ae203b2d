import { AuthenticateGuestInput, AuthenticateJwtInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { requireMethod } from '../security/methods';
import { sessionResponse } from '../sessions';
import { hashToken } from '../tokens';
import { findOrCreateUser } from '../users';

/** Guest accounts and sign-in with a token from the app's own auth server (custom JWT). */
export function guestRoutes(emulator: Emulator) {
  const { config, tokens, now } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/guest/authenticate', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'guest');
    const { guest_credential } = await body(c, AuthenticateGuestInput);
    // The browser keeps the credential, so the same guest comes back; only its hash is stored.
    const { userId, isNew } = findOrCreateUser(
      emulator,
      'guest_credential',
      hashToken(guest_credential),
      'login-or-sign-up',
      { guest: true },
    );
    return c.json(await sessionResponse(emulator, userId, isNew));
  });

  routes.post('/api/v1/custom_jwt_account/authenticate', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'custom_jwt');
    const input = await body(c, AuthenticateJwtInput);
    const subject = input.token ? await tokens.verifyFrom(config.customJwtIssuer, input.token, now()) : null;
    if (!subject) throw new ApiError(401, 'Invalid or expired custom auth token', 'invalid_credentials');
    const { userId, isNew } = findOrCreateUser(emulator, 'custom_auth', subject, input.mode, {
      data: { custom_user_id: subject },
    });
    return c.json(await sessionResponse(emulator, userId, isNew));
  });

  return routes;
}
