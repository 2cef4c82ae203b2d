import type { Store } from './database';

export interface AccountRow {
  type: string;
  subject: string;
  data: string;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A guest's credential identifies the guest but is not a linked account (nor a login method). */
const GUEST_CREDENTIAL = 'guest_credential';

export function accountsRepository(db: Store) {
  return {
    /** The user owning an account of this type and subject, if any. */
    ownerOf(type: string, subject: string): string | undefined {
      return db.get<{ user_id: string }>('SELECT user_id FROM accounts WHERE type = ? AND subject = ?', [type, subject])
        ?.user_id;
    },

    /** A user's linked accounts in linking order (the guest credential left out). */
    linkedTo(userId: string): AccountRow[] {
      return db.all<AccountRow>('SELECT * FROM accounts WHERE user_id = ? AND type != ? ORDER BY id', [
        userId,
        GUEST_CREDENTIAL,
      ]);
    },

    /** One of a user's accounts, by type and subject. */
    find(userId: string, type: string, subject: string): AccountRow | undefined {
      return db.get<AccountRow>('SELECT * FROM accounts WHERE user_id = ? AND type = ? AND subject = ?', [
        userId,
        type,
        subject,
      ]);
    },

    countOfType(userId: string, type: string): number {
      return (
        db.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE user_id = ? AND type = ?', [userId, type])?.n ??
        0
      );
    },

    /** How many login methods a user has (every linked account). */
    countLinked(userId: string): number {
      return (
        db.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE user_id = ? AND type != ?', [
          userId,
          GUEST_CREDENTIAL,
        ])?.n ?? 0
      );
    },

    add(userId: string, type: string, subject: string, data: Record<string, unknown>, at: number): void {
      db.run(
        'INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [userId, type, subject, JSON.stringify(data), at, at, at],
      );
    },

    /** Removes a linked account; a passkey account takes its stored credential with it. */
    remove(userId: string, type: string, subject: string): void {
      db.transaction(() => {
        db.exec('DELETE FROM accounts WHERE user_id = ? AND type = ? AND subject = ?', [userId, type, subject]);
        if (type === 'passkey') db.exec('DELETE FROM passkeys WHERE credential_id = ?', [subject]);
      });
    },

    /** Replaces an account's subject (a new e-mail address or phone number), verified now. */
    changeSubject(userId: string, type: string, from: string, to: string, at: number): void {
      db.run(
        'UPDATE accounts SET subject = ?, verified_at = ?, first_verified_at = ?, latest_verified_at = ? WHERE user_id = ? AND type = ? AND subject = ?',
        [to, at, at, at, userId, type, from],
      );
    },
  };
}
