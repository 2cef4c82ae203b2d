import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { canonicalJson } from '../security/json';

/** The header a client names a request with, so that it runs once (the provider's idempotency keys). */
const IDEMPOTENCY_HEADER = 'privy-idempotency-key';
/** The provider's idempotency keys: up to 256 characters (printable ASCII: a header value). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,256}$/;
/** How long a key holds its request and answer (the provider: 24 hours). */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** The request's idempotency key, or null without one; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError(400, `Invalid ${IDEMPOTENCY_HEADER} header`, 'invalid_data');
  }
  return key;
}

/**
 * Runs a wallet request once per idempotency key, as the provider documents it: the first request with a key runs
 * and its answer (success or the provider's error) is kept for 24 hours, per user; the same request again (same
 * method, path and body: a retry, whatever its signature and expiry) gets that answer without running again (so a
 * sponsored `eth_sendTransaction` is never sent twice); another request with the key is a 400; a request with the
 * key while the first still runs is a 409 (the SDK's client retries on 409). Without a key every request runs.
 * The caller has checked the request (schema, authorization signature, MFA) first: a refused request does not
 * use up its key.
 */
export async function runOnce(
  { repo, now }: WalletEmulator,
  c: Context,
  userId: string,
  { key, body }: { key: string | null; body: unknown },
  run: () => Promise<unknown>,
): Promise<Response> {
  if (key === null) return c.json(await run());
  const { pathname } = new URL(c.req.url);
  const hash = createHash('sha256')
    .update(canonicalJson({ method: c.req.method, path: pathname, body }))
    .digest('hex');
  const at = now();
  const claim = repo.idempotency.claim(userId, key, hash, { now: at, expiresAt: at + KEY_LIFETIME_MS });
  switch (claim.kind) {
    case 'other':
      throw new ApiError(
        400,
        `This ${IDEMPOTENCY_HEADER} was used with another request in the last 24 hours`,
        'invalid_data',
      );
    case 'running':
      throw new ApiError(409, `The request with this ${IDEMPOTENCY_HEADER} is still running: retry`, 'invalid_data');
    case 'answered':
      return c.json(JSON.parse(claim.response), claim.status as ContentfulStatusCode);
  }
  let status: ContentfulStatusCode = 200;
  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof ApiError)) {
      repo.idempotency.release(userId, key);
      throw error;
    }
    status = error.status;
    answer = { error: error.message, ...(error.code ? { code: error.code } : {}) };
  }
  repo.idempotency.settle(userId, key, status, JSON.stringify(answer));
  return c.json(answer, status);
}
