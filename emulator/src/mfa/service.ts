import { seconds, type WalletEmulator } from '../context';
import { ApiError } from '../http';
import type { MfaMethod } from '../store/mfa';
import { base32Encode, newTotpSecret, totpNow, totpUri, totpValid } from './totp';

/** The SDK's MFA loop (`invokeWithMfa`): 4 attempts, and a code must come within 300 s of the prompt. */
const MFA_MAX_ATTEMPTS = 4;
const MFA_CODE_WAIT_MS = 300_000;
/** After a verified code the user's wallet actions pass for 15 minutes (the provider's documented window). */
const MFA_GRANT_MS = 15 * 60_000;

/** The error types and messages the SDK knows (its `invokeWithMfa` and `useMfa` reject with them). */
const required = () => new ApiError(403, 'MFA verification failed, retry.', 'missing_or_invalid_mfa');
const timedOut = () => new ApiError(403, 'Timed out waiting for MFA code', 'mfa_timeout');
const exhausted = () =>
  new ApiError(403, 'Max MFA verification attempts reached', 'mfa_verification_max_attempts_reached');

/** The context a user's TOTP secret is sealed to: a sealed secret copied to another user does not open. */
const totpContext = (userId: string) => `mfa-totp:${userId}`;

/** The user's enrolled methods in the provider's User shape (`mfa_methods`: type, verified_at in seconds). */
export function mfaMethodsJson({ repo }: Pick<WalletEmulator, 'repo'>, userId: string) {
  return repo.mfa.enrolled(userId).map((row) => ({ type: row.method, verified_at: seconds(row.verified_at ?? 0) }));
}

/**
 * The gate before a wallet action (and before adding or removing a method): a user with no enrolled method
 * passes; one with methods passes while a verified code's grant lasts; otherwise the challenge opens (its 300 s
 * start now) and the action answers `missing_or_invalid_mfa`, which makes the SDK prompt for a code.
 */
export function requireVerified({ repo, now }: WalletEmulator, userId: string): void {
  if (repo.mfa.enrolled(userId).length === 0) return;
  const at = now();
  if (repo.mfa.granted(userId, at)) return;
  repo.mfa.openChallenge(userId, at, MFA_CODE_WAIT_MS);
  throw required();
}

/**
 * Checks a code the SDK merged into a request (`mfaMethod`, `mfaCode`) against the user's open challenge: right
 * opens the grant; wrong answers `missing_or_invalid_mfa` (the SDK prompts again), the 4th wrong one
 * `mfa_verification_max_attempts_reached`; a code after 300 s `mfa_timeout`. A method the user has not enrolled
 * (or that this emulator does not verify yet) is a wrong code.
 */
export function verifyCode(emulator: WalletEmulator, userId: string, method: string, code: unknown): void {
  const { repo, now } = emulator;
  const enrolled = repo.mfa.enrolled(userId);
  if (enrolled.length === 0) throw new ApiError(400, 'The user has no multi-factor method enrolled', 'invalid_data');
  const at = now();
  const row = enrolled.find((r) => r.method === method);
  let right = false;
  if (row?.method === 'totp' && typeof code === 'string') {
    const secret = totpSecret(emulator, userId);
    right = totpValid(secret, code, at);
    secret.fill(0);
  }
  const result = repo.mfa.attempt(userId, right, {
    now: at,
    maxAttempts: MFA_MAX_ATTEMPTS,
    timeoutMs: MFA_CODE_WAIT_MS,
    grantUntil: at + MFA_GRANT_MS,
  });
  if (result === 'expired') throw timedOut();
  if (result === 'exhausted') throw exhausted();
  if (result === 'wrong') throw required();
}

/** Verifies the merged code if the request carries one, then requires a verification (see requireVerified). */
function verifyThenRequire(
  emulator: WalletEmulator,
  userId: string,
  mfa: { mfaMethod?: string; mfaCode?: unknown },
): void {
  if (mfa.mfaCode !== undefined) verifyCode(emulator, userId, mfa.mfaMethod ?? '', mfa.mfaCode);
  requireVerified(emulator, userId);
}

