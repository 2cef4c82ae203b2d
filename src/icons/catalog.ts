import { OAUTH_PROVIDERS as MODEL_OAUTH_PROVIDERS, type OAuthProviderId } from '../model/methods';
import type { SupportedChainId } from '../rules/limits';
import type { BrandName } from './brands';

/** The eleven social OAuth providers with their marks (the ids and names live in the model). */
export const OAUTH_PROVIDERS = MODEL_OAUTH_PROVIDERS.map((p) => ({ ...p, icon: p.id })) satisfies readonly {
  id: OAuthProviderId;
  name: string;
  icon: BrandName;
}[];

export type { OAuthProviderId };

/** Wallets with a mark of their own; others show the icon their EIP-6963 announcement carries. */
export const WALLETS = [
  { id: 'metamask', name: 'MetaMask', icon: 'metamask' },
  { id: 'coinbase_wallet', name: 'Coinbase Wallet', icon: 'coinbase_wallet' },
  { id: 'base_account', name: 'Base', icon: 'base_account' },
  { id: 'wallet_connect', name: 'WalletConnect', icon: 'wallet_connect' },
  { id: 'phantom', name: 'Phantom', icon: 'phantom' },
  { id: 'rainbow', name: 'Rainbow', icon: 'rainbow' },
] as const satisfies readonly { id: string; name: string; icon: BrandName }[];

/** The ten supported chains (spec 9). */
export const CHAINS = {
  1: { name: 'Ethereum', icon: 'ethereum', testnet: false },
  11155111: { name: 'Sepolia', icon: 'sepolia', testnet: true },
  137: { name: 'Polygon', icon: 'polygon', testnet: false },
  10: { name: 'OP Mainnet', icon: 'optimism', testnet: false },
  8453: { name: 'Base', icon: 'base', testnet: false },
  84532: { name: 'Base Sepolia', icon: 'base', testnet: true },
  42161: { name: 'Arbitrum One', icon: 'arbitrum', testnet: false },
  7777777: { name: 'Zora', icon: 'zora', testnet: false },
  43114: { name: 'Avalanche', icon: 'avalanche', testnet: false },
  56: { name: 'BNB Smart Chain', icon: 'bnb', testnet: false },
} as const satisfies Record<SupportedChainId, { name: string; icon: BrandName; testnet: boolean }>;
