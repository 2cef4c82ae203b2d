import { AcceptTermsOnUser, EmptyObject } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { body, requireApp } from '../http';
import { requireUser } from '../sessions';
import { acceptTerms, userJson } from '../users';

/** The signed-in user, and their acceptance of the app's terms. */
export function userRoutes(emulator: Emulator) {
  const routes = new Hono();
  routes.get('/api/v1/users/me', async (c) => {
    requireApp(c, emulator.config);
    const { userId } = await requireUser(c, emulator);
    return c.json({ user: userJson(emulator, userId) });
  });
  // The SDK's acceptTerms() reads the answer as the user itself (not wrapped in `user`).
  routes.post(AcceptTermsOnUser.path, async (c) => {
    requireApp(c, emulator.config);
    const { userId } = await requireUser(c, emulator);
    // `useAcceptTerms` posts `{}`: the route's input is the provider's EmptyObject.
    await body(c, EmptyObject);
    acceptTerms(emulator, userId);
    return c.json(userJson(emulator, userId));
  });
  return routes;
}
