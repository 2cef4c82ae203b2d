import { migrateCrossApp } from './cross-app';
import type { Store } from './database';
import { migrateDelegation } from './delegation';
import { migrateFarcasterSigners } from './farcaster-signers';
import { migrateFunding } from './funding';
import { migrateGuesses } from './guesses';
import { migrateIdempotency } from './idempotency';

/** The emulator's tables, created when missing; older data directories gain newer columns. */
export function migrate(db: Store): void {
  db.script(`
    PRAGMA foreign_keys = ON;
    CREATE TABLE IF NOT EXISTS users (
      id TEXT PRIMARY KEY,
      created_at INTEGER NOT NULL,
      has_accepted_terms INTEGER NOT NULL DEFAULT 0,
      is_guest INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS accounts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      subject TEXT NOT NULL,
      data TEXT NOT NULL DEFAULT '{}',
      verified_at INTEGER NOT NULL,
      first_verified_at INTEGER NOT NULL,
      latest_verified_at INTEGER NOT NULL,
      UNIQUE (type, subject)
    );
    CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      refresh_token_hash TEXT NOT NULL UNIQUE,
      expires_at INTEGER NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      replaced_by TEXT,
      replaced_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS codes (
      channel TEXT NOT NULL,
      destination TEXT NOT NULL,
      code TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (channel, destination)
    );
    CREATE TABLE IF NOT EXISTS nonces (
      nonce TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      address TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS oauth_states (
      state_code TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      code_challenge TEXT NOT NULL,
      redirect_to TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS farcaster_channels (
      token TEXT PRIMARY KEY,
      nonce TEXT NOT NULL,
      domain TEXT NOT NULL,
      uri TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      fid INTEGER,
      message TEXT,
      signature TEXT
    );
    CREATE TABLE IF NOT EXISTS farcaster_profiles (
      fid INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      custody_key TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS oauth_codes (
      code TEXT PRIMARY KEY,
      state_code TEXT NOT NULL,
      provider TEXT NOT NULL,
      identity TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS challenges (
      challenge TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS passkeys (
      credential_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      public_key TEXT NOT NULL,
      counter INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      channel TEXT NOT NULL,
      destination TEXT NOT NULL,
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    );
    -- Embedded wallets: the private key only sealed (AES-256-GCM under the data directory's wallet key, see
    -- wallets/vault.ts); one idempotency key per user names one wallet.
    CREATE TABLE IF NOT EXISTS wallets (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      chain_type TEXT NOT NULL,
      address TEXT NOT NULL UNIQUE,
      wallet_index INTEGER NOT NULL,
      imported INTEGER NOT NULL DEFAULT 0,
      mode TEXT NOT NULL,
      additional_signers TEXT NOT NULL DEFAULT '[]',
      sealed_key TEXT NOT NULL,
      idempotency_key TEXT,
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, idempotency_key)
    );
    -- The key each user's wallet frame signs wallet requests with (the provider's "user signer"), sealed.
    CREATE TABLE IF NOT EXISTS user_signers (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      public_key TEXT NOT NULL,
      sealed_key TEXT NOT NULL
    );
    -- Multi-factor methods (mfa/service.ts): a method counts once verified_at is set (a pending enrolment has
    -- none); the TOTP secret only sealed (wallets/vault.ts, bound to the user) and the last time step whose code was
    -- accepted (totp_step: a code verifies once); the SMS number. Which passkeys are MFA passkeys is the passkey
    -- account's enrolled_in_mfa (what the user's linked account shows).
    CREATE TABLE IF NOT EXISTS mfa_methods (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      method TEXT NOT NULL,
      sealed_secret TEXT,
      phone TEXT,
      verified_at INTEGER,
      created_at INTEGER NOT NULL,
      totp_step INTEGER,
      PRIMARY KEY (user_id, method)
    );
    -- Each user's MFA verification: the open challenge (when it began or its last wrong code), the wrong codes since
    -- the last right one or lock-out served (across rounds, clears and sessions), until when a verified code lets
    -- wallet actions through, and the lock-out after the attempts ran out (until when; the hour of exhausted rounds
    -- counted: when it began and how many).
    CREATE TABLE IF NOT EXISTS mfa_verifications (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      started_at INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0,
      verified_until INTEGER,
      locked_until INTEGER,
      exhausted_since INTEGER,
      exhausted_rounds INTEGER NOT NULL DEFAULT 0
    );
    -- One-time codes of SMS multi-factor verification, apart from sign-in codes (a sign-in code never passes MFA,
    -- nor an MFA code a sign-in): per user and purpose (enrolling a number, or verifying), the number it went to.
    CREATE TABLE IF NOT EXISTS mfa_sms_codes (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose TEXT NOT NULL,
      phone TEXT NOT NULL,
      code TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      tries INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, purpose)
    );
    -- WebAuthn challenges of passkey multi-factor verification: single use, for one user and the page (origin and
    -- RP id) that asked for them; at most a few per user (store/mfa.ts), the expired ones dropped at each issue.
    CREATE TABLE IF NOT EXISTS mfa_passkey_challenges (
      challenge TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      origin TEXT NOT NULL,
      rp_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    -- Every lookup a sign-in makes goes through an index, so its cost does not grow with the number of users
    -- (the inbox and rate limit by destination; a user's accounts, sessions and passkeys; the ON DELETE
    -- CASCADE of a user's rows).
    CREATE INDEX IF NOT EXISTS outbox_destination ON outbox (destination, id);
    CREATE INDEX IF NOT EXISTS accounts_user ON accounts (user_id, type);
    CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
    CREATE INDEX IF NOT EXISTS passkeys_user ON passkeys (user_id);
    CREATE INDEX IF NOT EXISTS wallets_user ON wallets (user_id, chain_type);
    CREATE INDEX IF NOT EXISTS mfa_passkey_challenges_user ON mfa_passkey_challenges (user_id, expires_at);
    CREATE INDEX IF NOT EXISTS mfa_passkey_challenges_expiry ON mfa_passkey_challenges (expires_at);
  `);
  // Data directories made before SMS multi-factor verification gain the enrolled number's column, and those made
  // before authenticator codes were single use the last accepted time step's.
  const methods = db.all<{ name: string }>('PRAGMA table_info(mfa_methods)').map((c) => c.name);
  if (!methods.includes('phone')) db.script('ALTER TABLE mfa_methods ADD COLUMN phone TEXT;');
  if (!methods.includes('totp_step')) db.script('ALTER TABLE mfa_methods ADD COLUMN totp_step INTEGER;');
  // Data directories made before sessions recorded their rotation gain the two columns.
  const columns = db.all<{ name: string }>('PRAGMA table_info(sessions)').map((c) => c.name);
  if (!columns.includes('replaced_by')) {
    db.script('ALTER TABLE sessions ADD COLUMN replaced_by TEXT; ALTER TABLE sessions ADD COLUMN replaced_at INTEGER;');
  }
  // Data directories made before the MFA lock-out gain its columns, and SMS codes their count of wrong tries.
  const verifications = db.all<{ name: string }>('PRAGMA table_info(mfa_verifications)').map((c) => c.name);
  if (!verifications.includes('locked_until')) {
    db.script(
      'ALTER TABLE mfa_verifications ADD COLUMN locked_until INTEGER; ALTER TABLE mfa_verifications ADD COLUMN exhausted_since INTEGER; ALTER TABLE mfa_verifications ADD COLUMN exhausted_rounds INTEGER NOT NULL DEFAULT 0;',
    );
  }
  if (!db.all<{ name: string }>('PRAGMA table_info(mfa_sms_codes)').some((c) => c.name === 'tries')) {
    db.script('ALTER TABLE mfa_sms_codes ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;');
  }
  // The later features (Farcaster signer, cross-app, delegation, funding) keep their tables beside their repositories,
  // created when missing, so a data directory made before them still opens.
  migrateCrossApp(db);
  migrateFunding(db);
  migrateDelegation(db);
  migrateFarcasterSigners(db);
  // Wrong guesses of one-time codes, counted across codes, sessions and restarts (store/guesses.ts).
  migrateGuesses(db);
  // Wallet requests made with an idempotency key, and their answers (store/idempotency.ts).
  migrateIdempotency(db);
}
