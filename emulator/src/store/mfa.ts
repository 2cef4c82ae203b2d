import { timingSafeEqual } from 'node:crypto';
import type { Store } from './database';

export type MfaMethod = 'sms' | 'totp' | 'passkey';
/** What an MFA SMS code is for: confirming a number being enrolled, or verifying (the SDK's `init('sms')`). */
export type MfaSmsPurpose = 'enroll' | 'verify';
/** The outbox channel of MFA SMS codes (sign-in codes are `sms`). */
export const MFA_SMS_CHANNEL = 'mfa_sms';

/** A user's multi-factor method: enrolled once `verified_at` (ms) is set; the TOTP secret sealed; SMS's number. */
export interface MfaMethodRow {
  user_id: string;
  method: MfaMethod;
  sealed_secret: string | null;
  phone: string | null;
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
        'SELECT user_id, method, sealed_secret, phone, verified_at, created_at FROM mfa_methods WHERE user_id = ? AND verified_at IS NOT NULL ORDER BY verified_at, method',
        [userId],
      );
    },

    /** One method row of a user, enrolled or pending. */
    find(userId: string, method: MfaMethod): MfaMethodRow | undefined {
      return db.get<MfaMethodRow>(
        'SELECT user_id, method, sealed_secret, phone, verified_at, created_at FROM mfa_methods WHERE user_id = ? AND method = ?',
        [userId, method],
      );
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
          'INSERT OR REPLACE INTO mfa_methods (user_id, method, sealed_secret, phone, verified_at, created_at) VALUES (?, ?, ?, ?, NULL, ?)',
          [userId, method, sealedSecret, phone, at],
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

    // — SMS codes (kept apart from sign-in codes: their own table) —

    /**
     * Stores the user's current SMS code for a purpose (replacing an earlier one) and records the message in the
     * outbox as channel `mfa_sms` (the inbox lists it; its send limit is counted apart from sign-in codes).
     */
    issueSmsCode(
      userId: string,
      purpose: MfaSmsPurpose,
      phone: string,
      code: string,
      { expiresAt, at }: { expiresAt: number; at: number },
    ): void {
      db.transaction(() => {
        db.exec(
          'INSERT OR REPLACE INTO mfa_sms_codes (user_id, purpose, phone, code, expires_at) VALUES (?, ?, ?, ?, ?)',
          [userId, purpose, phone, code, expiresAt],
        );
        db.exec('INSERT INTO outbox (channel, destination, code, sent_at) VALUES (?, ?, ?, ?)', [
          MFA_SMS_CHANNEL,
          phone,
          code,
          at,
        ]);
      });
    },

    /**
     * Whether a code is the user's current one for this purpose and number, not expired; a right code is used up
     * (one transaction). A wrong one stays (the MFA attempts limit, or a new send, ends it).
     */
    takeSmsCode(userId: string, purpose: MfaSmsPurpose, phone: string, code: string, now: number): boolean {
      return db.transaction(() => {
        const row = db.get<{ phone: string; code: string; expires_at: number }>(
          'SELECT phone, code, expires_at FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?',
          [userId, purpose],
        );
        if (!row || row.expires_at <= now || row.phone !== phone) return false;
        const given = Buffer.from(code);
        const expected = Buffer.from(row.code);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
        db.exec('DELETE FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?', [userId, purpose]);
        return true;
      });
    },

    /** The MFA SMS messages sent, newest first (the inbox's verification codes). */
    sentSmsCodes(limit: number): { destination: string; code: string; sent_at: number }[] {
      return db.all<{ destination: string; code: string; sent_at: number }>(
        'SELECT destination, code, sent_at FROM outbox WHERE channel = ? ORDER BY id DESC LIMIT ?',
        [MFA_SMS_CHANNEL, limit],
      );
    },

    /** Forgets the user's SMS code for a purpose. */
    dropSmsCode(userId: string, purpose: MfaSmsPurpose): void {
      db.run('DELETE FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?', [userId, purpose]);
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

    /** Records a WebAuthn challenge issued to the user's page for passkey verification. */
    issuePasskeyChallenge(
      userId: string,
      challenge: string,
      rp: { origin: string; rpId: string },
      expiresAt: number,
    ): void {
      db.run(
        'INSERT INTO mfa_passkey_challenges (challenge, user_id, origin, rp_id, expires_at) VALUES (?, ?, ?, ?, ?)',
        [challenge, userId, rp.origin, rp.rpId, expiresAt],
      );
    },

    /**
     * Consumes a passkey challenge issued to this user and still valid (one transaction): answers the page it was
     * issued to, or null. A challenge is used up by any answer, right or wrong.
     */
    takePasskeyChallenge(userId: string, challenge: string, now: number): { origin: string; rpId: string } | null {
      return db.transaction(() => {
        const row = db.get<{ user_id: string; origin: string; rp_id: string; expires_at: number }>(
          'SELECT user_id, origin, rp_id, expires_at FROM mfa_passkey_challenges WHERE challenge = ?',
          [challenge],
        );
        if (!row || row.user_id !== userId) return null;
        db.exec('DELETE FROM mfa_passkey_challenges WHERE challenge = ? OR expires_at <= ?', [challenge, now]);
        return row.expires_at > now ? { origin: row.origin, rpId: row.rp_id } : null;
      });
    },
  };
}
