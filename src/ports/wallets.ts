import type { InjectedWallet } from '../flows/injected';
import type { EthereumTransaction, SigningRequestInput } from '../flows/signing/request';
import type { SigningReceipt } from '../flows/signing/session';
import type { ChainType, SupportedChainId, WalletAccount, WalletBalance } from '../model';
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
export type EthereumWallet = InjectedWallet & { installed?: boolean | undefined };

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

/**
 * A wallet the user holds or has connected, as the Wallets journey shows and uses it: the provider's wallet
 * account fields (spec 3) plus, for Ethereum, the chain it is on now. Its address is its key.
 */
export type HeldWallet = Pick<
  WalletAccount,
  'address' | 'chainType' | 'walletClientType' | 'connectorType' | 'delegated' | 'imported' | 'walletIndex'
> & { [K in 'recoveryMethod' | 'connectedAt']?: WalletAccount[K] | undefined } & {
  /** Ethereum: the chain id the wallet is on now; null when unknown. Solana: absent. */
  chainId?: number | null | undefined;
  /** An external wallet's display name (its EIP-6963 or Wallet Standard name). */
  walletName?: string | undefined;
  /**
   * The provider can hand this wallet's private key to the person (`WalletsPort.exportPrivateKey`). The host
   * sets it, by the provider's rule: with the SDK's headless export, embedded wallets kept server-side
   * (recovery method `privy-v2`, with a wallet id), created or imported; never on-device wallets (the SDK
   * refuses them) nor external ones (their own app holds the key). Absent: not exportable.
   */
  exportable?: boolean | undefined;
};

/** What a wallet answered an approved request with. */
export type SignedResult = { kind: 'signature'; signature: string } | { kind: 'transaction'; hash: string };

/**
 * The Wallets journey's backend: the user's wallets and what can be done with them, in the SDK's terms
 * (`useWallets` of both chains, `useCreateWallet`, `useSignMessage`, `useSignTypedData`, `useSendTransaction`,
 * the Solana `useSignMessage`, a wallet's `switchChain`). Every call rejects with the wallet's or the
 * provider's error (EIP-1193 codes included), which the journey reads with `messageFor`; rejecting in the
 * wallet (4001) is read as the person's "no".
 */
export interface WalletsPort {
  /** The wallets are known (both chains' `useWallets().ready`). */
  ready: boolean;
  /** Embedded wallets first (by chain type and index), then connected external ones. */
  wallets: readonly HeldWallet[];
  /** Which chain types the user may create an embedded wallet on (the app's configuration). */
  createChainTypes: readonly ChainType[];
  createWallet: (chainType: ChainType) => Promise<void>;
  /**
   * The wallet's native balance on its current chain, with its USD value when a price is known (`getUsdPrice`'s:
   * none on a test network).
   */
  getBalance: (wallet: HeldWallet) => Promise<WalletBalance>;
  /**
   * USD per whole native unit (ETH, SOL …) of a chain (`chainId` null: Solana), or null when unknown. Always null on
   * a test network (`isTestnet(chainId)`): test coins have no price, so balances, amounts and fees there are shown in
   * their units only. The rule lives here, once; screens and journeys show whatever price this gives.
   */
  getUsdPrice: (chainType: ChainType, chainId: number | null) => Promise<number | null>;
  switchChain: (wallet: HeldWallet, chainId: SupportedChainId) => Promise<void>;
  /** Signs (or sends) an approved request with the wallet, without the provider's own UIs. */
  sign: (wallet: HeldWallet, request: SigningRequestInput) => Promise<SignedResult>;
  /**
   * The network fee an Ethereum transaction from this wallet would cost, in wei: the gas it would use × the chain's
   * fee per gas (the EIP-1559 maximum, else the gas price), read on the chain's RPC (viem: `estimateGas`,
   * `estimateFeesPerGas`). The review shows it, and refuses before any wallet call a transfer the balance
   * (`getBalance`) cannot cover with it. Omitted, or rejecting: the review says the wallet sets the fee and checks
   * the amount alone.
   */
  estimateFee?: ((wallet: HeldWallet, transaction: EthereumTransaction) => Promise<bigint>) | undefined;
  /** Waits until a sent transaction is mined on the chain it was sent to (`wallet`: the one that sent it). */
  waitForReceipt: (hash: string, chainId: number, wallet?: HeldWallet) => Promise<SigningReceipt>;
  /**
   * The private key of an `exportable` wallet, as its chain's wallets import it: Ethereum, `0x` and 64
   * hexadecimal digits; Solana, base58 of the 64-byte seed and public key. The SDK's `useGetWalletPrivateKey`:
   * the provider seals the key (HPKE) to a one-time key pair made in this browser, and the host opens it here,
   * so the key passes no server readable. The journey shows it only after the person confirms, and forgets it
   * when the dialog closes. Omitted by hosts that cannot export; rejects for a wallet that is not exportable.
   */
  exportPrivateKey?: ((wallet: HeldWallet) => Promise<string>) | undefined;
}
