import type { Chain } from 'viem';
import { arbitrum, avalanche, base, baseSepolia, bsc, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';

/**
 * The ten chains the product supports (spec 3, the model's `SUPPORTED_CHAIN_IDS`), as the SDK takes them
 * (`supportedChains`, viem chain objects). A host may give each an RPC of its own for the embedded wallets (a local
 * emulator's JSON-RPC route, so that nothing leaves the machine); otherwise the SDK's own RPCs.
 * Imported by the SDK's chunk only (viem's chain list stays out of the first screen).
 */
const SUPPORTED_CHAINS: readonly Chain[] = [
  mainnet,
  sepolia,
  polygon,
  optimism,
  base,
  baseSepolia,
  arbitrum,
  zora,
  avalanche,
  bsc,
];

/** The chain wallets start on: Base Sepolia, the local chain's id under the emulator. */
export const DEFAULT_CHAIN: Chain = baseSepolia;

/**
 * The chains as the SDK should use them: `chains` (the ten supported ones by default), each with its
 * `walletRpcUrl` when one is given.
 */
export function sdkChains(
  chains: readonly Chain[] = SUPPORTED_CHAINS,
  walletRpcUrl?: (chainId: number) => string,
): Chain[] {
  if (!walletRpcUrl) return [...chains];
  // `privyWalletOverride` is the RPC the SDK's embedded wallets read and broadcast through.
  return chains.map((chain) => ({
    ...chain,
    rpcUrls: { ...chain.rpcUrls, privyWalletOverride: { http: [walletRpcUrl(chain.id)] } },
  }));
}

/** The JSON-RPC URL the app reads a chain through (receipts): the SDK's choice for that chain. */
export function rpcUrlOf(chains: readonly Chain[], chainId: number): string | null {
  const chain = chains.find((c) => c.id === chainId);
  if (!chain) return null;
  const urls = chain.rpcUrls as Record<string, { http: readonly string[] } | undefined>;
  return urls.privyWalletOverride?.http[0] ?? chain.rpcUrls.default.http[0] ?? null;
}

/** The native currency of a chain (ETH, POL, AVAX, BNB …), for balances and prices. */
export function nativeOf(chains: readonly Chain[], chainId: number) {
  return chains.find((c) => c.id === chainId)?.nativeCurrency ?? null;
}

/** `eip155:84532` (the SDK's form) or a number → 84532; null when unreadable. */
export function chainIdOf(value: string | number | undefined): number | null {
  if (typeof value === 'number') return value;
  const id = Number(
    String(value ?? '')
      .split(':')
      .pop(),
  );
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
