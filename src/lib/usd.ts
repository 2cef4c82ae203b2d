/**
 * A US-dollar amount for the locale, the one formatter of the library: "$2,468.12". `wholeDollars`: no cents when
 * there are none ("$25", but "$25.50"), for amounts a person picks rather than values computed from a price.
 */
export function formatUsd(value: number, locale: string, { wholeDollars = false } = {}): string {
  const whole = wholeDollars && Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 2 } : {}),
  }).format(value);
}
