import type { Store } from './database';

export type CodeChannel = 'email' | 'sms';

/**
 * What presenting a one-time code comes to: `accepted` (the code is used up), `wrong` (one more failed
 * attempt is counted), `exhausted` (too many failed attempts), or `missing` (none sent, or expired).
 */
export type CodeCheck = 'accepted' | 'wrong' | 'exhausted' | 'missing';

export function codesRepository(db: Store) {
  return {
    /** Stores the destination's current code (replacing any earlier one) and records the message in the outbox. */
    issue(channel: CodeChannel, destination: string, code: string, expiresAt: number, at: number): void {
      db.transaction(() => {
        db.exec(
          'INSERT OR REPLACE INTO codes (channel, destination, code, expires_at, attempts, created_at) VALUES (?, ?, ?, ?, 0, ?)',
          [channel, destination, code, expiresAt, at],
        );
        db.exec('INSERT INTO outbox (channel, destination, code, sent_at) VALUES (?, ?, ?, ?)', [
          channel,
          destination,
          code,
          at,
        ]);
      });
    },

    /** Checks a code and consumes it when right, or counts the failed attempt: one transaction. */
    take(
      channel: CodeChannel,
      destination: string,
      code: string,
      { now, maxAttempts }: { now: number; maxAttempts: number },
    ): CodeCheck {
      return db.transaction((): CodeCheck => {
        const row = db.get<{ code: string; expires_at: number; attempts: number }>(
          'SELECT code, expires_at, attempts FROM codes WHERE channel = ? AND destination = ?',
          [channel, destination],
        );
        if (!row || row.expires_at <= now) return 'missing';
        if (row.attempts >= maxAttempts) return 'exhausted';
        if (row.code !== code) {
          db.exec('UPDATE codes SET attempts = attempts + 1 WHERE channel = ? AND destination = ?', [
            channel,
            destination,
          ]);
          return 'wrong';
        }
        db.exec('DELETE FROM codes WHERE channel = ? AND destination = ?', [channel, destination]);
        return 'accepted';
      });
    },
  };
}
