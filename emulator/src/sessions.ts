import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Emulator } from './context';
import { ApiError } from './http';
import { hashToken, newRefreshToken } from './tokens';
import { userJson } from './users';

/** How long a just-rotated refresh token still answers `ignore` (a concurrent refresh from another tab). */
export const ROTATION_GRACE_MS = 10_000;

/** The caller's user and session, from a live session's bearer access token; 401 otherwise. */
export async function requireUser(c: Context, { repo, tokens, now }: Emulator) {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? await tokens.verifyAccessToken(token, now()) : null;
  if (!claims) throw new ApiError(401, 'Missing or invalid access token', 'missing_or_invalid_token');
  if (!repo.sessions.isLive(claims.sessionId)) throw new ApiError(401, 'Session has ended', 'missing_or_invalid_token');
  return claims;
}

/** A new session's id and refresh token (stored hashed), valid for the configured number of days. */
export function nextSession({ config, now }: Emulator) {
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
export async function accessTokens(emulator: Emulator, userId: string, sessionId: string) {
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
export async function setSession(
  emulator: Emulator,
  userId: string,
  sessionId: string,
  refreshToken: string,
  isNew: boolean,
) {
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
