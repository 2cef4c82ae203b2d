import { seconds, type WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import type { MfaMethod } from '../store/mfa';
import { passkeyAssertionValid } from './passkey';
import { normalisedPhone, SMS_CODE_TRIES, SMS_LOCK_MS, sendSmsCode } from './sms';
import { base32Encode, newTotpSecret, totpNow, totpStep, totpUri } from './totp';

/**
 * The SDK's MFA loop (`invokeWithMfa`): 4 attempts, and it waits 300 s for each code (from the prompt, or from the
 * last wrong code). The emulator allows 4 wrong codes per user since the last right one, whatever rounds come
 * between (store/mfa.ts `attempt`).
 */
const MFA_MAX_ATTEMPTS = 4;
const MFA_CODE_WAIT_MS = 300_000;
/**
 * When the attempts run out the user is locked out: every code is refused unchecked for 10 s, and after 5
 * exhausted rounds within an hour for the rest of that hour. Guessing an authenticator code is held to a few tries
 * a minute and 20 an hour, not request speed.
 */
const MFA_LOCK_MS = 10_000;
const MFA_ROUNDS = { count: 5, windowMs: 60 * 60_000 };
/** After a verified code the user's wallet actions pass for 15 minutes (the provider's documented window). */
const MFA_GRANT_MS = 15 * 60_000;

/** The error types and messages the SDK knows (its `invokeWithMfa` and `useMfa` reject with them). */
const required = () => new ApiError(403, 'MFA verification failed, retry.', 'missing_or_invalid_mfa');
const timedOut = () => new ApiError(403, 'Timed out waiting for MFA code', 'mfa_timeout');

/** The context a user's TOTP secret is sealed to: a sealed secret copied to another user does not open. */
const totpContext = (userId: string) => `mfa-totp:${userId}`;

/** The user's enrolled methods in the provider's User shape (`mfa_methods`: type, verified_at in seconds). */
export function mfaMethodsJson({ repo }: Pick<WalletEmulator, 'repo'>, userId: string) {
  return repo.mfa.enrolled(userId).map((row) => ({ type: row.method, verified_at: seconds(row.verified_at ?? 0) }));
}

/**
 * The gate before a wallet action (and before adding or removing a method): a user with no enrolled method
 * passes; one with methods passes while a verified code's grant lasts; otherwise the challenge opens afresh (the
 * start of an SDK round: its 300 s start now; the wrong codes counted and a lock-out stay) and the action answers
 * `missing_or_invalid_mfa`, which makes the SDK prompt for a code.
 */
export function requireVerified({ repo, now }: WalletEmulator, userId: string): void {
  if (repo.mfa.enrolled(userId).length === 0) return;
  const at = now();
  if (repo.mfa.granted(userId, at)) return;
  repo.mfa.openChallenge(userId, at);
  throw required();
}

/**
 * Checks a code the SDK merged into a request (`mfaMethod`, `mfaCode`, `relyingParty`) against the user's open
 * challenge: right opens the grant; wrong answers `missing_or_invalid_mfa` (the SDK prompts again, and waits 300 s
 * afresh); the 4th wrong one closes the challenge and locks the user out (MFA_LOCK_MS, MFA_ROUNDS), during which
 * every code answers `missing_or_invalid_mfa` unchecked; a code more than 300 s after the prompt or the last wrong
 * one `mfa_timeout`. TOTP: the authenticator app's
 * code, once (a code whose time step, or a later one, was accepted before is wrong: RFC 6238 §5.2); SMS: the code last sent to the enrolled number for verification (never a sign-in code); passkey: an
 * assertion (the SDK's snake_case WebAuthn JSON) by one of the user's MFA passkeys over a challenge issued to this
 * user by `/api/v1/mfa/passkeys/init`, used once, its counter updated. A method the user has not enrolled is a
 * wrong code.
 */
export async function verifyCode(
  emulator: WalletEmulator,
  userId: string,
  method: string,
  code: unknown,
  relyingParty?: string,
): Promise<void> {
  const { repo, now } = emulator;
  const enrolled = repo.mfa.enrolled(userId);
  if (enrolled.length === 0) throw new ApiError(400, 'The user has no multi-factor method enrolled', 'invalid_data');
  // Locked out: refused without looking at the code (an SMS code or passkey challenge is not used up either).
  if (repo.mfa.locked(userId, now())) throw required();
  const row = enrolled.find((r) => r.method === method);
  let right = false;
  let step: number | undefined;
  if (row?.method === 'totp' && typeof code === 'string') {
    const secret = totpSecret(emulator, userId);
    step = totpStep(secret, code, now()) ?? undefined;
    right = step !== undefined;
    secret.fill(0);
  } else if (row?.method === 'sms' && typeof code === 'string' && row.phone) {
    right =
      /^\d{6}$/.test(code) &&
      repo.mfa.takeSmsCode(userId, 'verify', row.phone, code, {
        now: now(),
        maxTries: SMS_CODE_TRIES,
        lockMs: SMS_LOCK_MS,
      });
  } else if (row?.method === 'passkey' && code && typeof code === 'object') {
    right = await passkeyAssertionValid(emulator, userId, code, relyingParty);
  }
  const at = now();
  const result = repo.mfa.attempt(
    userId,
    right,
    {
      now: at,
      maxAttempts: MFA_MAX_ATTEMPTS,
      timeoutMs: MFA_CODE_WAIT_MS,
      grantUntil: at + MFA_GRANT_MS,
      lockMs: MFA_LOCK_MS,
      maxRounds: MFA_ROUNDS.count,
      roundsWindowMs: MFA_ROUNDS.windowMs,
    },
    step,
  );
  if (result !== 'wrong' && result !== 'locked') repo.mfa.dropSmsCode(userId, 'verify');
  if (result === 'expired') throw timedOut();
  // The 4th wrong code closes the challenge but answers like any wrong code: the SDK's loop counts the attempts
  // and raises `mfa_verification_max_attempts_reached` itself. Any other error type ends its loop by resolving the
  // pending `useMfa().submit` (as if the code had been right), so the app would show "verified" for a failure.
  // A lock-out answers the same way for that reason.
  if (result !== 'verified') throw required();
}

/** Verifies the merged code if the request carries one, then requires a verification (see requireVerified). */
async function verifyThenRequire(emulator: WalletEmulator, userId: string, mfa: MergedMfa): Promise<void> {
  if (mfa.mfaCode !== undefined) {
    await verifyCode(emulator, userId, mfa.mfaMethod ?? '', mfa.mfaCode, mfa.relyingParty);
  }
  requireVerified(emulator, userId);
}

/** What the SDK merges into a frame event after an MFA prompt. */
interface MergedMfa {
  mfaMethod?: string;
  mfaCode?: unknown;
  relyingParty?: string;
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

/** Adding a method the app does not offer (its `mfaMethods`) is refused. */
function requireOffered({ config }: WalletEmulator, method: MfaMethod): void {
  if (!config.mfaMethods.includes(method)) {
    throw new ApiError(400, `${method} is not a multi-factor method of this app`, 'invalid_data');
  }
}

/**
 * Starts enrolling a method, after a verification when one is enrolled. TOTP: a new secret, sealed, and the
 * `otpauth://` URI an authenticator app scans (the SDK answers `{secret, authUrl}`). SMS: a code sent to the
 * number (normalised as sign-in normalises it); refused for a user who logs in by SMS (one phone cannot be two
 * factors). Passkeys have no start: the SDK enrols them with `submit-enrollment {credentialIds}`.
 */
export async function initEnrollment(
  emulator: WalletEmulator,
  userId: string,
  input: { method: MfaMethod; phoneNumber?: string } & MergedMfa,
): Promise<{ secret: string; authUrl: string } | Record<string, never>> {
  requireOffered(emulator, input.method);
  if (input.method === 'passkey') {
    throw new ApiError(400, 'Passkeys are enrolled with submit-enrollment and their credentialIds', 'invalid_data');
  }
  if (input.method === 'sms') {
    const phone = normalisedPhone(input.phoneNumber);
    if (emulator.repo.accounts.linkedTo(userId).some((a) => a.type === 'phone')) {
      throw new ApiError(400, 'SMS cannot be a verification method for a user who logs in by SMS', 'invalid_data');
    }
    await verifyThenRequire(emulator, userId, input);
    if (!emulator.repo.mfa.startEnrollment(userId, 'sms', { phone }, emulator.now())) {
      throw new ApiError(400, 'SMS is already enrolled', 'invalid_data');
    }
    sendSmsCode(emulator, userId, 'enroll', phone);
    return {};
  }
  await verifyThenRequire(emulator, userId, input);
  const secret = newTotpSecret();
  try {
    const sealed = emulator.vault.seal(secret, totpContext(userId));
    if (!emulator.repo.mfa.startEnrollment(userId, 'totp', { sealedSecret: sealed }, emulator.now())) {
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

const invalidCode = (what: string) =>
  new ApiError(400, `Invalid code: enter the current code ${what}`, 'invalid_request_arguments');

/**
 * Completes an enrolment (after a verification when a method is enrolled). TOTP: a code from the authenticator
 * app; SMS: the code sent to the number being enrolled. Passkey: `credentialIds` names exactly the user's linked
 * passkeys that verify from now on (`[]` unenrols passkey: the SDK's `unenroll('passkey')`); passkeys that leave
 * MFA are also unlinked as login methods unless `removeForLogin` is false (the provider's default is true),
 * never the user's last login method.
 */
export async function submitEnrollment(
  emulator: WalletEmulator,
  userId: string,
  input: {
    method: MfaMethod;
    code?: string;
    phoneNumber?: string;
    credentialIds?: string[];
    removeForLogin?: boolean;
  } & MergedMfa,
): Promise<void> {
  const { repo, now } = emulator;
  if (input.method === 'passkey') return submitPasskeys(emulator, userId, input);
  if (input.method === 'sms') {
    const phone = normalisedPhone(input.phoneNumber);
    await verifyThenRequire(emulator, userId, input);
    const row = repo.mfa.find(userId, 'sms');
    if (!row || row.verified_at !== null || row.phone !== phone) {
      throw new ApiError(400, 'No SMS enrolment of this number is waiting for a code', 'invalid_data');
    }
    const right =
      typeof input.code === 'string' &&
      repo.mfa.takeSmsCode(userId, 'enroll', phone, input.code, {
        now: now(),
        maxTries: SMS_CODE_TRIES,
        lockMs: SMS_LOCK_MS,
      });
    if (!right) throw invalidCode('sent to your phone');
    repo.mfa.confirm(userId, 'sms', now());
    return;
  }
  await verifyThenRequire(emulator, userId, input);
  const row = repo.mfa.find(userId, 'totp');
  if (!row || row.verified_at !== null) {
    throw new ApiError(400, 'No authenticator app enrolment is waiting for a code', 'invalid_data');
  }
  const secret = totpSecret(emulator, userId);
  const step = typeof input.code === 'string' ? totpStep(secret, input.code, now()) : null;
  secret.fill(0);
  if (step === null) throw invalidCode('from the authenticator app');
  // The enrolment code is accepted once: its step is the last accepted, so it does not verify afterwards.
  repo.mfa.confirm(userId, 'totp', now(), step);
}

async function submitPasskeys(
  emulator: WalletEmulator,
  userId: string,
  input: { credentialIds?: string[]; removeForLogin?: boolean } & MergedMfa,
): Promise<void> {
  const { repo, now } = emulator;
  if (!input.credentialIds) throw new ApiError(400, 'credentialIds must list the MFA passkeys', 'invalid_data');
  const ids = [...new Set(input.credentialIds)];
  for (const id of ids) {
    if (!repo.accounts.find(userId, 'passkey', id)) {
      throw new ApiError(400, 'Only passkeys linked to the user can verify', 'invalid_data');
    }
  }
  const current = repo.mfa.mfaPasskeys(userId);
  if (ids.some((id) => !current.includes(id))) requireOffered(emulator, 'passkey');
  await verifyThenRequire(emulator, userId, input);
  const left = repo.mfa.setMfaPasskeys(userId, ids, now());
  if (input.removeForLogin !== false) {
    for (const id of left) {
      if (repo.accounts.countLinked(userId) > 1) repo.accounts.remove(userId, 'passkey', id);
    }
  }
  if (repo.mfa.enrolled(userId).length === 0) repo.mfa.forget(userId);
}

/**
 * Removes an enrolled method, after a verification. When the last one goes, the challenge, grant and lock-out
 * go too.
 * (The SDK removes passkey with `submit-enrollment {credentialIds: []}`; `unenroll` of passkey takes the
 * passkeys out of MFA and keeps them as login methods.)
 */
export async function unenroll(
  emulator: WalletEmulator,
  userId: string,
  input: { method: MfaMethod } & MergedMfa,
): Promise<void> {
  const { repo } = emulator;
  if (!repo.mfa.enrolled(userId).some((r) => r.method === input.method)) {
    throw new ApiError(400, `${input.method} is not an enrolled multi-factor method`, 'invalid_data');
  }
  await verifyThenRequire(emulator, userId, input);
  if (input.method === 'passkey') repo.mfa.setMfaPasskeys(userId, [], emulator.now());
  else repo.mfa.remove(userId, input.method);
  if (input.method === 'sms') {
    repo.mfa.dropSmsCode(userId, 'verify');
    repo.mfa.dropSmsCode(userId, 'enroll');
  }
  if (repo.mfa.enrolled(userId).length === 0) repo.mfa.forget(userId);
}

/**
 * The frame's `privy:auth:unlink-passkey {credentialId, removeAsMfa}`: a passkey enrolled in MFA is refused
 * ("Cannot unlink a passkey enrolled in MFA") unless `removeAsMfa`, which asks a verification first and takes it
 * out of MFA too (passkey leaves the methods with its last MFA passkey). Never the user's last login method.
 */
export async function unlinkPasskey(
  emulator: WalletEmulator,
  userId: string,
  input: { credentialId: string; removeAsMfa?: boolean } & MergedMfa,
): Promise<void> {
  const { repo, now } = emulator;
  if (!repo.accounts.find(userId, 'passkey', input.credentialId)) {
    throw new ApiError(404, 'No such linked account', 'invalid_data');
  }
  if (repo.accounts.countLinked(userId) <= 1) {
    throw new ApiError(400, 'Cannot unlink the only login method of a user', 'invalid_data');
  }
  const mfaPasskeys = repo.mfa.mfaPasskeys(userId);
  if (mfaPasskeys.includes(input.credentialId)) {
    if (!input.removeAsMfa) throw new ApiError(400, 'Cannot unlink a passkey enrolled in MFA', 'invalid_data');
    await verifyThenRequire(emulator, userId, input);
    repo.mfa.setMfaPasskeys(
      userId,
      mfaPasskeys.filter((id) => id !== input.credentialId),
      now(),
    );
    if (repo.mfa.enrolled(userId).length === 0) repo.mfa.forget(userId);
  }
  repo.accounts.remove(userId, 'passkey', input.credentialId);
}

/**
 * The authenticator code to type now for every user enrolled in TOTP (the inbox, for test users): the current one,
 * or the next step's once the current one was accepted (a code verifies once).
 */
export function currentTotpCodes(emulator: WalletEmulator, limit: number) {
  const at = emulator.now();
  return emulator.repo.mfa.totpUsers(limit).map((userId) => {
    const secret = totpSecret(emulator, userId);
    try {
      return { userId, ...totpNow(secret, at, emulator.repo.mfa.find(userId, 'totp')?.totp_step ?? null) };
    } finally {
      secret.fill(0);
    }
  });
}
