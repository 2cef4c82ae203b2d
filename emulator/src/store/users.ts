import type { Store } from './database';

export interface UserRow {
  id: string;
  created_at: number;
  has_accepted_terms: number;
  is_guest: number;
}

/** A new user with the account that signed them up. */
export interface NewUser {
  id: string;
  at: number;
  hasAcceptedTerms: boolean;
  guest: boolean;
  account: { type: string; subject: string; data: Record<string, unknown> };
}

export function usersRepository(db: Store) {
  return {
    find(id: string): UserRow | undefined {
      return db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
    },

    /** Marks the user's acceptance of the app's terms. */
    acceptTerms(id: string): void {
      db.run('UPDATE users SET has_accepted_terms = 1 WHERE id = ?', [id]);
    },

    /** The newest users first (the inbox). */
    newest(limit: number): string[] {
      return db.all<{ id: string }>('SELECT id FROM users ORDER BY created_at DESC LIMIT ?', [limit]).map((u) => u.id);
    },

    /**
     * Signs in the owner of an account (its verification times move to `at`) or, when `signUp` is given, creates
     * the user and the account: one transaction. Undefined when nobody owns the account and sign-up is not allowed.
     */
    signInOrUp(
      type: string,
      subject: string,
      at: number,
      signUp: NewUser | null,
    ): { userId: string; isNew: boolean } | undefined {
      return db.transaction(() => {
        const existing = db.get<{ user_id: string }>('SELECT user_id FROM accounts WHERE type = ? AND subject = ?', [
          type,
          subject,
        ]);
        if (existing) {
          db.exec('UPDATE accounts SET latest_verified_at = ?, verified_at = ? WHERE type = ? AND subject = ?', [
            at,
            at,
            type,
            subject,
          ]);
          return { userId: existing.user_id, isNew: false };
        }
        if (!signUp) return undefined;
        db.exec('INSERT INTO users (id, created_at, has_accepted_terms, is_guest) VALUES (?, ?, ?, ?)', [
          signUp.id,
          signUp.at,
          signUp.hasAcceptedTerms ? 1 : 0,
          signUp.guest ? 1 : 0,
        ]);
        db.exec(
          'INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [
            signUp.id,
            signUp.account.type,
            signUp.account.subject,
            JSON.stringify(signUp.account.data),
            signUp.at,
            signUp.at,
            signUp.at,
          ],
        );
        return { userId: signUp.id, isNew: true };
      });
    },
  };
}