function totpSecret({ repo, vault }: WalletEmulator, userId: string): Buffer {
  const row = repo.mfa.find(userId, 'totp');
  if (!row?.sealed_secret) throw new ApiError(400, 'No authenticator app enrolment was started', 'invalid_data');
  return vault.open(row.sealed_secret, totpContext(userId));
}

/** The label an authenticator app shows for the account: the user's e-mail or phone, else the user id. */
function accountLabel({ repo }: WalletEmulator, userId: string): string {
  const accounts = repo.accounts.linkedTo(userId);
  return (
    accounts.find((a) => a.type === 'email')?.subject ?? accounts.find((a) => a.type === 'phone')?.subject ?? userId
  );
}

const notSupported = (method: string) =>
  new ApiError(400, `The emulator does not enrol ${method} as a multi-factor method yet`, 'invalid_data');

/**
 * Starts enrolling the authenticator app (TOTP): a new secret, sealed, and the `otpauth://` URI an authenticator
 * app scans; the SDK answers `{secret, authUrl}`. Adding a method requires a verification when one is enrolled.
 */
export function initEnrollment(
  emulator: WalletEmulator,
  userId: string,
  input: { method: MfaMethod; mfaMethod?: string; mfaCode?: unknown },
): { secret: string; authUrl: string } {
  if (input.method !== 'totp') throw notSupported(input.method);
  verifyThenRequire(emulator, userId, input);
  const secret = newTotpSecret();
  try {
    const sealed = emulator.vault.seal(secret, totpContext(userId));
    if (!emulator.repo.mfa.startEnrollment(userId, 'totp', sealed, emulator.now())) {
      throw new ApiError(400, 'An authenticator app is already enrolled', 'invalid_data');
    }
    return {
      secret: base32Encode(secret),
      authUrl: totpUri(secret, { issuer: emulator.config.appName, account: accountLabel(emulator, userId) }),
    };
  } finally {
    secret.fill(0);
  }
}

/** Completes an enrolment with a code from the authenticator app: the method joins the user's `mfa_methods`. */
export function submitEnrollment(
  emulator: WalletEmulator,
  userId: string,
  input: { method: MfaMethod; code?: string; mfaMethod?: string; mfaCode?: unknown },
): void {
  if (input.method !== 'totp') throw notSupported(input.method);
  verifyThenRequire(emulator, userId, input);
  const row = emulator.repo.mfa.find(userId, 'totp');
  if (!row || row.verified_at !== null) {
    throw new ApiError(400, 'No authenticator app enrolment is waiting for a code', 'invalid_data');
  }
  const secret = totpSecret(emulator, userId);
  const valid = typeof input.code === 'string' && totpValid(secret, input.code, emulator.now());
  secret.fill(0);
  if (!valid) {
    throw new ApiError(
      400,
      'Invalid code: enter the current code from the authenticator app',
      'invalid_request_arguments',
    );
  }
  emulator.repo.mfa.confirm(userId, 'totp', emulator.now());
}

/**
 * Removes an enrolled method, after a verification. When the last one goes, the challenge and grant go too.
 */
export function unenroll(
  emulator: WalletEmulator,
  userId: string,
  input: { method: MfaMethod; mfaMethod?: string; mfaCode?: unknown },
): void {
  const { repo } = emulator;
  if (!repo.mfa.enrolled(userId).some((r) => r.method === input.method)) {
    throw new ApiError(400, `${input.method} is not an enrolled multi-factor method`, 'invalid_data');
  }
  verifyThenRequire(emulator, userId, input);
  repo.mfa.remove(userId, input.method);
  if (repo.mfa.enrolled(userId).length === 0) repo.mfa.clear(userId);
}

/** The current authenticator code of every user enrolled in TOTP (the inbox, for test users). */
export function currentTotpCodes(emulator: WalletEmulator, limit: number) {
  const at = emulator.now();
  return emulator.repo.mfa.totpUsers(limit).map((userId) => {
    const secret = totpSecret(emulator, userId);
    try {
      return { userId, ...totpNow(secret, at) };
    } finally {
      secret.fill(0);
    }
  });
}
