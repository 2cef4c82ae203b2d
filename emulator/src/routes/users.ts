import { Hono } from 'hono';
import type { Emulator } from '../context';
import { requireApp } from '../http';
import { requireUser } from '../sessions';
import { userJson } from '../users';

/** The signed-in user. */
export function userRoutes(emulator: Emulator) {
  const routes = new Hono();
  routes.get('/api/v1/users/me', async (c) => {
    requireApp(c, emulator.config);
    const { userId } = await requireUser(c, emulator);
    return c.json({ user: userJson(emulator, userId) });
  });
  return routes;
}
