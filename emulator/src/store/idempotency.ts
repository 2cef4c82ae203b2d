import type { Store } from './database';

/**
 * What a request with an idempotency key finds: `new` (the key is claimed for this request, which runs now),
 * `answered` (this request ran before: its answer), `running` (it is running right now), `other` (the key names
 * another request).
 */
export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'answered'; status: number; response: string }
  | { kind: 'running' }
  | { kind: 'other' };

/**
 * Requests made with an idempotency key (the provider's `privy-idempotency-key`), per user: the request's hash,
 * its answer once it has one (status and JSON body), and until when the key holds.
 */
export function migrateIdempotency(db: Store): void {
  db.script(`
    CREATE TABLE IF NOT EXISTS idempotent_requests (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      status INTEGER,
      response TEXT,
      expires_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX IF NOT EXISTS idempotent_requests_expiry ON idempotent_requests (expires_at);
  `);
}

export function idempotencyRepository(db: Store) {
  return {
    /**
     * Claims a user's key for a request (its hash), in one transaction: keys past their time are forgotten first;
     * an unknown key is claimed until `expiresAt` (`new`: run the request, then `settle`); a key already claimed
     * answers what became of it. Of parallel requests with one key, one is `new`.
     */
    claim(
      userId: string,
      key: string,
      requestHash: string,
      { now, expiresAt }: { now: number; expiresAt: number },
    ): IdempotencyClaim {
      return db.transaction((): IdempotencyClaim => {
        db.exec('DELETE FROM idempotent_requests WHERE expires_at <= ?', [now]);
        const row = db.get<{ request_hash: string; status: number | null; response: string | null }>(
          'SELECT request_hash, status, response FROM idempotent_requests WHERE user_id = ? AND key = ?',
          [userId, key],
        );
        if (!row) {
          db.exec(
            'INSERT INTO idempotent_requests (user_id, key, request_hash, status, response, expires_at) VALUES (?, ?, ?, NULL, NULL, ?)',
            [userId, key, requestHash, expiresAt],
          );
          return { kind: 'new' };
        }
        if (row.request_hash !== requestHash) return { kind: 'other' };
        if (row.status === null || row.response === null) return { kind: 'running' };
        return { kind: 'answered', status: row.status, response: row.response };
      });
    },

    /** Keeps the answer of a claimed request: the same request with the same key gets it from now on. */
    settle(userId: string, key: string, status: number, response: string): void {
      db.run('UPDATE idempotent_requests SET status = ?, response = ? WHERE user_id = ? AND key = ?', [
        status,
        response,
        userId,
        key,
      ]);
    },

    /** Gives a claimed key back when its request failed before doing anything (the emulator's own error). */
    release(userId: string, key: string): void {
      db.run('DELETE FROM idempotent_requests WHERE user_id = ? AND key = ? AND status IS NULL', [userId, key]);
    },
  };
}
