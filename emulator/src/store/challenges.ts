import type { Store } from './database';

/** The WebAuthn ceremony a passkey challenge was issued for. */
export type ChallengeKind = 'register' | 'link' | 'authenticate';

export function challengesRepository(db: Store) {
  return {
    issue(challenge: string, kind: ChallengeKind, expiresAt: number): void {
      db.run('INSERT INTO challenges (challenge, kind, expires_at) VALUES (?, ?, ?)', [challenge, kind, expiresAt]);
    },

    /** Consumes a challenge issued for this ceremony and still valid: one transaction. False otherwise. */
    take(challenge: string, kind: ChallengeKind, now: number): boolean {
      return db.transaction(() => {
        const row = db.get<{ expires_at: number }>(
          'SELECT expires_at FROM challenges WHERE challenge = ? AND kind = ?',
          [challenge, kind],
        );
        if (!row || row.expires_at <= now) return false;
        db.exec('DELETE FROM challenges WHERE challenge = ?', [challenge]);
        return true;
      });
    },
  };
}
