import { validateCode } from './code';
import { MAX_ACCOUNTS_PER_OTHER_TYPE, MAX_PASSKEYS } from './limits';
import { asText, fail, ok, type RuleResult } from './result';

// A pragmatic address check (what browsers' type=email accepts, plus a dot in the domain).
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/u;
const MAX_EMAIL_LENGTH = 320;

export interface EmailRuleOptions {
  /** When false, an address containing '+' is rejected (the app's configuration). */
  allowPlus?: boolean | undefined;
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
