import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as people read it, in the international format ("+1 415 555 2671"), from the E.164 the provider
 * stores ("+14155552671"); a number libphonenumber-js cannot read is shown as it is.
 */
export function formatPhoneNumber(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}
