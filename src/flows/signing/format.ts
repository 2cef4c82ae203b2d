import { formatUnits } from 'viem';
import { formatUsd } from '../../lib/usd';
import { isSupportedChainId, type SupportedChainId } from '../../model/chains';

/**
 * Amounts for the signing review: a native amount in its units (wei → ETH, lamports → SOL) and its value in US
 * dollars when a price is known, written for the reader's locale.
 */

/** The native currency of each supported chain: its symbol and decimals. */
const NATIVE_CURRENCIES = {
  1: { symbol: 'ETH', decimals: 18 },
  11155111: { symbol: 'ETH', decimals: 18 },
  137: { symbol: 'POL', decimals: 18 },
  10: { symbol: 'ETH', decimals: 18 },
  8453: { symbol: 'ETH', decimals: 18 },
  84532: { symbol: 'ETH', decimals: 18 },
  42161: { symbol: 'ETH', decimals: 18 },
  7777777: { symbol: 'ETH', decimals: 18 },
  43114: { symbol: 'AVAX', decimals: 18 },
  56: { symbol: 'BNB', decimals: 18 },
} as const satisfies Record<SupportedChainId, { symbol: string; decimals: number }>;

export interface Currency {
  symbol: string;
  decimals: number;
}

/** Solana's native currency: 1 SOL = 10⁹ lamports. */
export const SOL: Currency = { symbol: 'SOL', decimals: 9 };

/** The native currency of a chain id; ETH (18 decimals) for a chain outside the supported ten. */
export function nativeCurrency(chainId: number | undefined): Currency {
  return isSupportedChainId(chainId) ? NATIVE_CURRENCIES[chainId] : { symbol: 'ETH', decimals: 18 };
}

/**
 * An integer amount in its units for a locale: `formatUnits` keeps every digit (no float rounding), then the
 * integer part gets the locale's grouping and the fraction its decimal separator. Up to `maxFraction` digits are
 * kept (default 6); a non-zero amount that would round to zero shows as "< 0.000001".
 */
export function formatAmount(amount: bigint, decimals: number, locale: string, maxFraction = 6): string {
  const negative = amount < 0n;
  const text = formatUnits(negative ? -amount : amount, decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, maxFraction).replace(/0+$/, '');
  const parts = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).formatToParts(1234.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const wholeText = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  if (kept === '' && fraction.replace(/0+$/, '') !== '' && whole === '0') {
    const smallest = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFraction }).format(10 ** -maxFraction);
    return `< ${smallest}`;
  }
  const sign = negative ? '-' : '';
  if (kept === '') return `${sign}${wholeText}`;
  return `${sign}${wholeText}${decimal}${localizeDigits(kept, locale)}`;
}

/** Writes ASCII digits in the locale's own digits (Arabic-Indic for `ar`), as Intl does for the integer part. */
function localizeDigits(digits: string, locale: string): string {
  const zero = new Intl.NumberFormat(locale, { useGrouping: false }).format(0);
  if (zero === '0') return digits;
  const base = zero.codePointAt(0) ?? 48;
  return digits.replace(/[0-9]/g, (d) => String.fromCodePoint(base + Number(d)));
}

/** The amount and its currency symbol, e.g. "0.05 ETH". */
export function formatNative(amount: bigint, currency: Currency, locale: string): string {
  return `${formatAmount(amount, currency.decimals, locale)} ${currency.symbol}`;
}

/**
 * The US-dollar value of an amount at a price per whole unit, in the locale's currency format ("$150.61"); null
 * without a (finite, non-negative) price.
 */
export function formatUsdValue(
  amount: bigint,
  currency: Currency,
  usdPrice: number | undefined,
  locale: string,
): string | null {
  if (usdPrice === undefined || !Number.isFinite(usdPrice) || usdPrice < 0) return null;
  const units = Number(formatUnits(amount, currency.decimals));
  return formatUsd(units * usdPrice, locale);
}
