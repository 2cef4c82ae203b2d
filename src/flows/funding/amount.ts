import type { KeysOf } from '../../copy/decks';
import type { fundingCopy } from '../../copy/decks/funding';

type FundingKey = KeysOf<typeof fundingCopy>;

/** The amounts a person may buy, in US dollars (ours: the on-ramps set their own limits on their pages). */
export const FUNDING_AMOUNT = { minUsd: 1, maxUsd: 10_000 } as const;

/** The amounts offered as one-click choices. */
export const FUNDING_PRESETS_USD: readonly number[] = [25, 50, 100];

export type AmountCheck = { ok: true; amountUsd: number } | { ok: false; error: FundingKey };

/**
 * Reads a US-dollar amount as typed: digits with at most two decimals ("25", "25.5", "1,000.00"; a leading "$" and
 * grouping commas are allowed), between `FUNDING_AMOUNT.minUsd` and `maxUsd`. Never throws.
 */
export function checkFundingAmount(text: unknown): AmountCheck {
  if (typeof text !== 'string') return { ok: false, error: 'funding.amount.invalid' };
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, error: 'funding.amount.empty' };
  if (trimmed.length > 16 || !/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(trimmed)) {
    return { ok: false, error: 'funding.amount.invalid' };
  }
  const amountUsd = Number(trimmed.replaceAll(',', ''));
  if (!Number.isFinite(amountUsd)) return { ok: false, error: 'funding.amount.invalid' };
  if (amountUsd < FUNDING_AMOUNT.minUsd) return { ok: false, error: 'funding.amount.tooSmall' };
  if (amountUsd > FUNDING_AMOUNT.maxUsd) return { ok: false, error: 'funding.amount.tooLarge' };
  return { ok: true, amountUsd };
}

/**
 * What an amount buys at a price, in the smallest unit of the asset (wei for 18 decimals), rounded down; null
 * without a usable price.
 */
export function cryptoForUsd(amountUsd: number, usdPrice: number | null, decimals: number): bigint | null {
  if (usdPrice === null || !Number.isFinite(usdPrice) || usdPrice <= 0) return null;
  if (!Number.isFinite(amountUsd) || amountUsd < 0) return null;
  const cents = BigInt(Math.round(amountUsd * 100));
  // The price to a millionth of a dollar is plenty for an estimate.
  const micro = BigInt(Math.round(usdPrice * 1_000_000));
  if (micro === 0n) return null;
  return (cents * 10_000n * 10n ** BigInt(decimals)) / micro;
}
