import { formatAmount as formatUnitsForLocale } from '../../flows/signing/format';
import type { BrandName } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { CHAINS, type ChainType, isSupportedChainId, type WalletBalance } from '../../model';

export type { WalletBalance } from '../../model';

/**
 * The balance for the locale, with the signing review's amount rules (one implementation for both): exact
 * units from viem's `formatUnits`, the locale's grouping and digits, cut (never rounded up) to six decimals.
 */
export function formatAmount(balance: Pick<WalletBalance, 'value' | 'decimals'>, locale: string): string {
  return formatUnitsForLocale(balance.value, balance.decimals, locale);
}

/** The chain a wallet is on, as a person reads it: its name (null: say its id), its mark, whether it is a test network. */
export interface WalletChain {
  /** The chain's name ("Base Sepolia", "Solana"); null for an Ethereum chain outside the supported ten. */
  name: string | null;
  /** The chain id when the name is not known (null: not known either). */
  chainId: number | null;
  mark: BrandName | null;
  /** A test network: its units have no dollar value. */
  testnet: boolean;
}

/** Which chain a wallet is on: Solana, one of the supported EVM chains, another chain, or not known yet. */
export function walletChain(wallet: { chainType: ChainType; chainId?: number | null | undefined }): WalletChain {
  if (wallet.chainType === 'solana') return { name: 'Solana', chainId: null, mark: 'solana', testnet: false };
  const chainId = wallet.chainId ?? null;
  if (isSupportedChainId(chainId)) {
    return { name: CHAINS[chainId].name, chainId, mark: CHAIN_MARKS[chainId], testnet: CHAINS[chainId].testnet };
  }
  return {
    name: chainId === null ? 'Ethereum' : null,
    chainId,
    mark: chainId === null ? 'ethereum' : null,
    testnet: false,
  };
}
