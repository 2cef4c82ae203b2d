import type { Store } from './database';

/**
 * Tables of the cross-app feature, created when missing: each provider app's token signing key, its
 * users (each with an Ethereum key, sealed), and the signing requests its transact page has answered.
 */
export function migrateCrossApp(db: Store): void {
  db.script(`
    -- A provider app's ES256 key for the tokens it gives requesting apps: the private JWK sealed (wallets/vault.ts).
    CREATE TABLE IF NOT EXISTS cross_app_keys (
      provider_app_id TEXT PRIMARY KEY,
      sealed_private_jwk TEXT NOT NULL,
      public_jwk TEXT NOT NULL
    );
    -- A provider app's own user: one per e-mail address in that app; the key of their embedded wallet, sealed.
    CREATE TABLE IF NOT EXISTS cross_app_users (
      id TEXT PRIMARY KEY,
      provider_app_id TEXT NOT NULL,
      email TEXT NOT NULL,
      name TEXT NOT NULL,
      address TEXT NOT NULL,
      sealed_key TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (provider_app_id, email)
    );
    -- Signing requests a transact page answered (approved or rejected), by the hash of token and request: once each.
    CREATE TABLE IF NOT EXISTS cross_app_answers (
      request_hash TEXT PRIMARY KEY,
      provider_app_id TEXT NOT NULL,
      decision TEXT NOT NULL,
      answered_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS cross_app_answers_time ON cross_app_answers (answered_at);
  `);
}

export interface CrossAppKeyRow {
  provider_app_id: string;
  sealed_private_jwk: string;
  public_jwk: string;
}

export interface CrossAppUserRow {
  id: string;
  provider_app_id: string;
  email: string;
  name: string;
  address: string;
  sealed_key: string;
  created_at: number;
}

/** The cross-app feature's rows. */
export function crossAppRepository(db: Store) {
  return {
    /** A provider app's signing key, if made. */
    key(providerAppId: string): CrossAppKeyRow | undefined {
      return db.get<CrossAppKeyRow>('SELECT * FROM cross_app_keys WHERE provider_app_id = ?', [providerAppId]);
    },

    /**
     * Keeps a provider app's signing key unless it has one already; one transaction. Answers the key the app has
     * now (the one given, or the one another request stored first), so every token is signed by one key.
     */
    keepKey(row: CrossAppKeyRow): CrossAppKeyRow {
      return db.transaction(() => {
        const existing = db.get<CrossAppKeyRow>('SELECT * FROM cross_app_keys WHERE provider_app_id = ?', [
          row.provider_app_id,
        ]);
        if (existing) return existing;
        db.exec('INSERT INTO cross_app_keys (provider_app_id, sealed_private_jwk, public_jwk) VALUES (?, ?, ?)', [
          row.provider_app_id,
          row.sealed_private_jwk,
          row.public_jwk,
        ]);
        return row;
      });
    },

    /** A provider app's user by id. */
    user(providerAppId: string, id: string): CrossAppUserRow | undefined {
      return db.get<CrossAppUserRow>('SELECT * FROM cross_app_users WHERE provider_app_id = ? AND id = ?', [
        providerAppId,
        id,
      ]);
    },

    /** A provider app's user by e-mail address (lower case). */
    userByEmail(providerAppId: string, email: string): CrossAppUserRow | undefined {
      return db.get<CrossAppUserRow>('SELECT * FROM cross_app_users WHERE provider_app_id = ? AND email = ?', [
        providerAppId,
        email,
      ]);
    },

    /** A provider app's users, oldest first (at most `limit`). */
    users(providerAppId: string, limit: number): CrossAppUserRow[] {
      return db.all<CrossAppUserRow>(
        'SELECT * FROM cross_app_users WHERE provider_app_id = ? ORDER BY created_at, id LIMIT ?',
        [providerAppId, limit],
      );
    },

    /**
     * The user of a provider app with this e-mail address, made from `row` when there is none and the app has fewer
     * than `maxUsers` (else null); one transaction, so two consents for one new address make one user.
     */
    userNamed(row: CrossAppUserRow, maxUsers: number): CrossAppUserRow | null {
      return db.transaction(() => {
        const existing = db.get<CrossAppUserRow>(
          'SELECT * FROM cross_app_users WHERE provider_app_id = ? AND email = ?',
          [row.provider_app_id, row.email],
        );
        if (existing) return existing;
        const count = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM cross_app_users WHERE provider_app_id = ?', [
          row.provider_app_id,
        ]);
        if ((count?.n ?? 0) >= maxUsers) return null;
        db.exec(
          'INSERT INTO cross_app_users (id, provider_app_id, email, name, address, sealed_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [row.id, row.provider_app_id, row.email, row.name, row.address, row.sealed_key, row.created_at],
        );
        return row;
      });
    },

    /**
     * Records the answer to a signing request, once: false when it was answered already. Answers older than
     * `forgetBefore` are dropped first (the pages refuse requests that old anyway). One transaction.
     */
    answer(requestHash: string, providerAppId: string, decision: string, now: number, forgetBefore: number): boolean {
      return db.transaction(() => {
        db.exec('DELETE FROM cross_app_answers WHERE answered_at < ?', [forgetBefore]);
        if (db.get('SELECT 1 AS x FROM cross_app_answers WHERE request_hash = ?', [requestHash])) return false;
        db.exec(
          'INSERT INTO cross_app_answers (request_hash, provider_app_id, decision, answered_at) VALUES (?, ?, ?, ?)',
          [requestHash, providerAppId, decision, now],
        );
        return true;
      });
    },
  };
}
