import type { OnrampOffer, OnrampProvider, OnrampSession, OnrampStatus } from '../flows/funding';
import type { ChainType, WalletBalance } from '../model';

export type { OnrampOffer, OnrampProvider, OnrampSession, OnrampStatus } from '../flows/funding';

/** The wallet being funded: its address, chain type and (Ethereum) the chain it is on now. */
export interface FundingWallet {
  address: string;
  chainType: ChainType;
  /** Ethereum: the chain id the funds are bought on; null for Solana (and an Ethereum wallet whose chain is unknown). */
  chainId: number | null;
}

/**
 * What the funding journey needs from an auth backend, in the SDK's terms. The app fills it from
 * `usePrivyClient_experimental().funding` (the SDK's only headless funding: `moonpay.sign` →
 * `POST /api/v1/plugins/moonpay_on_ramp/sign`, `coinbase.initOnRampSession` / `getStatus`; MoonPay's status from
 * MoonPay's API, or the emulator's stand-in) and the wallet hooks' balance; the stories from an in-memory fake.
 * Every call rejects with the provider's error, which the journey reads with `messageFor`.
 */
export interface FundingPort {
  /**
   * The on-ramps the app's funding configuration offers (`funding_config.methods`), in its order, each with whether
   * it sells on this wallet's chain. Empty when the app offers none.
   */
  onramps: (wallet: FundingWallet) => readonly OnrampOffer[];
  /**
   * Prepares a purchase of `amountUsd` US dollars of the chain's native asset for `address`: MoonPay's signed URL
   * and its external transaction id, or Coinbase's on-ramp URL (built on its session token) and the partner user id.
   */
  start: (
    provider: OnrampProvider,
    input: { address: string; chainType: ChainType; chainId: number | null; amountUsd: number },
  ) => Promise<OnrampSession>;
  /** Where the purchase stands: pending, completed (with its transaction hash when known), or failed. */
  status: (provider: OnrampProvider, id: string) => Promise<OnrampStatus>;
  /** The wallet's native balance, with its USD value when a price is known (as `WalletsPort.getBalance`). */
  getBalance: (wallet: FundingWallet) => Promise<WalletBalance>;
  /**
   * USD per whole native unit of the wallet's chain, or null when unknown (as `WalletsPort.getUsdPrice`: none on a
   * test network, but where an on-ramp's stand-in sells there for a mainnet, priced as that mainnet).
   */
  getUsdPrice: (chainType: ChainType, chainId: number | null) => Promise<number | null>;
  /**
   * The host runs on the local emulator, whose on-ramp stand-in pages are served over `http:` from loopback: such
   * URLs are opened too. Live hosts leave it out: only `https:` on-ramp URLs are opened.
   */
  runsOnEmulator?: boolean | undefined;
}
