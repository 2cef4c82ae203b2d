import { AcceptTermsOnUser, EmptyObject } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { acceptTerms, userJson } from './service';

/** The path of the terms route below `/api/v1/users/me`, where these routes are mounted. */
const ACCEPT_TERMS = AcceptTermsOnUser.path.replace('/api/v1/users/me', '');

/** The signed-in user, and their acceptance of the app's terms (mounted at `/api/v1/users/me`). */
export function userRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();
  routes.get('/', guard.app, guard.user, (c) => c.json({ user: userJson(emulator, c.var.user.userId) }));
  // The SDK's acceptTerms() reads the answer as the user itself (not wrapped in `user`).
  routes.post(ACCEPT_TERMS, guard.app, guard.user, async (c) => {
    const { userId } = c.var.user;
    // `useAcceptTerms` posts `{}`: the route's input is the provider's EmptyObject.
    await body(c, EmptyObject);
    acceptTerms(emulator, userId);
    return c.json(userJson(emulator, userId));
  });
  return routes;
}
