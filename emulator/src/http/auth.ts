import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { EmulatorConfig } from '../config';
import type { Emulator } from '../context';
import { type LoginMethod, requireMethod } from '../security/methods';
import { ApiError } from './request';

/** The caller as the auth middleware found them: the app named in `privy-app-id`, and the signed-in user. */
interface AuthVariables {
  /** The app's configuration, once `privy-app-id` named it (`app`). */
  app: EmulatorConfig;
  /** The user and session of a live session's bearer access token (`user`). */
  user: { userId: string; sessionId: string };
}

/** The environment of every sub-app whose routes use the auth middleware. */
export type AuthEnv = { Variables: AuthVariables };

/**
 * The auth checks as route middleware, in the order a route lists them (the order of the provider's answers):
 * - `app`: every API call names the app in `privy-app-id` (403 `missing_or_invalid_privy_app_id`);
 * - `method(m)`: the app enables the login method (403 `disallowed_login_method`, security/methods.ts);
 * - `user`: a live session's bearer access token (401 `missing_or_invalid_token`).
 * Each runs before the handler reads the body, so a refusal never depends on what the body holds.
 */
export function authGuards(emulator: Pick<Emulator, 'config' | 'repo' | 'tokens' | 'now'>) {
  const { config } = emulator;
  return {
    app: createMiddleware<AuthEnv>(async (c, next) => {
      if (c.req.header('privy-app-id') !== config.appId)
        throw new ApiError(403, 'Missing or invalid privy-app-id header', 'missing_or_invalid_privy_app_id');
      c.set('app', config);
      await next();
    }),
    method: (method: LoginMethod) =>
      createMiddleware<AuthEnv>(async (_c, next) => {
        requireMethod(config, method);
        await next();
      }),
    user: createMiddleware<AuthEnv>(async (c, next) => {
      c.set('user', await sessionUser(c, emulator));
      await next();
    }),
  };
}

/** The caller's user and session, from a live session's bearer access token; 401 otherwise. */
async function sessionUser(c: Context, { repo, tokens, now }: Pick<Emulator, 'repo' | 'tokens' | 'now'>) {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? await tokens.verifyAccessToken(token, now()) : null;
  if (!claims) throw new ApiError(401, 'Missing or invalid access token', 'missing_or_invalid_token');
  if (!repo.sessions.isLive(claims.sessionId)) throw new ApiError(401, 'Session has ended', 'missing_or_invalid_token');
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** The app-id check of a path naming the app (`/apps/:appId/...`): 404 when it names another app. */
export function requireAppInPath(c: Context, config: Pick<EmulatorConfig, 'appId'>): void {
  if (c.req.param('appId') !== config.appId)
    throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
}
