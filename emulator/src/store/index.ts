import { accountsRepository } from './accounts';
import { challengesRepository } from './challenges';
import { codesRepository } from './codes';
import { crossAppRepository } from './cross-app';
import type { Store } from './database';
import { delegationRepository } from './delegation';
import { farcasterRepository } from './farcaster';
import { farcasterSignersRepository } from './farcaster-signers';
import { fundingRepository } from './funding';
import { idempotencyRepository } from './idempotency';
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
    idempotency: idempotencyRepository(db),
    mfa: mfaRepository(db),
    crossApp: crossAppRepository(db),
    funding: fundingRepository(db),
    delegation: delegationRepository(db),
    farcasterSigners: farcasterSignersRepository(db),
    /** Forgets every user, session, code and pending request. */
    reset: () => db.reset(),
  };
}

export type Repository = ReturnType<typeof createRepository>;
