import type { Store } from './database';

/** Where a Farcaster signer request stands: the provider's statuses (`revoked` is a rejected request too). */
type FarcasterSignerStatus = 'pending_approval' | 'approved' | 'revoked';

/**
 * A Farcaster signer: an Ed25519 key the emulator made for a user's Farcaster account (fid), waiting for the
 * (emulated) Farcaster app's approval, approved or revoked. The private key is sealed (wallets/vault.ts), bound to
 * the public key; `token` names the request on the approval page.
 */
export interface FarcasterSignerRow {
  /** `0x` and 64 lowercase hex digits: the key as the provider shows it. */
  public_key: string;
  user_id: string;
  fid: number;
  /** The PKCS#8 private key, sealed; never the key itself. */
  sealed_key: string;
  status: FarcasterSignerStatus;
  token: string;
  created_at: number;
  /** After this a pending request can no longer be approved (the provider's default deadline: one hour). */
  expires_at: number;
  decided_at: number | null;
}

export interface NewFarcasterSigner {
  publicKey: string;
  sealedKey: string;
  token: string;
}

/** A pending request as the inbox and the approval page list it. */
export interface PendingFarcasterSigner {
  token: string;
  public_key: string;
  fid: number;
  user_id: string;
  username: string | null;
  created_at: number;
}

/** What deciding a request came to: decided once, or refused (unknown, already answered or expired, unlinked). */
export type FarcasterSignerDecision =
  | { outcome: 'decided'; row: FarcasterSignerRow }
  | { outcome: 'unknown' | 'answered' | 'expired' | 'unlinked' };

/** Tables of the farcaster-signers feature, created when missing. */
export function migrateFarcasterSigners(db: Store): void {
  db.script(`
    CREATE TABLE IF NOT EXISTS farcaster_signers (
      public_key TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      fid INTEGER NOT NULL,
      sealed_key TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending_approval', 'approved', 'revoked')),
      token TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      decided_at INTEGER,
      seq INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS farcaster_signers_user ON farcaster_signers (user_id, fid, seq);
    CREATE INDEX IF NOT EXISTS farcaster_signers_pending ON farcaster_signers (status, expires_at);
  `);
}

const COLUMNS = 'public_key, user_id, fid, sealed_key, status, token, created_at, expires_at, decided_at';

