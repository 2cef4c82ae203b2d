import type { Store } from './database';
import { mfaCodesRepository } from './mfa-codes';

export type MfaMethod = 'sms' | 'totp' | 'passkey';
/**
 * A user's multi-factor method: enrolled once `verified_at` (ms) is set; the TOTP secret sealed, and the last time
 * step whose code was accepted (enrolment included: a code verifies once); SMS's number.
 */
export interface MfaMethodRow {
  user_id: string;
  method: MfaMethod;
  sealed_secret: string | null;
  phone: string | null;
  verified_at: number | null;
  created_at: number;
  totp_step: number | null;
}

const METHOD_COLUMNS = 'user_id, method, sealed_secret, phone, verified_at, created_at, totp_step';

/**
 * What presenting an MFA code comes to: `verified` (the challenge closes, a grant opens, the count of wrong codes
 * starts afresh), `wrong` (one more wrong code counted), `exhausted` (that was the last wrong code allowed: the
 * challenge closes and the user is locked out), `expired` (the code came later than the time limit after the
 * prompt or the last wrong code: the challenge closes, the count stays), `locked` (the user is locked out: the
 * code was not counted, nor should it have been checked).
 */
export type MfaAttempt = 'verified' | 'wrong' | 'exhausted' | 'expired' | 'locked';

/** The limits an MFA code is held to (mfa/service.ts). */
export interface MfaLimits {
  now: number;
  /** Wrong codes allowed since the last right code (or lock-out served), across rounds; the last one exhausts. */
  maxAttempts: number;
  /** How long after the prompt (or the last wrong code) a code may come. */
  timeoutMs: number;
  /** Until when a right code lets wallet actions through. */
  grantUntil: number;
  /** How long an exhausted challenge locks the user out. */
  lockMs: number;
  /** Exhausted rounds allowed in `roundsWindowMs`; the last one locks the user out for the rest of that window. */
  maxRounds: number;
  roundsWindowMs: number;
}

interface VerificationRow {
  started_at: number | null;
  attempts: number;
  verified_until: number | null;
  locked_until: number | null;
  exhausted_since: number | null;
  exhausted_rounds: number;
}

