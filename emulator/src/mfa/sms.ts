import { randomInt } from 'node:crypto';
import { PhoneNumber } from '@privy-io/public-api';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { phoneOutOfBounds } from '../security/addresses';
import { MFA_SMS_CHANNEL, type MfaSmsPurpose } from '../store/mfa-codes';

/**
 * Wrong tries an SMS code allows (enrolment or verification): the 4th wrong one drops it (a new one must be sent).
 * Enrolment codes count per user across the codes sent, and the 4th wrong one since the last right one also locks
 * SMS enrolment out for SMS_LOCK_MS (verification codes count in the verification's own attempts: mfa/service.ts).
 */
export const SMS_CODE_TRIES = 4;
export const SMS_LOCK_MS = 10 * 60_000;
/** MFA SMS codes are rate-limited like sign-in codes (passwordless/service.ts): 5 sends per number in 10 minutes. */
const SMS_SEND_LIMIT = { count: 5, windowMs: 10 * 60_000 };

/**
 * A phone number as the provider's schema normalises it (libphonenumber-js, US default), as sign-in does, and an
 * E.164 number as sign-in requires it (security/addresses.ts: at most 15 digits, no extension).
 */
export function normalisedPhone(phoneNumber: unknown): string {
  const parsed = PhoneNumber.safeParse(phoneNumber);
  if (!parsed.success) throw new ApiError(400, 'Phone number is not valid', 'invalid_data');
  const problem = phoneOutOfBounds(parsed.data);
  if (problem) throw new ApiError(400, problem, 'invalid_data');
  return parsed.data;
}

/**
 * "Sends" a new six-digit MFA code by SMS (it lands in the inbox as `mfa_sms`), within the send limit, and no
 * enrolment code while SMS enrolment is locked out (a new code would not be accepted before the lock-out is served).
 */
export function sendSmsCode(
  { config, repo, now }: WalletEmulator,
  userId: string,
  purpose: MfaSmsPurpose,
  phone: string,
) {
  const at = now();
  const locked = purpose === 'enroll' && repo.mfa.smsEnrollmentLocked(userId, at);
  if (locked || repo.outbox.countSince(MFA_SMS_CHANNEL, phone, at - SMS_SEND_LIMIT.windowMs) >= SMS_SEND_LIMIT.count) {
    throw new ApiError(429, 'Too many requests. Please wait before trying again.', 'too_many_requests');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  repo.mfa.issueSmsCode(userId, purpose, phone, code, { expiresAt: at + config.tokens.codeSeconds * 1000, at });
}

/**
 * SMS verification (`useMfa().init('sms')`, `POST /api/v1/mfa/passwordless_sms/init {action: 'verify'}`): a new
 * code to the enrolled number.
 */
export function sendVerificationSms(emulator: WalletEmulator, userId: string): void {
  const row = emulator.repo.mfa.enrolled(userId).find((r) => r.method === 'sms');
  if (!row?.phone) throw new ApiError(400, 'SMS is not an enrolled multi-factor method', 'invalid_data');
  sendSmsCode(emulator, userId, 'verify', row.phone);
}
