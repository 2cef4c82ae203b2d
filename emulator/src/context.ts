import type { EmulatorConfig } from './config';
import type { Store } from './store/database';
import type { Repository } from './store/index';
import type { TokenService } from './tokens';
import type { Vault } from './wallets/vault';

export interface EmulatorDeps {
  config: EmulatorConfig;
  store: Store;
  tokens: TokenService;
  /** The clock (ms); injectable so tests can expire codes and tokens. */
  now?: () => number;
  /** The key wallet private keys are sealed under (default: the one the token service keeps, see tokens.ts). */
  walletKey?: Uint8Array;
  /** The running local chain, if any (server.ts passes it): wallets broadcast `eth_sendTransaction` to it. */
  chain?: { chainId: number; rpcUrl: string } | null;
  /**
   * The JSON-RPC URL of a chain the emulator can broadcast to (`eth_sendTransaction`), or null when it has none
   * (then such requests are refused with a clear error). Default: the local chain's URL for its chain id.
   */
  chainRpcUrl?: (chainId: number) => string | null;
}

/** What every route module is built from: the app's configuration, its data, its signing key and the clock. */
export interface Emulator {
  config: EmulatorConfig;
  repo: Repository;
  tokens: TokenService;
  now: () => number;
  /** The running local chain, or null (`--chain off`, most tests). */
  chain: { chainId: number; rpcUrl: string } | null;
}

/** What the wallet routes are built from besides: the key vault and the chains the emulator can broadcast to. */
export interface WalletEmulator extends Emulator {
  /** Seals and opens wallet private keys (AES-256-GCM). */
  vault: Vault;
  chainRpcUrl: (chainId: number) => string | null;
}

/** Seconds since the epoch: the provider's unit for verification times. */
export const seconds = (ms: number) => Math.floor(ms / 1000);
