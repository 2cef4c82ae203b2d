import type { Store } from './database';

/** Tables of the cross-app feature (issue 13), created when missing. */
export function migrateCrossApp(_db: Store): void {}

/** The cross-app feature's rows. */
export function crossAppRepository(_db: Store) {
  return {};
}
