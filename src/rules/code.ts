import { CODE_LENGTH } from './limits';
import { asText, fail, ok, type RuleResult } from './result';

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
