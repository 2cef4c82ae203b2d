import type { OnrampProvider } from '../../flows/funding';

/** A US-dollar amount for the locale: "$25" for whole dollars, "$25.50" otherwise. */
export function formatDollars(amountUsd: number, locale: string): string {
  const whole = Number.isInteger(amountUsd);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountUsd);
}

/** The deck key of an on-ramp's name. */
export const providerKey = (provider: OnrampProvider) => `funding.provider.${provider}` as const;
