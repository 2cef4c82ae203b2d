import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toAsciiDigits, validateCode } from './code';
import { asText, fail, ok, type RuleResult } from './result';

// Phone rules live in their own module: they carry the phone-number metadata (~28 kB gzip), which screens
// that never ask for a number should not download.

/**
 * Spec 5: phone submit stays disabled until the number is valid. Returns the number in E.164.
 * `defaultCountry` applies to numbers typed without a leading '+'.
 */
export function validatePhone(input: unknown, defaultCountry: CountryCode = 'US'): RuleResult {
  const raw = toAsciiDigits(asText(input)).trim();
  if (raw.replace(/\D/g, '').length === 0) return fail('validation.phone.required');
  if (raw.length > 64) return fail('validation.phone.invalid');
  const parsed = parsePhoneNumberFromString(raw, defaultCountry);
  if (!parsed?.isValid()) return fail('validation.phone.invalid');
  return ok(parsed.number);
}

/**
 * A phone number for reading: international format ("+1 415 555 2671" for "+14155552671"), or as given when it
 * cannot be parsed. Shown left to right: put it in an isolate (`dir="ltr"`, or U+2068…U+2069) inside right-to-left text.
 */
export const formatPhoneNumber = (e164: string): string =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** Spec 5: SMS authentication requires both phone number and code. */
export function validateSmsLogin(
  input: { phoneNumber?: unknown; code?: unknown },
  defaultCountry?: CountryCode,
): RuleResult<{ phoneNumber: string; code: string }> {
  const phone = validatePhone(input.phoneNumber, defaultCountry);
  if (!phone.ok) return phone;
  const code = validateCode(input.code);
  if (!code.ok) return code;
  return ok({ phoneNumber: phone.value, code: code.value });
}
