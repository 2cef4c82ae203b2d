import type { Context } from 'hono';
import type { ZodType } from 'zod';
import type { Emulator } from '../context';
import { requireAppInPath } from './auth';
import { ApiError, body } from './request';

/**
 * A request to one of the wallet frame's relays (`/apps/:appId/embedded-wallets/relay`, `.../mfa`): for this app,
 * from the frame itself (same origin: never another page), with the access token the SDK put in `data.accessToken`
 * for a live session. Answers the caller's user id and the event, read with the relay's own schema.
 */
export async function frameRelayRequest<Input extends { data: { accessToken: string } }>(
  c: Context,
  { config, tokens, repo, now }: Pick<Emulator, 'config' | 'tokens' | 'repo' | 'now'>,
  schema: ZodType<Input>,
): Promise<{ userId: string; input: Input }> {
  requireAppInPath(c, config);
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (
    (site !== undefined && site !== 'same-origin') ||
    (origin !== undefined && origin !== new URL(c.req.url).origin)
  ) {
    throw new ApiError(403, 'Only the wallet frame may use its relay', 'invalid_origin');
  }
  const input = await body(c, schema);
  const claims = await tokens.verifyAccessToken(input.data.accessToken, now());
  if (!claims || !repo.sessions.isLive(claims.sessionId)) {
    throw new ApiError(401, 'Missing or invalid access token', 'missing_or_invalid_token');
  }
  return { userId: claims.userId, input };
}
