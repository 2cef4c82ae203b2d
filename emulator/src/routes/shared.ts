import type { Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { takeNonce } from '../nonces';
import { originAllowed } from '../origins';
import { type LoginMethod, requireMethod } from '../security/methods';
import type { SignInRequest, Verdict } from '../security/siwe-verify';
import { isLoopbackOrigin } from '../security/urls';
import { requireUser, sessionResponse } from '../sessions';
import { findOrCreateUser, linkAccount, unlinkAccount, userJson } from '../users';

/** An account a sign-in proof names: its subject and what the user's linked account shows. */
export interface ProvenAccount {
  subject: string;
  data: Record<string, unknown>;
}

/**
 * An unlink route: the body names the account (its type and subject); the rules are unlinkAccount's; the answer
 * is the user.
 */
export function unlinkRoute<I>(
  routes: Hono,
  emulator: Emulator,
  path: string,
  schema: ZodType<I>,
  account: (input: I) => [type: string, subject: string],
) {
  routes.post(path, async (c) => {
    requireApp(c, emulator.config);
    const { userId } = await requireUser(c, emulator);
    unlinkAccount(emulator, userId, ...account(await body(c, schema)));
    return c.json(userJson(emulator, userId));
  });
}

/**
 * The authenticate and link routes of a method proven by a signature (SIWE, SIWS, Farcaster), both refused while
 * the app does not enable `method`: `verify` checks the proof against the request (its page origin) and names
 * the account; authenticate signs in or up with it, link adds it to the user.
 */
export function proofRoutes<A extends { mode?: 'login-or-sign-up' | 'no-signup' | null }, L>(
  routes: Hono,
  emulator: Emulator,
  { prefix, type, method }: { prefix: string; type: string; method: LoginMethod },
  schemas: { authenticate: ZodType<A>; link: ZodType<L> },
  verify: (input: A | L, c: Context) => Promise<ProvenAccount>,
) {
  routes.post(`${prefix}/authenticate`, async (c) => {
    requireApp(c, emulator.config);
    requireMethod(emulator.config, method);
    const input = await body(c, schemas.authenticate);
    const account = await verify(input, c);
    const { userId, isNew } = findOrCreateUser(emulator, type, account.subject, input.mode ?? undefined, {
      data: account.data,
    });
    return c.json(await sessionResponse(emulator, userId, isNew));
  });
  routes.post(`${prefix}/link`, async (c) => {
    requireApp(c, emulator.config);
    requireMethod(emulator.config, method);
    const { userId } = await requireUser(c, emulator);
    const account = await verify(await body(c, schemas.link), c);
    linkAccount(emulator, userId, type, account.subject, account.data);
    return c.json(userJson(emulator, userId));
  });
}

/**
 * Whether a page origin may sign in with a wallet message (its domain and URI): one the app allows, or any
 * loopback origin (a message names the page's host, `localhost` without a port included, wherever the SDK runs).
 */
const signInOrigin = (emulator: Emulator) => (origin: string) =>
  originAllowed(emulator.config, origin) || isLoopbackOrigin(origin);

/** A verifier of signed wallet messages (SIWE, SIWS): the fields, the signature, then the nonce, once. */
type WalletMessageVerifier<A> = (
  input: { message: string; signature: string },
  request: SignInRequest & { consumeNonce: (nonce: string, address: string) => boolean },
) => Verdict<A> | Promise<Verdict<A>>;

/**
 * A signed wallet message checked for the requesting page, its nonce (issued by `/<kind>/init` for that address)
 * consumed by the store's one-transaction check-and-consume (a 401 when unknown, used, expired or another's); the
 * provider's errors otherwise: 400 `invalid_data` for a malformed message, 401 `invalid_credentials`.
 */
export async function proveWalletMessage<A>(
  emulator: Emulator,
  c: Context,
  kind: 'siwe' | 'siws',
  verify: WalletMessageVerifier<A>,
  input: { message: string; signature: string },
): Promise<A> {
  const verdict = await verify(input, {
    origin: c.req.header('origin'),
    isAllowedOrigin: signInOrigin(emulator),
    now: emulator.now(),
    consumeNonce: (nonce, address) => {
      takeNonce(emulator, kind, nonce, address);
      return true;
    },
  });
  if (!verdict.ok) {
    throw new ApiError(verdict.status, verdict.error, verdict.status === 400 ? 'invalid_data' : 'invalid_credentials');
  }
  return verdict.value;
}

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
  if (c.req.param('appId') !== config.appId)
    throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
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
