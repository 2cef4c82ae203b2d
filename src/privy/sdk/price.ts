/**
 * The USD price of a chain's native unit (the Wallets port's `getUsdPrice`, and the `usd` of its balances), from the
 * provider's `GET /api/v1/token_price` as the SDK asks it. SDK side, loaded with the SDK's chunk.
 */
import type { Chain } from 'viem';
import { type ChainType, isTestnet } from '../../model';
import { nativeOf } from './chains';

/** Where the provider's price API is, and the chains whose native units it is asked about. */
export interface PriceSource {
  apiOrigin: string;
  appId: string;
  chains: readonly Chain[];
}

/**
 * USD per whole native unit (`chainId` null: Solana), or null when unknown. A test network's coins have no price,
 * whatever the provider would answer: it is not asked (`isTestnet`), so no balance, amount or fee there is valued.
 */
export async function readUsdPrice(
  { apiOrigin, appId, chains }: PriceSource,
  chainType: ChainType,
  chainId: number | null,
): Promise<number | null> {
  if (isTestnet(chainId)) return null;
  const symbol = chainType === 'solana' ? 'SOL' : chainId ? nativeOf(chains, chainId)?.symbol : undefined;
  if (!symbol) return null;
  const query = new URLSearchParams({ chainId: String(chainType === 'solana' ? 0 : chainId), tokenSymbol: symbol });
  const response = await fetch(`${apiOrigin}/api/v1/token_price?${query}`, { headers: { 'privy-app-id': appId } });
  if (!response.ok) return null;
  const body = (await response.json()) as { usd?: unknown };
  return typeof body.usd === 'number' && Number.isFinite(body.usd) ? body.usd : null;
}
