import type { Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import type { Emulator } from '../context';
import { originAllowed } from '../origins';
import type { LoginMethod } from '../security/methods';
import type { SignInRequest, Verdict } from '../security/siwe-verify';
import { isLoopbackOrigin } from '../security/urls';
import { sessionResponse } from '../sessions/service';
import { takeNonce } from '../siwe/nonces';
import { findOrCreateUser, linkAccount, unlinkAccount, userJson } from '../users/service';
import { type AuthEnv, authGuards } from './auth';
import { ApiError, body } from './request';

/** An account a sign-in proof names: its subject and what the user's linked account shows. */
export interface ProvenAccount {
  subject: string;
  data: Record<string, unknown>;
}

/** What a wallet sign-in (SIWE, SIWS) says of the wallet: the client the SDK names, else `unknown`. */
interface WalletClientInput {
  walletClientType?: string | null;
  connectorType?: string | null;
}

/** The wallet account a signed wallet message proves: its address, chain (and chain id for Ethereum), client. */
export function walletAccount(
  input: WalletClientInput,
  address: string,
  chain: { chain_type: 'ethereum'; chain_id: string } | { chain_type: 'solana' },
): ProvenAccount {
  return {
    subject: address,
    data: {
      address,
      ...chain,
      wallet_client: 'unknown',
      wallet_client_type: input.walletClientType ?? 'unknown',
      connector_type: input.connectorType ?? 'unknown',
    },
  };
}

/**
 * The `/unlink` route of a sign-in method's sub-app: the body names the account (its type and subject); the rules are unlinkAccount's; the answer
 * is the user.
 */
export function unlinkRoute<I>(
  routes: Hono<AuthEnv>,
  emulator: Emulator,
  schema: ZodType<I>,
  account: (input: I) => [type: string, subject: string],
) {
  const guard = authGuards(emulator);
  routes.post('/unlink', guard.app, guard.user, async (c) => {
    const { userId } = c.var.user;
    unlinkAccount(emulator, userId, ...account(await body(c, schema)));
    return c.json(userJson(emulator, userId));
  });
}

/**
 * The `/authenticate` and `/link` routes of a method proven by a signature (SIWE, SIWS, Farcaster), both refused while
 * the app does not enable `method`: `verify` checks the proof against the request (its page origin) and names
 * the account; authenticate signs in or up with it, link adds it to the user.
 */
export function proofRoutes<A extends { mode?: 'login-or-sign-up' | 'no-signup' | null }, L>(
  routes: Hono<AuthEnv>,
  emulator: Emulator,
  { type, method }: { type: string; method: LoginMethod },
  schemas: { authenticate: ZodType<A>; link: ZodType<L> },
  verify: (input: A | L, c: Context) => Promise<ProvenAccount>,
) {
  const guard = authGuards(emulator);
  routes.post('/authenticate', guard.app, guard.method(method), async (c) => {
    const input = await body(c, schemas.authenticate);
    const account = await verify(input, c);
    const { userId, isNew } = findOrCreateUser(emulator, type, account.subject, input.mode ?? undefined, {
      data: account.data,
    });
    return c.json(await sessionResponse(emulator, userId, isNew));
  });
  routes.post('/link', guard.app, guard.method(method), guard.user, async (c) => {
    const { userId } = c.var.user;
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
