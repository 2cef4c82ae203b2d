import type { Store } from './database';

/** Tables of the delegation feature (issue 13), created when missing. */
export function migrateDelegation(_db: Store): void {}

/** The delegation feature's rows. */
export function delegationRepository(_db: Store) {
  return {};
}
