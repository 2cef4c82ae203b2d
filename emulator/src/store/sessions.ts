import type { Store } from './database';

export interface SessionRow {
  id: string;
  user_id: string;
  expires_at: number;
  revoked: number;
  replaced_by: string | null;
  replaced_at: number | null;
}

export interface NewSession {
  id: string;
  userId: string;
  refreshTokenHash: string;
  expiresAt: number;
  createdAt: number;
}

/**
 * What presenting a refresh token comes to:
 * - `rotated`: it was current; its session is ended and `next` replaces it;
 * - `successor`: it was rotated at most `graceMs` ago and its successor is live (a concurrent refresh);
 * - `ended`: unknown, expired, logged out, or replayed after the grace period.
 */
export type Rotation =
  | { kind: 'rotated'; userId: string }
  | { kind: 'successor'; userId: string; sessionId: string }
  | { kind: 'ended' };

/** How many rotations an access token's session is followed through (an access token lives an hour at most). */
const MAX_ROTATIONS = 1000;

export function sessionsRepository(db: Store) {
  const INSERT =
    'INSERT INTO sessions (id, user_id, refresh_token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)';
  const values = (session: NewSession) => [
    session.id,
    session.userId,
    session.refreshTokenHash,
    session.expiresAt,
    session.createdAt,
  ];

  /**
   * Ends a session and every session that replaced it: a logout carrying an older token (a stale tab) ends the
   * whole chain, so no access token of it counts any more (`isLive`).
   */
  function revokeChain(id: string): void {
    db.run(
      `WITH RECURSIVE chain(id, replaced_by, depth) AS (
         SELECT id, replaced_by, 0 FROM sessions WHERE id = ?
         UNION ALL
         SELECT s.id, s.replaced_by, chain.depth + 1
           FROM sessions s JOIN chain ON s.id = chain.replaced_by
          WHERE chain.depth < ${MAX_ROTATIONS}
       )
       UPDATE sessions SET revoked = 1 WHERE id IN (SELECT id FROM chain)`,
      [id],
    );
  }

  return {
    open(session: NewSession): void {
      db.run(INSERT, values(session));
    },

    /**
     * Whether a session's access tokens still count: the session has not been ended, or it was rotated and the
     * session that replaced it (and so on) still stands. A refresh in one tab (or in the cross-app pop-up, which
     * shares the SDK's storage) must not cut off the access token another tab holds; logging out, which ends the
     * latest session, ends them all.
     */
    isLive(id: string): boolean {
      const row = db.get<{ live: number }>(
        `WITH RECURSIVE chain(id, revoked, replaced_by, depth) AS (
           SELECT id, revoked, replaced_by, 0 FROM sessions WHERE id = ?
           UNION ALL
           SELECT s.id, s.revoked, s.replaced_by, chain.depth + 1
             FROM sessions s JOIN chain ON s.id = chain.replaced_by
            WHERE chain.depth < ${MAX_ROTATIONS}
         )
         SELECT 1 AS live FROM chain WHERE revoked = 0 LIMIT 1`,
        [id],
      );
      return Boolean(row?.live);
    },

    /**
     * Checks a refresh token and, when current, rotates it: the old session ends, replaced by `next` (whose
     * `userId` is taken from the old one). One transaction, so a token rotates once.
     */
    rotate(refreshTokenHash: string, next: Omit<NewSession, 'userId'>, now: number, graceMs: number): Rotation {
      return db.transaction((): Rotation => {
        const session = db.get<SessionRow>(
          'SELECT id, user_id, expires_at, revoked, replaced_by, replaced_at FROM sessions WHERE refresh_token_hash = ?',
          [refreshTokenHash],
        );
        if (!session) return { kind: 'ended' };
        if (session.replaced_by && session.replaced_at !== null && now - session.replaced_at <= graceMs) {
          const successor = db.get<{ revoked: number; expires_at: number }>(
            'SELECT revoked, expires_at FROM sessions WHERE id = ?',
            [session.replaced_by],
          );
          if (successor && !successor.revoked && successor.expires_at > now) {
            return { kind: 'successor', userId: session.user_id, sessionId: session.replaced_by };
          }
        }
        if (session.revoked || session.expires_at <= now) return { kind: 'ended' };
        db.exec(INSERT, values({ ...next, userId: session.user_id }));
        db.exec('UPDATE sessions SET revoked = 1, replaced_by = ?, replaced_at = ? WHERE id = ?', [
          next.id,
          now,
          session.id,
        ]);
        return { kind: 'rotated', userId: session.user_id };
      });
    },

    /** Ends the session of a refresh token, and the session that replaced it if it was rotated (see `revoke`). */
    revokeByRefreshToken(refreshTokenHash: string): void {
      const row = db.get<{ id: string }>('SELECT id FROM sessions WHERE refresh_token_hash = ?', [refreshTokenHash]);
      if (row) revokeChain(row.id);
    },

    revoke: revokeChain,

    /** Every live session expires at `at` (the development page's "30 days later"). */
    expireAll(at: number): void {
      db.run('UPDATE sessions SET expires_at = ? WHERE revoked = 0', [at]);
    },
  };
}
