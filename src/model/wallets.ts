import type { ChainType } from './chains';
import type { LinkMetadata } from './link';

/**
 * Wallets as the provider reports them (spec 3, "Wallet account"): which software holds the keys
 * (`walletClientType`), how it is connected (`connectorType`), and how an embedded wallet is recovered.
 */

/** `walletClientType` of the provider's embedded wallet. */
export const EMBEDDED_WALLET_CLIENT_TYPE = 'privy';

/**
 * The wallet software that holds the key: `privy` for the embedded wallet; otherwise the wallet's own id
 * (`metamask`, `coinbase_wallet`, `base_account`, `rainbow`, `phantom`, `solflare` …), or what the wallet
 * announces itself as (an EIP-6963 rdns, a Wallet Standard name). Open-ended: wallets come and go.
 */
export type WalletClientType = typeof EMBEDDED_WALLET_CLIENT_TYPE | (string & {});

/**
 * How a wallet is connected (`connectorType`): a browser extension (`injected`), Base Account, WalletConnect v2
 * (the wallet relay), Coinbase Wallet's SDK, the embedded wallet (created or imported), or a Solana wallet
 * through the Solana adapter. Spec 3 also allows none (`null`).
 */
export const CONNECTOR_TYPES = [
  'injected',
  'base_account',
  'wallet_connect_v2',
  'coinbase_wallet',
  'embedded',
  'embedded_imported',
  'solana_adapter',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const isConnectorType = (value: unknown): value is ConnectorType =>
  (CONNECTOR_TYPES as readonly unknown[]).includes(value);

/**
 * How an embedded wallet's key can be recovered: held by the provider (`privy`, `privy-v2`), a passcode the
 * user chose, the user's cloud backup, or a recovery encryption key.
 */
export const RECOVERY_METHODS = [
  'privy',
  'privy-v2',
  'user-passcode',
  'google-drive',
  'icloud',
  'recovery-encryption-key',
] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** A wallet linked to the user (spec 3). */
export interface WalletAccount extends LinkMetadata {
  type: 'wallet';
  address: string;
  chainType: ChainType;
  walletClientType?: WalletClientType | undefined;
  connectorType?: ConnectorType | null | undefined;
  /** Embedded wallets: the app may act with it offline (delegated access granted). */
  delegated: boolean;
  /** Embedded wallets: the key was imported rather than created. */
  imported: boolean;
  /** Embedded wallets: how the key is recovered. */
  recoveryMethod?: RecoveryMethod | undefined;
  /** Embedded wallets: the HD index; null for others. */
  walletIndex: number | null;
  /** When this wallet was first connected in the current session (epoch ms), for a connected wallet. */
  connectedAt?: number | undefined;
}

/** A smart wallet (account abstraction) the provider deployed for the user. */
export interface SmartWalletAccount extends LinkMetadata {
  type: 'smart_wallet';
  address: string;
  smartWalletType: string;
  smartWalletVersion?: string | undefined;
}

export const isEmbeddedWallet = (wallet: Pick<WalletAccount, 'walletClientType'>): boolean =>
  wallet.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE;

/**
 * The names of known wallets (product names: never translated), by the client types the provider gives them and by
 * the EIP-6963 reverse-DNS ids our wallet journey signs in and links them with.
 */
const WALLET_CLIENT_NAMES: Readonly<Record<string, string>> = {
  metamask: 'MetaMask',
  'io.metamask': 'MetaMask',
  coinbase_wallet: 'Coinbase Wallet',
  'com.coinbase.wallet': 'Coinbase Wallet',
  phantom: 'Phantom',
  'app.phantom': 'Phantom',
  rainbow: 'Rainbow',
  'me.rainbow': 'Rainbow',
  wallet_connect: 'WalletConnect',
  rabby_wallet: 'Rabby',
  'io.rabby': 'Rabby',
  zerion: 'Zerion',
  'io.zerion.wallet': 'Zerion',
  okx_wallet: 'OKX Wallet',
  'com.okex.wallet': 'OKX Wallet',
  backpack: 'Backpack',
  solflare: 'Solflare',
};

/** A wallet client type as people know it ("MetaMask"); an unknown one (an rdns, a Wallet Standard name) as it is. */
export const walletClientName = (walletClientType: string): string =>
  WALLET_CLIENT_NAMES[walletClientType] ?? walletClientType;

/** A wallet's balance as the app reads it: the raw amount in the chain's smallest unit (wei, lamports). */
export interface WalletBalance {
  /** The amount in the smallest unit: wei (18 decimals) for ETH, lamports (9) for SOL. */
  value: bigint;
  decimals: number;
  /** The asset's symbol, shown after the amount (ETH, SOL, POL …). */
  symbol: string;
  /** The value in US dollars, when a price is known (`GET /api/v1/token_price`); never on a test network. */
  usd?: number | null | undefined;
}
