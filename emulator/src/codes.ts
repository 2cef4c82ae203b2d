import { randomInt } from 'node:crypto';
import type { Emulator } from './context';
import { ApiError } from './http';
import type { CodeChannel } from './store/codes';

/** Sends per destination allowed in the window before `too_many_requests`. */
const SEND_LIMIT = { count: 5, windowMs: 10 * 60_000 };
/** Wrong codes allowed before the code is burned. */
const MAX_CODE_ATTEMPTS = 5;

const tooMany = () => new ApiError(429, 'Too many requests. Please wait before trying again.', 'too_many_requests');

/** "Sends" a new six-digit code (it lands in the inbox), within the per-destination rate limit. */
export function sendCode({ config, repo, now }: Emulator, channel: CodeChannel, destination: string) {
  const t = now();
  if (repo.outbox.countSince(channel, destination, t - SEND_LIMIT.windowMs) >= SEND_LIMIT.count) throw tooMany();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  repo.codes.issue(channel, destination, code, t + config.tokens.codeSeconds * 1000, t);
}

/** Accepts the destination's current code once; wrong guesses count, and too many burn it. */
export function checkCode({ repo, now }: Emulator, channel: CodeChannel, destination: string, code: string) {
  switch (repo.codes.take(channel, destination, code, { now: now(), maxAttempts: MAX_CODE_ATTEMPTS })) {
    case 'accepted':
      return;
    case 'missing':
      throw new ApiError(401, 'Invalid or expired code', 'invalid_credentials');
    case 'exhausted':
      throw tooMany();
    case 'wrong':
      throw new ApiError(401, 'Invalid code', 'invalid_credentials');
  }
}
