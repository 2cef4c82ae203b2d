import type { Store } from './database';
import { type GuessLimits, guesses } from './guesses';

export type CodeChannel = 'email' | 'sms';

/**
 * What presenting a one-time code comes to: `accepted` (the code is used up, the count of wrong codes starts
 * afresh), `wrong` (one more wrong code is counted), `exhausted` (that wrong code was the last allowed: the code
 * is burned and the address locked out), `locked` (the address is locked out: the code was not looked at), or
 * `missing` (none sent, or expired).
 */
export type CodeCheck = 'accepted' | 'wrong' | 'exhausted' | 'locked' | 'missing';

export function codesRepository(db: Store) {
  const counted = guesses(db);
  return {
    /** Whether the destination is locked out (too many wrong codes) at this time. */
    locked(channel: CodeChannel, destination: string, now: number): boolean {
      return counted.locked(channel, destination, now);
    },

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

    /**
     * Checks a code and consumes it when right, or counts the wrong code, in one transaction. Wrong codes are
     * counted per destination across the codes sent to it (store/guesses.ts), not per code: the `maxWrong`-th
     * since the last right code burns the current code and locks the destination out for `lockMs`, during which
     * every code is refused unchecked.
     */
    take(channel: CodeChannel, destination: string, code: string, limits: GuessLimits): CodeCheck {
      return db.transaction((): CodeCheck => {
        if (counted.locked(channel, destination, limits.now)) return 'locked';
        const row = db.get<{ code: string; expires_at: number }>(
          'SELECT code, expires_at FROM codes WHERE channel = ? AND destination = ?',
          [channel, destination],
        );
        if (!row || row.expires_at <= limits.now) return 'missing';
        if (row.code !== code) {
          if (counted.wrong(channel, destination, limits) === 'wrong') return 'wrong';
          db.exec('DELETE FROM codes WHERE channel = ? AND destination = ?', [channel, destination]);
          return 'exhausted';
        }
        db.exec('DELETE FROM codes WHERE channel = ? AND destination = ?', [channel, destination]);
        counted.right(channel, destination);
        return 'accepted';
      });
    },
  };
}
