import type { Store } from './database';

export type MfaMethod = 'sms' | 'totp' | 'passkey';

/** A user's multi-factor method: enrolled once `verified_at` (ms) is set; the TOTP secret sealed. */
export interface MfaMethodRow {
  user_id: string;
  method: MfaMethod;
  sealed_secret: string | null;
  verified_at: number | null;
  created_at: number;
}

/**
 * What presenting an MFA code comes to: `verified` (the challenge closes and a grant opens), `wrong` (one more
 * failed attempt), `exhausted` (that was the last allowed attempt: the challenge closes), `expired` (the challenge
 * was open longer than the time limit: it closes).
 */
export type MfaAttempt = 'verified' | 'wrong' | 'exhausted' | 'expired';

interface VerificationRow {
  started_at: number | null;
  attempts: number;
  verified_until: number | null;
}

export function mfaRepository(db: Store) {
  const verification = (userId: string) =>
    db.get<VerificationRow>('SELECT started_at, attempts, verified_until FROM mfa_verifications WHERE user_id = ?', [
      userId,
    ]);

  return {
    /** The user's enrolled methods, oldest first. */
    enrolled(userId: string): MfaMethodRow[] {
      return db.all<MfaMethodRow>(
        'SELECT user_id, method, sealed_secret, verified_at, created_at FROM mfa_methods WHERE user_id = ? AND verified_at IS NOT NULL ORDER BY verified_at, method',
        [userId],
      );
    },

    /** One method row of a user, enrolled or pending. */
    find(userId: string, method: MfaMethod): MfaMethodRow | undefined {
      return db.get<MfaMethodRow>(
        'SELECT user_id, method, sealed_secret, verified_at, created_at FROM mfa_methods WHERE user_id = ? AND method = ?',
        [userId, method],
      );
    },

    /** Starts (or restarts) a pending enrolment; false when the method is already enrolled. */
    startEnrollment(userId: string, method: MfaMethod, sealedSecret: string | null, at: number): boolean {
      return db.transaction(() => {
        const row = db.get<{ verified_at: number | null }>(
          'SELECT verified_at FROM mfa_methods WHERE user_id = ? AND method = ?',
          [userId, method],
        );
        if (row && row.verified_at !== null) return false;
        db.exec(
          'INSERT OR REPLACE INTO mfa_methods (user_id, method, sealed_secret, verified_at, created_at) VALUES (?, ?, ?, NULL, ?)',
          [userId, method, sealedSecret, at],
        );
        return true;
      });
    },

    /** Marks a pending enrolment enrolled. */
    confirm(userId: string, method: MfaMethod, at: number): void {
      db.run('UPDATE mfa_methods SET verified_at = ? WHERE user_id = ? AND method = ? AND verified_at IS NULL', [
        at,
        userId,
        method,
      ]);
    },

    /** Removes a method (enrolled or pending). */
    remove(userId: string, method: MfaMethod): void {
      db.run('DELETE FROM mfa_methods WHERE user_id = ? AND method = ?', [userId, method]);
    },

    /** Whether a verified code still lets the user's wallet actions through at this time. */
    granted(userId: string, now: number): boolean {
      const row = verification(userId);
      return Boolean(row && row.verified_until !== null && row.verified_until > now);
    },

    /**
     * Opens the user's challenge at this time unless one is open (its clock keeps running); one older than the time
     * limit (abandoned) starts over.
     */
    openChallenge(userId: string, now: number, timeoutMs: number): void {
      db.run(
        `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, ?, 0, NULL)
         ON CONFLICT (user_id) DO UPDATE SET
           attempts = CASE WHEN started_at IS NULL OR excluded.started_at - started_at > ? THEN 0 ELSE attempts END,
           started_at = CASE WHEN started_at IS NULL OR excluded.started_at - started_at > ? THEN excluded.started_at ELSE started_at END`,
        [userId, now, timeoutMs, timeoutMs],
      );
    },

    /**
     * Records one code presented against the user's challenge (opened now if none is), in one transaction: past the
     * time limit the challenge closes as `expired`; a right code closes it and grants until `grantUntil`; a wrong
     * one counts, and the `maxAttempts`-th wrong one closes it as `exhausted`.
     */
    attempt(
      userId: string,
      right: boolean,
      {
        now,
        maxAttempts,
        timeoutMs,
        grantUntil,
      }: { now: number; maxAttempts: number; timeoutMs: number; grantUntil: number },
    ): MfaAttempt {
      return db.transaction((): MfaAttempt => {
        const row = verification(userId);
        const startedAt = row?.started_at ?? now;
        const close = (verifiedUntil: number | null) =>
          db.exec(
            `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, NULL, 0, ?)
             ON CONFLICT (user_id) DO UPDATE SET started_at = NULL, attempts = 0, verified_until = excluded.verified_until`,
            [userId, verifiedUntil],
          );
        if (now - startedAt > timeoutMs) {
          close(null);
          return 'expired';
        }
        if (right) {
          close(grantUntil);
          return 'verified';
        }
        const attempts = (row?.attempts ?? 0) + 1;
        if (attempts >= maxAttempts) {
          close(null);
          return 'exhausted';
        }
        db.exec(
          `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, ?, ?, NULL)
           ON CONFLICT (user_id) DO UPDATE SET started_at = excluded.started_at, attempts = excluded.attempts`,
          [userId, startedAt, attempts],
        );
        return 'wrong';
      });
    },

    /** The users enrolled in TOTP, most recently enrolled first (the inbox's authenticator codes). */
    totpUsers(limit: number): string[] {
      return db
        .all<{ user_id: string }>(
          "SELECT user_id FROM mfa_methods WHERE method = 'totp' AND verified_at IS NOT NULL ORDER BY verified_at DESC LIMIT ?",
          [limit],
        )
        .map((r) => r.user_id);
    },

    /** Forgets the user's challenge and grant (the frame's `privy:mfa:clear`, e.g. at sign-out). */
    clear(userId: string): void {
      db.run('DELETE FROM mfa_verifications WHERE user_id = ?', [userId]);
    },
  };
}
