import type { Store } from './database';

/**
 * What wrong guesses of one-time codes are counted against: sign-in codes per address (`email`, `sms`: the
 * channel and its destination), SMS multi-factor enrolment codes per user (`mfa_sms_enroll`). (Multi-factor
 * verification counts per user in its own table: store/mfa.ts.)
 */
export type GuessScope = 'email' | 'sms' | 'mfa_sms_enroll';

/** The bounds a count is held to: the `maxWrong`-th wrong guess locks out for `lockMs`. */
export interface GuessLimits {
  now: number;
  maxWrong: number;
  lockMs: number;
}

/**
 * The count of wrong guesses since the last right one (or the last lock-out), and the lock-out: kept in the
 * database, so a new code, a new session or a restart of the emulator leaves them as they were; only a right
 * code or a lock-out served starts the count afresh.
 */
export function migrateGuesses(db: Store): void {
  db.script(`
    CREATE TABLE IF NOT EXISTS code_guesses (
      scope TEXT NOT NULL,
      subject TEXT NOT NULL,
      wrong INTEGER NOT NULL DEFAULT 0,
      locked_until INTEGER,
      PRIMARY KEY (scope, subject)
    );
  `);
}

/**
 * The count's operations, for use inside the caller's transaction (the check of a code and its count are one
 * transaction: of parallel guesses, each is counted).
 */
export function guesses(db: Store) {
  return {
    /** Whether the subject is locked out at this time. */
    locked(scope: GuessScope, subject: string, now: number): boolean {
      const row = db.get<{ locked_until: number | null }>(
        'SELECT locked_until FROM code_guesses WHERE scope = ? AND subject = ?',
        [scope, subject],
      );
      return row?.locked_until != null && row.locked_until > now;
    },

    /**
     * Counts one wrong guess: `locked` when it was the `maxWrong`-th since the count began (the subject is locked
     * out for `lockMs` and, that served, starts afresh), `wrong` otherwise.
     */
    wrong(scope: GuessScope, subject: string, { now, maxWrong, lockMs }: GuessLimits): 'wrong' | 'locked' {
      const row = db.get<{ wrong: number }>('SELECT wrong FROM code_guesses WHERE scope = ? AND subject = ?', [
        scope,
        subject,
      ]);
      const wrong = (row?.wrong ?? 0) + 1;
      const locked = wrong >= maxWrong;
      db.exec(
        `INSERT INTO code_guesses (scope, subject, wrong, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (scope, subject) DO UPDATE SET wrong = excluded.wrong, locked_until = excluded.locked_until`,
        [scope, subject, locked ? 0 : wrong, locked ? now + lockMs : null],
      );
      return locked ? 'locked' : 'wrong';
    },

    /** A right guess: the count starts afresh. */
    right(scope: GuessScope, subject: string): void {
      db.exec('DELETE FROM code_guesses WHERE scope = ? AND subject = ?', [scope, subject]);
    },
  };
}
