import { randomInt } from 'node:crypto';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { sessionResponse } from '../sessions/service';
import type { CodeChannel } from '../store/codes';
import { checkUpdate, findOrCreateUser, linkAccount, type SignUpMode, updateAccount, userJson } from '../users/service';

/** Sends per destination allowed in the window before `too_many_requests`. */
const SEND_LIMIT = { count: 5, windowMs: 10 * 60_000 };
/**
 * Wrong codes allowed per destination (across the codes sent to it) before the current code is burned and the
 * destination locked out; the lock-out lasts as long as the send window, then the count starts afresh.
 */
const MAX_WRONG_CODES = 5;
const LOCK_MS = SEND_LIMIT.windowMs;

const tooMany = () => new ApiError(429, 'Too many requests. Please wait before trying again.', 'too_many_requests');

/**
 * "Sends" a new six-digit code (it lands in the inbox), within the per-destination rate limit and never to a
 * destination locked out by wrong codes (a new code would not be accepted before the lock-out is served).
 */
export function sendCode({ config, repo, now }: Emulator, channel: CodeChannel, destination: string) {
  const t = now();
  if (repo.codes.locked(channel, destination, t)) throw tooMany();
  if (repo.outbox.countSince(channel, destination, t - SEND_LIMIT.windowMs) >= SEND_LIMIT.count) throw tooMany();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  repo.codes.issue(channel, destination, code, t + config.tokens.codeSeconds * 1000, t);
}

/**
 * Accepts the destination's current code once; wrong codes count per destination until a right one, and too many
 * burn the code and lock the destination out (`too_many_requests`, the right code refused too, until served).
 */
function checkCode({ repo, now }: Emulator, channel: CodeChannel, destination: string, code: string) {
  switch (repo.codes.take(channel, destination, code, { now: now(), maxWrong: MAX_WRONG_CODES, lockMs: LOCK_MS })) {
    case 'accepted':
      return;
    case 'missing':
      throw new ApiError(401, 'Invalid or expired code', 'invalid_credentials');
    case 'exhausted':
    case 'locked':
      throw tooMany();
    case 'wrong':
      throw new ApiError(401, 'Invalid code', 'invalid_credentials');
  }
}

/** A code-proven account kind: e-mail (`email` codes, addresses in lower case) or phone (`sms` codes). */
export interface CodeAccount {
  channel: CodeChannel;
  type: 'email' | 'phone';
}

/** Sends an e-mail code, refusing an address with a '+' when the app disallows them. */
export function sendEmailCode(emulator: Emulator, address: string) {
  if (emulator.config.disablePlusEmails && address.split('@')[0]?.includes('+')) {
    throw new ApiError(400, "Please enter a valid email address without a '+'.", 'disallowed_plus_email');
  }
  sendCode(emulator, 'email', address);
}

/** Signs in (or up) with the code sent to a destination. */
export async function signInWithCode(
  emulator: Emulator,
  { channel, type }: CodeAccount,
  destination: string,
  code: string,
  mode: SignUpMode,
) {
  checkCode(emulator, channel, destination, code);
  const { userId, isNew } = findOrCreateUser(emulator, type, destination, mode);
  return sessionResponse(emulator, userId, isNew);
}

/** Links a destination proven by the code sent to it; answers the user. */
export function linkWithCode(
  emulator: Emulator,
  userId: string,
  { channel, type }: CodeAccount,
  destination: string,
  code: string,
) {
  checkCode(emulator, channel, destination, code);
  linkAccount(emulator, userId, type, destination);
  return userJson(emulator, userId);
}

/** Replaces the user's `from` with `to`, proven by the code sent to `to`; answers the user. */
export function updateWithCode(
  emulator: Emulator,
  userId: string,
  { channel, type }: CodeAccount,
  { from, to, code }: { from: string; to: string; code: string },
) {
  // The rules first, so that a refused update does not spend the code sent to the new address.
  checkUpdate(emulator, userId, type, from, to);
  checkCode(emulator, channel, to, code);
  updateAccount(emulator, userId, type, from, to);
  return userJson(emulator, userId);
}
