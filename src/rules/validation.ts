import type { CopyKey } from '../copy/locales/en';
import { CODE_LENGTH, MAX_ACCOUNTS_PER_OTHER_TYPE, MAX_PASSKEYS } from './limits';

/** The result of a rule: the normalised value, or the copy key of the message to show. */
export type RuleResult<T = string> = { ok: true; value: T } | { ok: false; error: CopyKey };

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const fail = (error: CopyKey): RuleResult<never> => ({ ok: false, error });

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Maps every Unicode decimal digit (Arabic-Indic, Devanagari, full-width, ...) to its ASCII digit, so a code
 * typed on any keyboard is accepted. Other characters are kept.
 */
export function toAsciiDigits(input: string): string {
  return input.replace(/\p{Nd}/gu, (digit) => {
    // Unicode guarantees decimal digits come in contiguous runs of ten, 0 to 9: the value is the distance
    // from the start of the run, modulo ten (adjacent runs, as in the mathematical alphanumerics, stay aligned).
    let start = digit.codePointAt(0) ?? 0;
    const cp = start;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}

/** Strips what people paste around a code: spaces (any Unicode space), hyphens and dashes. */
export function normalizeCode(input: unknown): string {
  return toAsciiDigits(asText(input)).replace(/[\s\p{Pd}]/gu, '');
}

/**
 * Spec 5: the verification code is exactly 6 digits, each 0 to 9.
 * Non-digit input: "Passcode can only be numbers"; too many digits: "Passcode must be exactly 6 numbers".
 * Empty input asks for the code; fewer digits is "exactly 6" too.
 */
export function validateCode(input: unknown): RuleResult {
  const code = normalizeCode(input);
  if (code.length === 0) return fail('validation.code.required');
  if (!/^[0-9]+$/.test(code)) return fail('validation.code.numbersOnly');
  if (code.length !== CODE_LENGTH) return fail('validation.code.exactLength');
  return ok(code);
}

// A pragmatic address check (what browsers' type=email accepts, plus a dot in the domain).
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/u;
const MAX_EMAIL_LENGTH = 320;

export interface EmailRuleOptions {
  /** When false, an address containing '+' is rejected (the app's configuration). */
  allowPlus?: boolean;
}

/** Spec 5: an e-mail is required before a code is sent; '+' is rejected when configuration disallows it. */
export function validateEmail(input: unknown, { allowPlus = true }: EmailRuleOptions = {}): RuleResult {
  const email = asText(input).trim();
  if (email.length === 0) return fail('validation.email.required');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return fail('validation.email.invalid');
  if (!allowPlus && email.split('@')[0]?.includes('+')) return fail('validation.email.plus');
  return ok(email);
}

/** Spec 5: e-mail update requires the old address, the new address and the code. */
export function validateEmailUpdate(
  input: { oldAddress?: unknown; newAddress?: unknown; code?: unknown },
  options: EmailRuleOptions = {},
): RuleResult<{ oldAddress: string; newAddress: string; code: string }> {
  if (asText(input.oldAddress).trim() === '') return fail('validation.email.oldRequired');
  if (asText(input.newAddress).trim() === '') return fail('validation.email.newRequired');
  const oldAddress = validateEmail(input.oldAddress);
  if (!oldAddress.ok) return oldAddress;
  const newAddress = validateEmail(input.newAddress, options);
  if (!newAddress.ok) return newAddress;
  if (oldAddress.value.toLowerCase() === newAddress.value.toLowerCase()) return fail('validation.email.unchanged');
  const code = validateCode(input.code);
  if (!code.ok) return code;
  return ok({ oldAddress: oldAddress.value, newAddress: newAddress.value, code: code.value });
}

/** Spec 5: both e-mail and code are required to log in. */
export function validateEmailLogin(
  input: { email?: unknown; code?: unknown },
  options?: EmailRuleOptions,
): RuleResult<{ email: string; code: string }> {
  const email = validateEmail(input.email, options);
  if (!email.ok) return email;
  const code = validateCode(input.code);
  if (!code.ok) return code;
  return ok({ email: email.value, code: code.value });
}

/** Spec 5: a message to sign must be a non-empty string. */
export function validateSignMessage(input: unknown): RuleResult {
  if (typeof input !== 'string' || input.length === 0) return fail('validation.message.empty');
  return ok(input);
}

/** Spec 5 and 9: at most 5 passkeys may be linked, and at most 1 account of each other type. */
export function canLinkAccount(linkedAccounts: readonly { type: string }[], type: string): RuleResult<true> {
  const count = linkedAccounts.filter((account) => account.type === type).length;
  if (type === 'passkey') return count < MAX_PASSKEYS ? ok(true) : fail('validation.link.passkeyLimit');
  return count < MAX_ACCOUNTS_PER_OTHER_TYPE ? ok(true) : fail('validation.link.oneOfType');
}

// Phone rules live in their own module: they carry the phone-number metadata (~28 kB gzip), which screens
// that never ask for a number should not download.
export { validatePhone, validateSmsLogin } from './phone';