export function mfaRepository(db: Store) {
  const codes = mfaCodesRepository(db);
  const verification = (userId: string) =>
    db.get<VerificationRow>(
      'SELECT started_at, attempts, verified_until, locked_until, exhausted_since, exhausted_rounds FROM mfa_verifications WHERE user_id = ?',
      [userId],
    );

  /**
   * Locks the user out after an exhausted round (inside `attempt`'s transaction): for `lockMs`, or for the rest of
   * the window of exhausted rounds when this round is its `maxRounds`-th. A window begins with the first exhausted
   * round after the previous one ended.
   */
  const lockOut = (userId: string, row: VerificationRow | undefined, limits: MfaLimits) => {
    const { now, lockMs, maxRounds, roundsWindowMs } = limits;
    const fresh = row?.exhausted_since == null || now - row.exhausted_since >= roundsWindowMs;
    const since = fresh ? now : (row?.exhausted_since ?? now);
    const rounds = fresh ? 1 : (row?.exhausted_rounds ?? 0) + 1;
    const lockedUntil = rounds >= maxRounds ? Math.max(now + lockMs, since + roundsWindowMs) : now + lockMs;
    db.exec(
      'UPDATE mfa_verifications SET locked_until = ?, exhausted_since = ?, exhausted_rounds = ? WHERE user_id = ?',
      [lockedUntil, since, rounds, userId],
    );
  };

  return {
    ...codes,

    /** The user's enrolled methods, oldest first. */
    enrolled(userId: string): MfaMethodRow[] {
      return db.all<MfaMethodRow>(
        `SELECT ${METHOD_COLUMNS} FROM mfa_methods WHERE user_id = ? AND verified_at IS NOT NULL ORDER BY verified_at, method`,
        [userId],
      );
    },

    /** One method row of a user, enrolled or pending. */
    find(userId: string, method: MfaMethod): MfaMethodRow | undefined {
      return db.get<MfaMethodRow>(`SELECT ${METHOD_COLUMNS} FROM mfa_methods WHERE user_id = ? AND method = ?`, [
        userId,
        method,
      ]);
    },

    /** Starts (or restarts) a pending enrolment; false when the method is already enrolled. */
    startEnrollment(
      userId: string,
      method: MfaMethod,
      { sealedSecret = null, phone = null }: { sealedSecret?: string | null; phone?: string | null },
      at: number,
    ): boolean {
      return db.transaction(() => {
        const row = db.get<{ verified_at: number | null }>(
          'SELECT verified_at FROM mfa_methods WHERE user_id = ? AND method = ?',
          [userId, method],
        );
        if (row && row.verified_at !== null) return false;
        db.exec(
          'INSERT OR REPLACE INTO mfa_methods (user_id, method, sealed_secret, phone, verified_at, created_at, totp_step) VALUES (?, ?, ?, ?, NULL, ?, NULL)',
          [userId, method, sealedSecret, phone, at],
        );
        return true;
      });
    },

    /**
     * Marks a pending enrolment enrolled; for TOTP, the time step of the code that confirmed it is the last accepted
     * (so that code does not verify again).
     */
    confirm(userId: string, method: MfaMethod, at: number, totpStep: number | null = null): void {
      db.run(
        'UPDATE mfa_methods SET verified_at = ?, totp_step = ? WHERE user_id = ? AND method = ? AND verified_at IS NULL',
        [at, totpStep, userId, method],
      );
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

    /** Whether the user is locked out of verifying at this time (the attempts ran out: see `attempt`). */
    locked(userId: string, now: number): boolean {
      const row = verification(userId);
      return Boolean(row && row.locked_until !== null && row.locked_until > now);
    },

    /**
     * Opens the user's challenge afresh at this time (a new SDK round: its clock starts now), whatever was open
     * before. The wrong codes counted and a lock-out stay as they are: a new round is no new set of guesses.
     */
    openChallenge(userId: string, now: number): void {
      db.run(
        `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, ?, 0, NULL)
         ON CONFLICT (user_id) DO UPDATE SET started_at = excluded.started_at`,
        [userId, now],
      );
    },

    /**
     * Records one code presented against the user's challenge (opened now if none is), in one transaction: while
     * the user is locked out it is `locked` (not counted); later than the time limit after the prompt or the last
     * wrong code the challenge closes as `expired`; a right code closes it, grants until `grantUntil` and starts
     * the count afresh; a wrong one counts and restarts the clock, and the `maxAttempts`-th wrong one since the
     * last right code (whatever rounds, clears, sessions or restarts came between: the count lives in this table)
     * closes it as `exhausted` and locks the user out for `lockMs` — for the rest of the `roundsWindowMs` window
     * when that was its `maxRounds`-th exhausted round —; the lock-out served, the count starts afresh.
     *
     * An authenticator code is right once (RFC 6238 §5.2): `totpStep` is the time step of a right TOTP code, and
     * unless it is later than the last step accepted for the user's secret the code counts as wrong; a verified
     * one becomes the last accepted, in the same transaction (of parallel requests with one code, one verifies).
     */
    attempt(userId: string, right: boolean, limits: MfaLimits, totpStep?: number): MfaAttempt {
      const { now, maxAttempts, timeoutMs, grantUntil } = limits;
      return db.transaction((): MfaAttempt => {
        const row = verification(userId);
        if (row?.locked_until != null && row.locked_until > now) return 'locked';
        if (right && totpStep !== undefined) {
          const last = db.get<{ totp_step: number | null }>(
            "SELECT totp_step FROM mfa_methods WHERE user_id = ? AND method = 'totp'",
            [userId],
          )?.totp_step;
          if (last != null && totpStep <= last) right = false;
        }
        const startedAt = row?.started_at ?? now;
        const counted = row?.attempts ?? 0;
        const close = (verifiedUntil: number | null, attempts: number) =>
          db.exec(
            `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, NULL, ?, ?)
             ON CONFLICT (user_id) DO UPDATE SET started_at = NULL, attempts = excluded.attempts, verified_until = excluded.verified_until`,
            [userId, attempts, verifiedUntil],
          );
        if (now - startedAt > timeoutMs) {
          close(null, counted);
          return 'expired';
        }
        if (right) {
          close(grantUntil, 0);
          if (totpStep !== undefined) {
            db.exec("UPDATE mfa_methods SET totp_step = ? WHERE user_id = ? AND method = 'totp'", [totpStep, userId]);
          }
          return 'verified';
        }
        const attempts = counted + 1;
        if (attempts >= maxAttempts) {
          close(null, 0);
          lockOut(userId, row, limits);
          return 'exhausted';
        }
        db.exec(
          `INSERT INTO mfa_verifications (user_id, started_at, attempts, verified_until) VALUES (?, ?, ?, NULL)
           ON CONFLICT (user_id) DO UPDATE SET started_at = excluded.started_at, attempts = excluded.attempts`,
          [userId, now, attempts],
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

    /**
     * Forgets the user's challenge and grant (the frame's `privy:mfa:clear`, e.g. at sign-out); the wrong codes
     * counted, a lock-out and the count of exhausted rounds stay (signing out and in again must not reopen the
     * guessing).
     */
    clear(userId: string): void {
      db.run('UPDATE mfa_verifications SET started_at = NULL, verified_until = NULL WHERE user_id = ?', [userId]);
    },

    /**
     * Forgets everything of the user's verification, the lock-out too: only when the user's last method has gone
     * (which takes a verification, so no locked-out user gets here).
     */
    forget(userId: string): void {
      db.run('DELETE FROM mfa_verifications WHERE user_id = ?', [userId]);
    },

    // — Passkeys —

    /** The credential ids of the user's passkeys enrolled in MFA (their accounts' `enrolled_in_mfa`). */
    mfaPasskeys(userId: string): string[] {
      return db
        .all<{ subject: string }>(
          "SELECT subject FROM accounts WHERE user_id = ? AND type = 'passkey' AND json_extract(data, '$.enrolled_in_mfa') = 1 ORDER BY id",
          [userId],
        )
        .map((r) => r.subject);
    },

    /**
     * Makes exactly these of the user's linked passkeys its MFA passkeys, in one transaction: their accounts'
     * `enrolled_in_mfa` set (the others' cleared), and the `passkey` method enrolled (kept with its first
     * `verified_at`) or, for none, removed. Answers the credential ids that left MFA.
     */
    setMfaPasskeys(userId: string, credentialIds: string[], at: number): string[] {
      return db.transaction(() => {
        const before = db
          .all<{ subject: string }>(
            "SELECT subject FROM accounts WHERE user_id = ? AND type = 'passkey' AND json_extract(data, '$.enrolled_in_mfa') = 1",
            [userId],
          )
          .map((r) => r.subject);
        const keep = new Set(credentialIds);
        for (const id of new Set([...before, ...credentialIds])) {
          db.exec(
            "UPDATE accounts SET data = json_set(data, '$.enrolled_in_mfa', json(?)) WHERE user_id = ? AND type = 'passkey' AND subject = ?",
            [keep.has(id) ? 'true' : 'false', userId, id],
          );
        }
        if (keep.size === 0) {
          db.exec("DELETE FROM mfa_methods WHERE user_id = ? AND method = 'passkey'", [userId]);
        } else {
          db.exec(
            `INSERT INTO mfa_methods (user_id, method, sealed_secret, phone, verified_at, created_at) VALUES (?, 'passkey', NULL, NULL, ?, ?)
             ON CONFLICT (user_id, method) DO UPDATE SET verified_at = COALESCE(verified_at, excluded.verified_at)`,
            [userId, at, at],
          );
        }
        return before.filter((id) => !keep.has(id));
      });
    },
  };
}
