import type { EmulatorConfig } from './config';
import type { Store } from './store/database';
import type { Repository } from './store/index';
import type { TokenService } from './tokens';

export interface EmulatorDeps {
  config: EmulatorConfig;
  store: Store;
  tokens: TokenService;
  /** The clock (ms); injectable so tests can expire codes and tokens. */
  now?: () => number;
}

/** What every route module is built from: the app's configuration, its data, its signing key and the clock. */
export interface Emulator {
  config: EmulatorConfig;
  repo: Repository;
  tokens: TokenService;
  now: () => number;
}

/** Seconds since the epoch: the provider's unit for verification times. */
export const seconds = (ms: number) => Math.floor(ms / 1000);
