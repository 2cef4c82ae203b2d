import { OptionalRefreshTokenInput, RefreshTokenInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { accessTokens, nextSession, ROTATION_GRACE_MS, setSession } from '../sessions';
import { hashToken } from '../tokens';

/** Refreshing and ending sessions. */
export function sessionRoutes(emulator: Emulator) {
  const { config, repo, tokens, now } = emulator;
  const routes = new Hono();

  /**
   * Refresh, with the three answers of `session_update_action`:
   * - `set`: the refresh token was current; it is rotated (single use) and every token is new.
   * - `ignore`: the token was rotated moments ago by a concurrent refresh (another tab sharing the storage already
   *   holds the successor): new access and identity tokens for that successor, the stored refresh token untouched.
   * An ended session (expired, logged out, or an old token replayed after the grace period) and an unknown token
   * are a 401 `missing_or_invalid_token`. `clear` belongs to the provider's HttpOnly-cookie mode (tokens kept in
   * cookies, local copies wiped), which the emulator does not offer.
   */
  routes.post('/api/v1/sessions', async (c) => {
    requireApp(c, config);
    const { refresh_token } = await body(c, RefreshTokenInput);
    const next = nextSession(emulator);
    const rotation = repo.sessions.rotate(hashToken(refresh_token), next.row, now(), ROTATION_GRACE_MS);
    switch (rotation.kind) {
      case 'rotated':
        return c.json(await setSession(emulator, rotation.userId, next.row.id, next.refreshToken, false));
      case 'successor':
        return c.json({
          ...(await accessTokens(emulator, rotation.userId, rotation.sessionId)),
          refresh_token: null,
          session_update_action: 'ignore' as const,
          is_new_user: false,
        });
      case 'ended':
        // The SDK answers a 401 by wiping its local session: the clean logout the spec asks for (§8). (`clear`
        // would not do: the SDK still returns the response's user, and the page stays signed in until reload.)
        throw new ApiError(401, 'Invalid or expired refresh token', 'missing_or_invalid_token');
    }
  });

  routes.post('/api/v1/sessions/logout', async (c) => {
    requireApp(c, config);
    const { refresh_token } = await body(c, OptionalRefreshTokenInput);
    if (refresh_token) repo.sessions.revokeByRefreshToken(hashToken(refresh_token));
    const claims = await tokens.verifyAccessToken((c.req.header('authorization') ?? '').replace(/^Bearer /, ''), now());
    if (claims) repo.sessions.revoke(claims.sessionId);
    return c.json({ success: true });
  });

  return routes;
}
