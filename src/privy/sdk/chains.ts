import type { Chain } from 'viem';
import { arbitrum, avalanche, base, baseSepolia, bsc, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';
import type { RuntimeConfig } from '../config';

/**
 * The ten chains the product supports (spec 3, the model's `SUPPORTED_CHAIN_IDS`), as the SDK takes them
 * (`supportedChains`, viem chain objects). Emulated, every chain's RPC is the emulator's own JSON-RPC route
 * (`{apiUrl}/rpc/{chainId}`, which serves the local chain and answers 404 for the others): nothing leaves the
 * machine, and the page talks to no origin but the app's and the emulator's. Live, the SDK's own RPCs.
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

/** The emulator's JSON-RPC route for a chain. */
const emulatorRpc = (apiUrl: string, chainId: number) => `${apiUrl}/rpc/${chainId}`;

/** The supported chains as the SDK should use them under this config. */
export function sdkChains(config: RuntimeConfig): Chain[] {
  const { apiUrl } = config;
  if (config.mode !== 'emulator' || !apiUrl) return [...SUPPORTED_CHAINS];
  // `privyWalletOverride` is the RPC the SDK's embedded wallets read and broadcast through.
  return SUPPORTED_CHAINS.map((chain) => ({
    ...chain,
    rpcUrls: { ...chain.rpcUrls, privyWalletOverride: { http: [emulatorRpc(apiUrl, chain.id)] } },
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
