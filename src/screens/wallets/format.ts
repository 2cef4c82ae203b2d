import { formatUnits } from 'viem';

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

/** Significant decimals shown for an amount; the rest is cut off, never rounded up past what is held. */
const AMOUNT_DECIMALS = 6;

/**
 * The amount for the locale: exact units from viem's `formatUnits` (no floating point on the way), grouped and
 * cut to six decimals by Intl. `1234567890000000000n` wei reads "1.23456789" → "1.234567" (en), "1,234567" (fr).
 */
export function formatAmount(balance: Pick<WalletBalance, 'value' | 'decimals'>, locale: string): string {
  const exact = formatUnits(balance.value, balance.decimals) as `${number}`;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: AMOUNT_DECIMALS,
    roundingMode: 'trunc',
  }).format(exact);
}

/** A US-dollar value for the locale: "$2,468.12". */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
}
