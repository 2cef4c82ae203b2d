import { AuthenticateGuestInput, AuthenticateJwtInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { signInGuest, signInWithCustomJwt } from './service';

/** Guest accounts (mounted at `/api/v1/guest`). */
export function guestRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();
  routes.post('/authenticate', guard.app, guard.method('guest'), async (c) => {
    const { guest_credential } = await body(c, AuthenticateGuestInput);
    return c.json(await signInGuest(emulator, guest_credential));
  });
  return routes;
}

/** Sign-in with a token from the app's own auth server (mounted at `/api/v1/custom_jwt_account`). */
export function customJwtRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();
  routes.post('/authenticate', guard.app, guard.method('custom_jwt'), async (c) => {
    const input = await body(c, AuthenticateJwtInput);
    return c.json(await signInWithCustomJwt(emulator, input.token, input.mode));
  });
  return routes;
}
