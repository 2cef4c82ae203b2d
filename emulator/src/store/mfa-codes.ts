import { timingSafeEqual } from 'node:crypto';
import type { Store } from './database';
import { guesses } from './guesses';

/** What an MFA SMS code is for: confirming a number being enrolled, or verifying (the SDK's `init('sms')`). */
export type MfaSmsPurpose = 'enroll' | 'verify';
/** The outbox channel of MFA SMS codes (sign-in codes are `sms`). */
export const MFA_SMS_CHANNEL = 'mfa_sms';

/**
 * Multi-factor verification's one-time values (part of `repo.mfa`, store/mfa.ts): SMS codes, apart from sign-in
 * codes (their own table: neither passes for the other), and passkey challenges, each bound to one user.
 */
export function mfaCodesRepository(db: Store) {
  const counted = guesses(db);
  return {
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
          'INSERT OR REPLACE INTO mfa_sms_codes (user_id, purpose, phone, code, expires_at, tries) VALUES (?, ?, ?, ?, ?, 0)',
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

    /** Whether the user is locked out of SMS enrolment codes (too many wrong ones: see takeSmsCode). */
    smsEnrollmentLocked(userId: string, now: number): boolean {
      return counted.locked('mfa_sms_enroll', userId, now);
    },

    /**
     * Whether a code is the user's current one for this purpose and number, not expired; a right code is used up
     * (one transaction). A wrong one counts against the code, which is dropped at its `maxTries`-th wrong try (a
     * new code must be sent); before that it stays. Enrolment codes are also counted per user across the codes
     * sent (store/guesses.ts): the `maxTries`-th wrong one since the last right one drops the code and locks the
     * user's SMS enrolment out for `lockMs`, during which every code is refused unchecked. (Verification codes are
     * counted per user by the verification itself: store/mfa.ts's `attempt`.)
     */
    takeSmsCode(
      userId: string,
      purpose: MfaSmsPurpose,
      phone: string,
      code: string,
      { now, maxTries, lockMs }: { now: number; maxTries: number; lockMs: number },
    ): boolean {
      const enrolment = purpose === 'enroll';
      return db.transaction(() => {
        if (enrolment && counted.locked('mfa_sms_enroll', userId, now)) return false;
        const row = db.get<{ phone: string; code: string; expires_at: number; tries: number }>(
          'SELECT phone, code, expires_at, tries FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?',
          [userId, purpose],
        );
        if (!row || row.expires_at <= now || row.phone !== phone) return false;
        const given = Buffer.from(code);
        const expected = Buffer.from(row.code);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          const locked =
            enrolment && counted.wrong('mfa_sms_enroll', userId, { now, maxWrong: maxTries, lockMs }) === 'locked';
          if (locked || row.tries + 1 >= maxTries) {
            db.exec('DELETE FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?', [userId, purpose]);
          } else {
            db.exec('UPDATE mfa_sms_codes SET tries = tries + 1 WHERE user_id = ? AND purpose = ?', [userId, purpose]);
          }
          return false;
        }
        db.exec('DELETE FROM mfa_sms_codes WHERE user_id = ? AND purpose = ?', [userId, purpose]);
        if (enrolment) counted.right('mfa_sms_enroll', userId);
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

    // — Passkey challenges —

    /**
     * Records a WebAuthn challenge issued to the user's page for passkey verification, in one transaction: expired
     * challenges (anyone's) go, and the user keeps at most `keep` (the oldest dropped: it no longer verifies).
     */
    issuePasskeyChallenge(
      userId: string,
      challenge: string,
      rp: { origin: string; rpId: string },
      { now, expiresAt, keep }: { now: number; expiresAt: number; keep: number },
    ): void {
      db.transaction(() => {
        db.exec('DELETE FROM mfa_passkey_challenges WHERE expires_at <= ?', [now]);
        db.exec(
          `DELETE FROM mfa_passkey_challenges WHERE user_id = ? AND rowid NOT IN (
             SELECT rowid FROM mfa_passkey_challenges WHERE user_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT ?)`,
          [userId, userId, Math.max(0, keep - 1)],
        );
        db.exec(
          'INSERT INTO mfa_passkey_challenges (challenge, user_id, origin, rp_id, expires_at) VALUES (?, ?, ?, ?, ?)',
          [challenge, userId, rp.origin, rp.rpId, expiresAt],
        );
      });
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
