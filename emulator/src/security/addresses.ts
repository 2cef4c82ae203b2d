import type { z } from 'zod';

/**
 * Address fields as the RFCs bound them (the provider's schemas check their shape only: a 10,000-character e-mail
 * address passed them). An e-mail address: at most 254 characters (RFC 5321 §4.5.3.1.3: a path of 256 octets with
 * its angle brackets), a local part of at most 64 (§4.5.3.1.1), domain labels of at most 63 (RFC 1035 §2.3.4). A
 * phone number: an E.164 number, at most 15 digits with the country code and no extension (ITU-T E.164 §6).
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;
const E164_MAX_DIGITS = 15;

/** Why an e-mail address is beyond the bounds, or null when it is within them. */
export function emailOutOfBounds(address: string): string | null {
  if (address.length > EMAIL_MAX_LENGTH) return `E-mail address longer than ${EMAIL_MAX_LENGTH} characters`;
  const at = address.lastIndexOf('@');
  if (at > LOCAL_PART_MAX_LENGTH)
    return `E-mail address with a local part longer than ${LOCAL_PART_MAX_LENGTH} characters`;
  if (
    address
      .slice(at + 1)
      .split('.')
      .some((label) => label.length > DOMAIN_LABEL_MAX_LENGTH)
  ) {
    return `E-mail address with a domain label longer than ${DOMAIN_LABEL_MAX_LENGTH} characters`;
  }
  return null;
}

/**
 * Why a phone number (as the provider's schema normalises it: `+1 415 555 2671`, an extension written after it)
 * is not an E.164 number, or null when it is one.
 */
export function phoneOutOfBounds(phone: string): string | null {
  if (/[^\d\s()+.-]/.test(phone)) return 'Phone number with an extension (E.164 numbers have none)';
  if ((phone.match(/\d/g)?.length ?? 0) > E164_MAX_DIGITS) return `Phone number longer than ${E164_MAX_DIGITS} digits`;
  return null;
}

/**
 * One of the provider's request schemas with its address fields also held to the bounds: `emails` and `phones`
 * name them (a missing optional field is left alone); a field beyond them is an issue of the schema, so the
 * request is a 400 like any other invalid one.
 */
export function withBoundedAddresses<S extends z.ZodTypeAny>(
  schema: S,
  { emails = [], phones = [] }: { emails?: string[]; phones?: string[] },
) {
  return schema.superRefine((value, ctx) => {
    const check = (fields: string[], outOfBounds: (text: string) => string | null) => {
      for (const field of fields) {
        const text = (value as Record<string, unknown>)[field];
        const problem = typeof text === 'string' ? outOfBounds(text) : null;
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
    };
    check(emails, emailOutOfBounds);
    check(phones, phoneOutOfBounds);
  });
}
