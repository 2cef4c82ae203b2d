import { randomInt } from 'node:crypto';
import type { Emulator } from './context';
import { ApiError } from './http';
import type { CodeChannel } from './store/codes';

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
export function checkCode({ repo, now }: Emulator, channel: CodeChannel, destination: string, code: string) {
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
