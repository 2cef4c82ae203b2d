/** Business constants and limits of spec section 9, as typed exports. Times are in milliseconds unless named. */

export const CODE_LENGTH = 6;

export const MAX_PASSKEYS = 5;
/** Every linked-account type other than passkey is limited to one. */
export const MAX_ACCOUNTS_PER_OTHER_TYPE = 1;

export const MFA = {
  /** How long a code is waited for. */
  codeWaitMs: 300_000,
  maxAttempts: 4,
  /** Lock-out after too many attempts. */
  attemptsLockoutMs: 10_000,
  /** Lock-out after the time limit. */
  timeLimitLockoutMs: 30_000,
} as const;

export const REQUEST_RETRY = {
  retries: 3,
  baseDelayMs: 500,
  retryOnStatus: [408, 409, 425, 500, 502, 503, 504] as readonly number[],
  timeoutMs: 20_000,
} as const;

export const SESSION = {
  /** The access token is treated as expired this long before its `exp`. */
  accessTokenEarlyExpiryMs: 30_000,
  refreshCookieDays: 30,
} as const;

export const CROSS_APP = {
  requestTimeoutMs: 120_000,
  popupClosedCheckMs: 300,
} as const;

export const SIGNER = {
  pollIntervalMs: 2_000,
  timeoutMs: 300_000,
} as const;

/** Default QR code size in CSS pixels. */
export const QR_SIZE = 275;

export const GUEST_CREDENTIAL_BYTES = 32;
export const SPONSORED_PAYMASTER_EXPIRY = 300;
export const CONNECTOR_INIT_TIMEOUT_MS = 1_500;

export const WALLET_POPUP = { width: 420, height: 540 } as const;

export const WALLET_RELAY = {
  heartbeatMs: 10_000,
  connectionLostAfterMs: 20_000,
  requestTimeoutMs: 60_000,
} as const;

export const CAPTCHA = {
  retryEveryMs: 8_000,
  answerTimeoutMs: 30_000,
} as const;

/**
 * Delay before retry `attempt` (1-based) of a failed request: exponential from the base delay
 * (500, 1000, 2000 ms). Returns null once the retries are spent or the status is not retryable.
 */
export function retryDelay(attempt: number, status: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > REQUEST_RETRY.retries) return null;
  if (!REQUEST_RETRY.retryOnStatus.includes(status)) return null;
  return REQUEST_RETRY.baseDelayMs * 2 ** (attempt - 1);
}
