import { accountsRepository } from './accounts';
import { challengesRepository } from './challenges';
import { codesRepository } from './codes';
import type { Store } from './database';
import { farcasterRepository } from './farcaster';
import { mfaRepository } from './mfa';
import { noncesRepository } from './nonces';
import { oauthRepository } from './oauth';
import { outboxRepository } from './outbox';
import { passkeysRepository } from './passkeys';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';
import { walletsRepository } from './wallets';

/**
 * The emulator's data, one repository per kind of row, over the database. Every SQL statement of the emulator
 * lives under `store/`; single-use values (codes, nonces, OAuth codes, challenges, channels, refresh tokens)
 * are checked and consumed by one method each, inside one transaction.
 */
export function createRepository(db: Store) {
  return {
    users: usersRepository(db),
    accounts: accountsRepository(db),
    sessions: sessionsRepository(db),
    codes: codesRepository(db),
    outbox: outboxRepository(db),
    nonces: noncesRepository(db),
    oauth: oauthRepository(db),
    challenges: challengesRepository(db),
    passkeys: passkeysRepository(db),
    farcaster: farcasterRepository(db),
    wallets: walletsRepository(db),
    mfa: mfaRepository(db),
    /** Forgets every user, session, code and pending request. */
    reset: () => db.reset(),
  };
}

export type Repository = ReturnType<typeof createRepository>;
