import type { Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import type { Emulator } from '../context';
import { body, requireApp } from '../http';
import { originAllowed } from '../origins';
import { type LoginMethod, requireMethod } from '../security/methods';
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
export const signInOrigin = (emulator: Emulator) => (origin: string) =>
  originAllowed(emulator.config, origin) || isLoopbackOrigin(origin);
