/**
 * Which networks the card on-ramps sell a native currency on, as the SDK's own tables say
 * (`chainToMoonpayCurrency`, `isSupportedChainIdForMoonpay`, `toCoinbaseBlockchainFromChainId`,
 * `isSupportedChainIdForCoinbaseOnramp`). Live on-ramps sell on mainnets only; on the emulator the local chain
 * (Base Sepolia's id) stands in for Base, and nothing else is sold there.
 */
import type { OnrampProvider } from '../ports';
import type { FundingSuggestion } from './app-config';

/** MoonPay's code for a chain's native currency (the SDK's `chainToMoonpayCurrency`; Base Sepolia is the local chain). */
export const MOONPAY_NATIVE: Readonly<Record<number, string>> = {
  1: 'ETH_ETHEREUM',
  8453: 'ETH_BASE',
  84532: 'ETH_BASE',
  42161: 'ETH_ARBITRUM',
  137: 'POL_POLYGON',
  43114: 'AVAX_CCHAIN',
  42220: 'CELO_CELO',
};

/** Coinbase Onramp's network for a chain (the SDK's `toCoinbaseBlockchainFromChainId`) and its asset. */
export const COINBASE_NETWORK: Readonly<Record<number, { network: string; asset: string }>> = {
  1: { network: 'ethereum', asset: 'ETH' },
  8453: { network: 'base', asset: 'ETH' },
  84532: { network: 'base', asset: 'ETH' },
  10: { network: 'optimism', asset: 'ETH' },
  42161: { network: 'arbitrum', asset: 'ETH' },
  137: { network: 'polygon', asset: 'POL' },
};

/** The chains each on-ramp sells the native currency on: its live list, or only the local chain on the emulator. */
export function onrampSupportsChain(provider: OnrampProvider, chainId: number | null, emulated: boolean) {
  if (chainId === null) return false;
  if (emulated) return chainId === 84532;
  return chainId !== 84532 && (provider === 'moonpay' ? chainId in MOONPAY_NATIVE : chainId in COINBASE_NETWORK);
}

/** Whether a wallet can be funded: an Ethereum wallet on a chain one of the app's on-ramps sells on. */
export function canFundWallet(
  onramps: readonly OnrampProvider[],
  wallet: { chainType: string; chainId?: number | null | undefined },
  emulated: boolean,
) {
  return (
    wallet.chainType === 'ethereum' &&
    onramps.some((provider) => onrampSupportsChain(provider, wallet.chainId ?? null, emulated))
  );
}

/**
 * The chain whose price a purchase on `chainId` is made at: on the emulator the local chain stands in for Base, so it
 * is priced as Base (test coins have no price of their own).
 */
export function pricedChain(chainId: number | null, emulated: boolean): number | null {
  return emulated && chainId === 84532 ? 8453 : chainId;
}

/**
 * The suggestion in US dollars for a wallet on `chainId`, to the cent (USDC counts as dollars; the native unit at
 * `usdPrice`), or undefined: another chain, no price, or not between `minUsd` and `maxUsd`.
 */
export function suggestedUsd(
  suggestion: FundingSuggestion | null,
  chainId: number | null,
  usdPrice: number | null,
  { minUsd, maxUsd }: { minUsd: number; maxUsd: number },
): number | undefined {
  if (!suggestion || suggestion.chainId !== chainId) return undefined;
  const usd = suggestion.asset === 'USDC' ? suggestion.amount : usdPrice ? suggestion.amount * usdPrice : Number.NaN;
  const cents = Math.round(usd * 100) / 100;
  return Number.isFinite(cents) && cents >= minUsd && cents <= maxUsd ? cents : undefined;
}
