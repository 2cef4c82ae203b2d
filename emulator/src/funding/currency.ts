import { formatEther } from 'viem';
import { type ChainSettings, SUPPORTED_CHAINS } from '../chain/settings';
import { usdCents } from './settings';

/**
 * What the stand-in on-ramps sell: the local chain's native currency only (the faucet sends nothing else), named
 * as each provider names it for the chain the local chain pretends to be (a testnet counts as its mainnet: the
 * live providers serve no testnet, the emulator is more permissive on purpose).
 */

/** MoonPay's currency code (after the provider schema's own mapping) for each chain's native currency. */
const MOONPAY_CODES: Partial<Record<number, string>> = {
  1: 'ETH',
  11155111: 'ETH',
  8453: 'ETH_BASE',
  84532: 'ETH_BASE',
  10: 'ETH_OPTIMISM',
  42161: 'ETH_ARBITRUM',
  137: 'POL_POLYGON',
  43114: 'AVAX_CCHAIN',
  56: 'BNB_BSC',
};

/** Coinbase Onramp's network name for each chain (`CoinbaseOnRampInitInput`'s `blockchains`). */
const COINBASE_NETWORKS: Partial<Record<number, string>> = {
  1: 'ethereum',
  11155111: 'ethereum',
  8453: 'base',
  84532: 'base',
  10: 'optimism',
  42161: 'arbitrum',
  137: 'polygon',
  43114: 'avacchain',
};

/** The local chain's name and native currency symbol. */
export function chainInfo(chainId: number): { name: string; symbol: string } {
  const known = SUPPORTED_CHAINS.find((c) => c.id === chainId);
  return { name: known?.name ?? `Chain ${chainId}`, symbol: known?.symbol ?? 'ETH' };
}

/** MoonPay's code for the chain's native currency, or null when MoonPay sells none on it (Zora). */
export const moonpayCode = (chainId: number): string | null => MOONPAY_CODES[chainId] ?? null;

/** Coinbase's network name for the chain, or null when Coinbase Onramp does not serve it (BNB, Zora). */
export const coinbaseNetwork = (chainId: number): string | null => COINBASE_NETWORKS[chainId] ?? null;

/** Price digits kept when converting (USD prices such as 0.25 stay exact). */
const PRICE_SCALE = 100_000_000n;

/** The price of the chain's native currency in USD, scaled by 1e8, or null without a usable price. */
function scaledPrice(settings: Pick<ChainSettings, 'prices'>, symbol: string): bigint | null {
  const usd = Object.hasOwn(settings.prices, symbol) ? settings.prices[symbol] : undefined;
  if (usd === undefined) return null;
  const scaled = BigInt(Math.round(usd * Number(PRICE_SCALE)));
  return scaled > 0n ? scaled : null;
}

/** The USD price the pages show for one unit of the native currency, or null. */
export function usdPrice(settings: Pick<ChainSettings, 'prices'>, symbol: string): number | null {
  return scaledPrice(settings, symbol) === null ? null : (settings.prices[symbol] ?? null);
}

/** What `cents` US cents buy of the native currency at the price table's rate, in wei (rounded down). */
export function weiForCents(settings: Pick<ChainSettings, 'prices'>, symbol: string, cents: number): bigint | null {
  const price = scaledPrice(settings, symbol);
  if (price === null) return null;
  return (BigInt(cents) * 10n ** 18n * PRICE_SCALE) / (100n * price);
}

/** The USD value of a crypto amount (a decimal string or number), in cents (rounded), or null. */
export function centsForCrypto(
  settings: Pick<ChainSettings, 'prices'>,
  symbol: string,
  amount: number | string,
): number | null {
  const price = usdPrice(settings, symbol);
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (price === null || !Number.isFinite(value) || value <= 0) return null;
  const cents = Math.round(value * price * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The native currency amount `usd` dollars buy, as a decimal string (for `default_recommended_amount`). */
export function cryptoForUsd(settings: Pick<ChainSettings, 'prices'>, symbol: string, usd: string): string | null {
  const wei = weiForCents(settings, symbol, usdCents(usd));
  return wei === null ? null : trimmed(wei);
}

/** Wei as a decimal of the native currency, cut to 8 decimals (what a page shows). */
export function trimmed(wei: bigint): string {
  const text = formatEther(wei);
  const [whole, fraction = ''] = text.split('.');
  const cut = fraction.slice(0, 8).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : (whole ?? '0');
}

/** Cents as dollars with two decimals ("25.00"). */
export const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
