import { z } from 'zod';
import { type ChainSettings, SOLANA_PRICE_CHAIN_ID, type SplTokenInfo, SUPPORTED_CHAINS } from './settings';

/**
 * The answers of the provider's price and token-metadata routes. The provider publishes no zod schema for
 * these two (they are not in `@privy-io/public-api`); these mirror the SDK's own types of their answers
 * (`getUsdTokenPrice(): Promise<number>` reads `.usd`; `getSplTokenMetadata()` returns `{ name, symbol,
 * decimals }`), so the emulator answers no more and no less than the SDK reads.
 */
export const TokenPriceResponse = z.object({ usd: z.number().positive().finite() }).strict();
export const SplTokenInfoResponse = z
  .object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0).max(255) })
  .strict();

/** Well-known SPL mints, per cluster (Circle's USDC on mainnet and devnet, Tether on mainnet, wrapped SOL). */
const BUILT_IN_SPL_TOKENS: readonly SplTokenInfo[] = [
  {
    mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    cluster: 'mainnet-beta',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
  },
  {
    mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
    cluster: 'devnet',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
  },
  {
    mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    cluster: 'mainnet-beta',
    name: 'USDT',
    symbol: 'USDT',
    decimals: 6,
  },
  ...(['mainnet-beta', 'devnet', 'testnet'] as const).map((cluster) => ({
    mint: 'So11111111111111111111111111111111111111112',
    cluster,
    name: 'Wrapped SOL',
    symbol: 'SOL',
    decimals: 9,
  })),
];

/** The cluster names the SDK sends, and `mainnet` as the provider's other name for mainnet-beta. */
const CLUSTERS: Record<string, SplTokenInfo['cluster']> = {
  'mainnet-beta': 'mainnet-beta',
  mainnet: 'mainnet-beta',
  devnet: 'devnet',
  testnet: 'testnet',
};

export type Lookup<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; error: string };

/**
 * The USD price of a token on a chain: the chain must be one of the supported EVM chains, or 0 for Solana
 * (as the SDK asks for SOL); the symbol must be in the price table.
 */
export function tokenPrice(
  settings: Pick<ChainSettings, 'prices'>,
  query: { chainId?: string | undefined; tokenSymbol?: string | undefined },
): Lookup<z.output<typeof TokenPriceResponse>> {
  const { chainId, tokenSymbol } = query;
  if (chainId === undefined || !/^\d{1,12}$/.test(chainId)) {
    return { ok: false, status: 400, error: 'Invalid request: chainId must be a chain id' };
  }
  if (tokenSymbol === undefined || !/^[A-Za-z0-9.]{1,16}$/.test(tokenSymbol)) {
    return { ok: false, status: 400, error: 'Invalid request: tokenSymbol must be a token symbol' };
  }
  const id = Number(chainId);
  if (id !== SOLANA_PRICE_CHAIN_ID && !SUPPORTED_CHAINS.some((c) => c.id === id)) {
    return { ok: false, status: 404, error: `No token prices for chain ${id}` };
  }
  const symbol = tokenSymbol.toUpperCase();
  const usd = Object.hasOwn(settings.prices, symbol) ? settings.prices[symbol] : undefined;
  if (usd === undefined) return { ok: false, status: 404, error: `No price for ${tokenSymbol} on chain ${id}` };
  return { ok: true, value: TokenPriceResponse.parse({ usd }) };
}

/** Name, symbol and decimals of an SPL mint on a cluster: the built-in table and the configured tokens. */
export function splTokenInfo(
  settings: Pick<ChainSettings, 'splTokens'>,
  query: { mintAddress?: string | undefined; cluster?: string | undefined },
): Lookup<z.output<typeof SplTokenInfoResponse>> {
  const { mintAddress, cluster } = query;
  if (mintAddress === undefined || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(mintAddress)) {
    return { ok: false, status: 400, error: 'Invalid request: mint_address must be a base58 address' };
  }
  const name = cluster !== undefined && Object.hasOwn(CLUSTERS, cluster) ? CLUSTERS[cluster] : undefined;
  if (!name)
    return { ok: false, status: 400, error: 'Invalid request: cluster must be mainnet-beta, devnet or testnet' };
  const token = [...settings.splTokens, ...BUILT_IN_SPL_TOKENS].find(
    (t) => t.mint === mintAddress && t.cluster === name,
  );
  if (!token) return { ok: false, status: 404, error: `Unknown SPL token ${mintAddress} on ${name}` };
  return {
    ok: true,
    value: SplTokenInfoResponse.parse({ name: token.name, symbol: token.symbol, decimals: token.decimals }),
  };
}
