import { formatAmount as formatUnitsForLocale } from '../../flows/signing/format';
import type { WalletBalance } from '../../model';

export type { WalletBalance } from '../../model';

/**
 * The balance for the locale, with the signing review's amount rules (one implementation for both): exact
 * units from viem's `formatUnits`, the locale's grouping and digits, cut (never rounded up) to six decimals.
 */
export function formatAmount(balance: Pick<WalletBalance, 'value' | 'decimals'>, locale: string): string {
  return formatUnitsForLocale(balance.value, balance.decimals, locale);
}
