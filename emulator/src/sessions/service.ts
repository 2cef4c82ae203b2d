import { randomUUID } from 'node:crypto';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { hashToken, newRefreshToken } from '../tokens';
import { userJson } from '../users/service';

/** How long a just-rotated refresh token still answers `ignore` (a concurrent refresh from another tab). */
const ROTATION_GRACE_MS = 10_000;

/** A new session's id and refresh token (stored hashed), valid for the configured number of days. */
function nextSession({ config, now }: Emulator) {
  const refreshToken = newRefreshToken();
  const createdAt = now();
  return {
    refreshToken,
    row: {
      id: randomUUID(),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: createdAt + config.tokens.refreshTokenDays * 86_400_000,
      createdAt,
    },
  };
}

/** The user with fresh access and identity tokens for a session. */
async function accessTokens(emulator: Emulator, userId: string, sessionId: string) {
  const { config, tokens, now } = emulator;
  const t = now();
  const user = userJson(emulator, userId);
  const accessToken = await tokens.accessToken(userId, sessionId, config.tokens.accessTokenSeconds, t);
  const identityToken = await tokens.identityToken(
    userId,
    { linked_accounts: JSON.stringify(user.linked_accounts) },
    config.tokens.accessTokenSeconds,
    t,
  );
  return { user, token: accessToken, privy_access_token: accessToken, identity_token: identityToken };
}

/** The answer to a session opened with `refreshToken`: `set` tells the SDK to store every token. */
async function setSession(emulator: Emulator, userId: string, sessionId: string, refreshToken: string, isNew: boolean) {
  return {
    ...(await accessTokens(emulator, userId, sessionId)),
    refresh_token: refreshToken,
    session_update_action: 'set' as const,
    is_new_user: isNew,
  };
}

/** Opens a session for a user who just signed in (or up) and answers with the provider's session response. */
export async function sessionResponse(emulator: Emulator, userId: string, isNew: boolean) {
  const { refreshToken, row } = nextSession(emulator);
  emulator.repo.sessions.open({ ...row, userId });
  return setSession(emulator, userId, row.id, refreshToken, isNew);
}

/**
 * Refresh, with the three answers of `session_update_action`:
 * - `set`: the refresh token was current; it is rotated (single use) and every token is new.
 * - `ignore`: the token was rotated moments ago by a concurrent refresh (another tab sharing the storage already
 *   holds the successor): new access and identity tokens for that successor, the stored refresh token untouched.
 * An ended session (expired, logged out, or an old token replayed after the grace period) and an unknown token
 * are a 401 `missing_or_invalid_token`. `clear` belongs to the provider's HttpOnly-cookie mode (tokens kept in
 * cookies, local copies wiped), which the emulator does not offer.
 */
export async function refreshSession(emulator: Emulator, refreshToken: string) {
  const next = nextSession(emulator);
  const rotation = emulator.repo.sessions.rotate(hashToken(refreshToken), next.row, emulator.now(), ROTATION_GRACE_MS);
  switch (rotation.kind) {
    case 'rotated':
      return setSession(emulator, rotation.userId, next.row.id, next.refreshToken, false);
    case 'successor':
      return {
        ...(await accessTokens(emulator, rotation.userId, rotation.sessionId)),
        refresh_token: null,
        session_update_action: 'ignore' as const,
        is_new_user: false,
      };
    case 'ended':
      // The SDK answers a 401 by wiping its local session: a clean logout. (`clear` would not do: the SDK still
      // returns the response's user, and the page stays signed in until reload.)
      throw new ApiError(401, 'Invalid or expired refresh token', 'missing_or_invalid_token');
  }
}

/** Logout: the session of the refresh token and the one of the access token (either may be absent) end. */
export async function endSession(
  { repo, tokens, now }: Emulator,
  refreshToken: string | null | undefined,
  accessToken: string,
) {
  if (refreshToken) repo.sessions.revokeByRefreshToken(hashToken(refreshToken));
  const claims = await tokens.verifyAccessToken(accessToken, now());
  if (claims) repo.sessions.revoke(claims.sessionId);
}
