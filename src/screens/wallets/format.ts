import { formatAmount as formatUnitsForLocale } from '../../flows/signing-format';

/** A wallet's balance as the app reads it: the raw amount in the chain's smallest unit (wei, lamports). */
export interface WalletBalance {
  /** The amount in the smallest unit: wei (18 decimals) for ETH, lamports (9) for SOL. */
  value: bigint;
  decimals: number;
  /** The asset's symbol, shown after the amount (ETH, SOL, POL …). */
  symbol: string;
  /** The value in US dollars, when a price is known (`GET /api/v1/token_price`). */
  usd?: number | null;
}

/**
 * The balance for the locale, with the signing review's amount rules (one implementation for both): exact
 * units from viem's `formatUnits`, the locale's grouping and digits, cut (never rounded up) to six decimals.
 */
export function formatAmount(balance: Pick<WalletBalance, 'value' | 'decimals'>, locale: string): string {
  return formatUnitsForLocale(balance.value, balance.decimals, locale);
}

/** A US-dollar value for the locale: "$2,468.12". */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
}
