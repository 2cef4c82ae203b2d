import type { InjectedWallet } from '../flows/injected';
import type { SiwePort, SiwsPort } from './signin';

/**
 * The wallet side of a wallet journey: the wallets this browser offers, a list that changes while the page
 * runs (extensions announce themselves late), read with `useSyncExternalStore`.
 */
export interface WalletDirectory<Wallet> {
  getSnapshot: () => readonly Wallet[];
  subscribe: (listener: () => void) => () => void;
}

/**
 * An Ethereum wallet: an EIP-6963 announcement (`watchInjectedWallets` in `flows/injected` makes the
 * directory) with its EIP-1193 provider. `installed: false` marks a wallet reached another way (its own
 * app, a QR code): listed after the installed ones, without the "Detected" mark.
 */
export type EthereumWallet = InjectedWallet & { installed?: boolean };

/** Ethereum wallet sign-in: the wallets, and SIWE against the backend. */
export interface EthereumWalletPort extends SiwePort {
  wallets: WalletDirectory<EthereumWallet>;
}

/** A Wallet Standard account: what a Solana wallet answers `standard:connect` with. */
export interface SolanaAccount {
  address: string;
}

/**
 * A Solana wallet as the Wallet Standard describes one (`standard:connect`, `solana:signMessage`), reduced
 * to what sign-in uses.
 */
export interface SolanaWallet {
  name: string;
  /** A data: URI, as the Wallet Standard requires. */
  icon: string;
  connect: () => Promise<{ accounts: readonly SolanaAccount[] }>;
  signMessage: (input: { account: SolanaAccount; message: Uint8Array }) => Promise<{ signature: Uint8Array }>;
}

/** Solana wallet sign-in: the wallets, and SIWS against the backend. */
export interface SolanaWalletPort extends SiwsPort {
  wallets: WalletDirectory<SolanaWallet>;
}