/** The farcaster-signers feature's rows (the only SQL of the feature, including the account's signer key). */
export function farcasterSignersRepository(db: Store) {
  /** The user's newest signer for a fid. */
  const latest = (userId: string, fid: number) =>
    db.get<FarcasterSignerRow>(
      `SELECT ${COLUMNS} FROM farcaster_signers WHERE user_id = ? AND fid = ? ORDER BY seq DESC LIMIT 1`,
      [userId, fid],
    );

  /** Writes the approved key into the user's Farcaster account (`signer_public_key`, as the SDK reads it). */
  const attach = (userId: string, fid: number, publicKey: string): boolean => {
    const account = db.get<{ data: string }>(
      "SELECT data FROM accounts WHERE user_id = ? AND type = 'farcaster' AND subject = ?",
      [userId, String(fid)],
    );
    if (!account) return false;
    const data = { ...(JSON.parse(account.data) as Record<string, unknown>), signer_public_key: publicKey };
    db.exec("UPDATE accounts SET data = ? WHERE user_id = ? AND type = 'farcaster' AND subject = ?", [
      JSON.stringify(data),
      userId,
      String(fid),
    ]);
    return true;
  };

  return {
    /**
     * The user's signer for a fid, in one transaction: the approved one (its key written into the Farcaster account
     * again, in case the account was linked anew), else the pending one while it can still be approved, else a new
     * pending request made by `make` (none yet, or the last one was revoked or expired).
     */
    open(
      userId: string,
      fid: number,
      make: () => NewFarcasterSigner,
      { now, expiresAt }: { now: number; expiresAt: number },
    ): { row: FarcasterSignerRow; created: boolean } {
      return db.transaction(() => {
        const current = latest(userId, fid);
        if (current?.status === 'approved') {
          attach(userId, fid, current.public_key);
          return { row: current, created: false };
        }
        if (current?.status === 'pending_approval' && current.expires_at > now) return { row: current, created: false };
        const signer = make();
        const seq = (db.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM farcaster_signers')?.n ?? 0) + 1;
        db.exec(
          `INSERT INTO farcaster_signers (public_key, user_id, fid, sealed_key, status, token, created_at, expires_at, seq)
           VALUES (?, ?, ?, ?, 'pending_approval', ?, ?, ?, ?)`,
          [signer.publicKey, userId, fid, signer.sealedKey, signer.token, now, expiresAt, seq],
        );
        const row = latest(userId, fid);
        if (!row || row.public_key !== signer.publicKey) throw new Error('The Farcaster signer just made is missing');
        return { row, created: true };
      });
    },

    /** A signer by its public key (any user's: the caller checks whose it is). */
    byPublicKey(publicKey: string): FarcasterSignerRow | undefined {
      return db.get<FarcasterSignerRow>(`SELECT ${COLUMNS} FROM farcaster_signers WHERE public_key = ?`, [publicKey]);
    },

    /** A request by the token of its approval page. */
    byToken(token: string): FarcasterSignerRow | undefined {
      return db.get<FarcasterSignerRow>(`SELECT ${COLUMNS} FROM farcaster_signers WHERE token = ?`, [token]);
    },

    /** The user's approved signer for a fid: the one that signs. */
    approved(userId: string, fid: number): FarcasterSignerRow | undefined {
      const row = latest(userId, fid);
      return row?.status === 'approved' ? row : undefined;
    },

    /** Requests still waiting for the Farcaster app, oldest first, with the account's username (the inbox). */
    pending(now: number, limit = 100): PendingFarcasterSigner[] {
      return db
        .all<Omit<PendingFarcasterSigner, 'username'> & { data: string | null }>(
          `SELECT s.token, s.public_key, s.fid, s.user_id, s.created_at, a.data
           FROM farcaster_signers s
           LEFT JOIN accounts a ON a.user_id = s.user_id AND a.type = 'farcaster' AND a.subject = CAST(s.fid AS TEXT)
           WHERE s.status = 'pending_approval' AND s.expires_at > ?
           ORDER BY s.seq LIMIT ?`,
          [now, limit],
        )
        .map(({ data, ...row }) => {
          const username = data ? (JSON.parse(data) as { username?: unknown }).username : undefined;
          return { ...row, username: typeof username === 'string' ? username : null };
        });
    },

    /**
     * The Farcaster app's answer to a request, exactly once, in one transaction: only a pending request that has
     * not expired, and (to approve) whose Farcaster account is still the user's. Approving writes the key into the
     * account (`signer_public_key`); rejecting revokes the key.
     */
    decide(token: string, decision: 'approve' | 'reject', now: number): FarcasterSignerDecision {
      return db.transaction((): FarcasterSignerDecision => {
        const row = db.get<FarcasterSignerRow>(`SELECT ${COLUMNS} FROM farcaster_signers WHERE token = ?`, [token]);
        if (!row) return { outcome: 'unknown' };
        if (row.status !== 'pending_approval') return { outcome: 'answered' };
        if (row.expires_at <= now) return { outcome: 'expired' };
        const status: FarcasterSignerStatus = decision === 'approve' ? 'approved' : 'revoked';
        if (status === 'approved' && !attach(row.user_id, row.fid, row.public_key)) return { outcome: 'unlinked' };
        db.exec(
          "UPDATE farcaster_signers SET status = ?, decided_at = ? WHERE token = ? AND status = 'pending_approval'",
          [status, now, token],
        );
        return { outcome: 'decided', row: { ...row, status, decided_at: now } };
      });
    },
  };
}
