import type { PrivyClientConfig } from '@privy-io/react-auth';

/**
 * Which provider app Sigil talks to. One code path, live or emulated: only these values (and the outside parties'
 * addresses a host passes to `SigilPrivyProvider`) differ.
 */
export interface PrivyAppConfig {
  /** The app id from the provider's dashboard. */
  appId: string;
  /** The app client id, when the dashboard gives the app several clients; null or unset: the app's default. */
  clientId?: string | null | undefined;
  /**
   * The provider's API origin, a bare origin (no path, no trailing slash: the SDK accepts its wallet frame's
   * messages from exactly this origin); null or unset: the provider's own, `https://auth.privy.io`.
   */
  apiUrl?: string | null | undefined;
}

/** The origin the browser talks to the provider at: the configured `apiUrl`, else the provider's own. */
export const apiOrigin = (config: Pick<PrivyAppConfig, 'apiUrl'>): string => config.apiUrl ?? 'https://auth.privy.io';

/**
 * Stand-ins for the card on-ramps' own pages and APIs, such as a local provider emulator serves. Given, the on-ramps
 * sell on the local chain only (Base Sepolia's id, standing in for Base) and their pages may be plain `http:` on
 * loopback; not given, the purchases run on MoonPay's and Coinbase's own services, on mainnets.
 */
export interface OnrampStandIns {
  /** Coinbase Onramp's buy page, given the session's query (live: `https://pay.coinbase.com/buy/select-asset`). */
  coinbasePage: string;
  /**
   * The address a MoonPay purchase's status is read at, by its external transaction id: it answers as MoonPay's
   * `GET /v1/transactions/ext/:id` does (live, the SDK reads MoonPay's own API).
   */
  moonpayStatus: (transactionId: string) => string;
}

/** How the provider's SDK is set up: the app, the SDK's own settings, and the outside parties' addresses. */
export interface PrivySdkOptions extends PrivyAppConfig {
  /**
   * The SDK's own settings (`PrivyProvider`'s `config`). Sigil's screens replace the provider's, so two are always
   * set over yours: `embeddedWallets.showWalletUIs: false` (our signing review) and `mfa.noPromptOnMfaRequired: true`
   * (our verification prompt, `MfaPrompt`). `supportedChains` defaults to the ten chains the model supports, and
   * `defaultChain` to Base Sepolia. Whether sign-in creates embedded wallets is the dashboard's choice. Keep it one
   * object (a module-level constant, or memoized): a new one reaches the SDK's provider as new settings.
   */
  config?: PrivyClientConfig | undefined;
  /**
   * The app's server signer (the dashboard's key quorum id) that offline access adds to server-side wallets; null or
   * unset: offline access is offered for on-device wallets only.
   */
  sessionSignerId?: string | null | undefined;
  /**
   * The JSON-RPC the SDK's embedded wallets read and broadcast through on each chain (its
   * `rpcUrls.privyWalletOverride`; receipts and external wallets' balances are read there too); unset: the SDK's own.
   */
  walletRpcUrl?: ((chainId: number) => string) | undefined;
  /** Stand-ins for the card on-ramps (see `OnrampStandIns`); null or unset: MoonPay's and Coinbase's own. */
  onrampStandIns?: OnrampStandIns | null | undefined;
}
