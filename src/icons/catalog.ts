import type { OAuthProviderId, SupportedChainId } from '../model';
import type { BrandName } from './brands';

/**
 * Marks for the model's ids: each built-in OAuth provider and each supported chain has a brand mark here (names
 * and ids live in the model, `src/model`).
 */

/** The mark of a built-in OAuth provider: every provider's mark is named as its id. */
export const oauthProviderMark = (id: OAuthProviderId): BrandName => id;

/** The mark of each supported chain. */
export const CHAIN_MARKS = {
  1: 'ethereum',
  11155111: 'sepolia',
  137: 'polygon',
  10: 'optimism',
  8453: 'base',
  84532: 'base',
  42161: 'arbitrum',
  7777777: 'zora',
  43114: 'avalanche',
  56: 'bnb',
} as const satisfies Record<SupportedChainId, BrandName>;

/** Wallets with a mark of their own; others show the icon their EIP-6963 announcement carries. */
export const WALLETS = [
  { id: 'metamask', name: 'MetaMask', icon: 'metamask' },
  { id: 'coinbase_wallet', name: 'Coinbase Wallet', icon: 'coinbase_wallet' },
  { id: 'base_account', name: 'Base', icon: 'base_account' },
  { id: 'wallet_connect', name: 'WalletConnect', icon: 'wallet_connect' },
  { id: 'phantom', name: 'Phantom', icon: 'phantom' },
  { id: 'rainbow', name: 'Rainbow', icon: 'rainbow' },
] as const satisfies readonly { id: string; name: string; icon: BrandName }[];
