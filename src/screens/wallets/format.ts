import { formatAmount as formatUnitsForLocale } from '../../flows/signing/format';
import type { ChainType, WalletBalance } from '../../model';
import { type ChainIdentity, chainIdentity } from '../parts/ChainName';

export type { WalletBalance } from '../../model';

/**
 * The balance for the locale, with the signing review's amount rules (one implementation for both): exact
 * units from viem's `formatUnits`, the locale's grouping and digits, cut (never rounded up) to six decimals.
 */
export function formatAmount(balance: Pick<WalletBalance, 'value' | 'decimals'>, locale: string): string {
  return formatUnitsForLocale(balance.value, balance.decimals, locale);
}

/** The chain a wallet is on, as a person reads it: its name (null: say its id), its mark, whether it is a test network. */
export type WalletChain = ChainIdentity;

/** Which chain a wallet is on: Solana, one of the supported EVM chains, another chain, or not known yet. */
export function walletChain(wallet: { chainType: ChainType; chainId?: number | null | undefined }): WalletChain {
  return chainIdentity(wallet.chainType, wallet.chainId);
}
