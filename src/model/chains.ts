/**
 * The chains of the provider's vocabulary (spec 3 and 9): the two chain types a wallet belongs to, and the ten
 * EVM chains the app supports, by chain id with their names. Marks live in icons (`CHAIN_MARKS`).
 */

/** The chain type of a wallet address (`chainType` on a wallet account). */
export const CHAIN_TYPES = ['ethereum', 'solana'] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];

/** The ten supported EVM chains (spec 9), in the order the app offers them; the first is the default. */
export const SUPPORTED_CHAIN_IDS = [1, 11155111, 137, 10, 8453, 84532, 42161, 7777777, 43114, 56] as const;
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number];

export interface Chain {
  /** The chain's display name. */
  name: string;
  testnet: boolean;
}

/** Every supported chain by id: its name and whether it is a test network. */
export const CHAINS = {
  1: { name: 'Ethereum', testnet: false },
  11155111: { name: 'Sepolia', testnet: true },
  137: { name: 'Polygon', testnet: false },
  10: { name: 'OP Mainnet', testnet: false },
  8453: { name: 'Base', testnet: false },
  84532: { name: 'Base Sepolia', testnet: true },
  42161: { name: 'Arbitrum One', testnet: false },
  7777777: { name: 'Zora', testnet: false },
  43114: { name: 'Avalanche', testnet: false },
  56: { name: 'BNB Smart Chain', testnet: false },
} as const satisfies Record<SupportedChainId, Chain>;

export function isSupportedChainId(value: unknown): value is SupportedChainId {
  return typeof value === 'number' && (SUPPORTED_CHAIN_IDS as readonly number[]).includes(value);
}

/** A supported test network (its coins have no price: no dollar value is shown for them). */
export function isTestnet(chainId: number | null | undefined): boolean {
  return isSupportedChainId(chainId) && CHAINS[chainId].testnet;
}
