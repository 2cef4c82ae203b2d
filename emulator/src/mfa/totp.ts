import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** Authenticator apps' defaults, which the provider uses: SHA-1, 6 digits, 30-second steps. */
const TOTP_DIGITS = 6;
const TOTP_PERIOD_S = 30;
/** A 160-bit secret (RFC 4226's recommended length for HMAC-SHA1). */
const SECRET_BYTES = 20;

/** The secret as an authenticator app's TOTP (otpauth: RFC 6238, SHA-1, 6 digits, 30 s). */
const totpOf = (secret: Uint8Array, label?: { issuer: string; account: string }) =>
  new TOTP({
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    ...(label ? { issuer: label.issuer, label: label.account } : {}),
  });

/** RFC 4648 base32, as authenticator apps read the secret in `otpauth://` URIs and typed by hand. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** A new random TOTP secret. */
export function newTotpSecret(): Buffer {
  return randomBytes(SECRET_BYTES);
}

/** The time step a moment falls in (RFC 6238's T: whole periods since the epoch). */
const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_S);

/**
 * The code to type now and how many seconds it stays current: the current step's, or, when that step (or a later
 * one) was already accepted (`lastStep`), the first step after it (a code is accepted once; the next step's code
 * is accepted a step early, as clock drift).
 */
export function totpNow(
  secret: Uint8Array,
  ms: number,
  lastStep: number | null = null,
): { code: string; secondsLeft: number } {
  const step = Math.max(stepAt(ms), lastStep === null ? Number.NEGATIVE_INFINITY : lastStep + 1);
  return {
    code: totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_S * 1000 }),
    secondsLeft: (step + 1) * TOTP_PERIOD_S - Math.floor(ms / 1000),
  };
}

/**
 * The time step whose code this is, when it is the secret's TOTP at this time or one step before or after (clock
 * drift, as authenticator servers accept); null otherwise. otpauth compares in constant time. A code is accepted
 * once: callers keep the step and refuse it, and every earlier one, afterwards (RFC 6238 §5.2).
 */
export function totpStep(secret: Uint8Array, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: ms, window: 1 });
  return delta === null ? null : stepAt(ms) + delta;
}

/** The `otpauth://totp/` URI authenticator apps scan (Key URI Format): issuer and account label, SHA1/6/30. */
export function totpUri(secret: Uint8Array, { issuer, account }: { issuer: string; account: string }): string {
  return totpOf(secret, { issuer, account }).toString();
}
