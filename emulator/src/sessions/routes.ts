import { OptionalRefreshTokenInput, RefreshTokenInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { endSession, refreshSession } from './service';

/** Refreshing and ending sessions (mounted at `/api/v1/sessions`). */
export function sessionRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  // Refresh: `set`, `ignore` or a 401 (service.ts refreshSession).
  routes.post('/', guard.app, async (c) => {
    const { refresh_token } = await body(c, RefreshTokenInput);
    return c.json(await refreshSession(emulator, refresh_token));
  });

  routes.post('/logout', guard.app, async (c) => {
    const { refresh_token } = await body(c, OptionalRefreshTokenInput);
    await endSession(emulator, refresh_token, (c.req.header('authorization') ?? '').replace(/^Bearer /, ''));
    return c.json({ success: true });
  });

  return routes;
}
