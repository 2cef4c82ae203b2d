import type { Store } from './database';

/** The app's server signer: its key quorum id, public key (base64 SPKI DER) and sealed private key. */
export interface AppServerSignerRow {
  signer_id: string;
  public_key: string;
  sealed_key: string;
}

/**
 * Tables of the delegation feature, created when missing: the app's server signers' keys (the key quorums of
 * `appServer.signerId`). `reset` leaves them: they belong to the app, not to its users.
 */
export function migrateDelegation(db: Store): void {
  db.script(`
    CREATE TABLE IF NOT EXISTS app_server_signers (
      signer_id TEXT PRIMARY KEY,
      public_key TEXT NOT NULL,
      sealed_key TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
  `);
}

/**
 * The delegation feature's rows: the app's server signers, and the wallets' delegation (each wallet's
 * `additional_signers`, in the wallets table) changed in one transaction per request.
 */
export function delegationRepository(db: Store) {
  const signersOf = (id: string) =>
    db.get<{ additional_signers: string; user_id: string }>(
      'SELECT additional_signers, user_id FROM wallets WHERE id = ?',
      [id],
    );
  return {
    /** A signer's key, if made. */
    signer(signerId: string): AppServerSignerRow | undefined {
      return db.get<AppServerSignerRow>(
        'SELECT signer_id, public_key, sealed_key FROM app_server_signers WHERE signer_id = ?',
        [signerId],
      );
    },

    /** Stores a signer's key unless one exists (a concurrent first use keeps the first); returns the kept one. */
    keepSigner(row: AppServerSignerRow, now: number): AppServerSignerRow {
      return db.transaction(() => {
        const existing = db.get<AppServerSignerRow>(
          'SELECT signer_id, public_key, sealed_key FROM app_server_signers WHERE signer_id = ?',
          [row.signer_id],
        );
        if (existing) return existing;
        db.exec('INSERT INTO app_server_signers (signer_id, public_key, sealed_key, created_at) VALUES (?, ?, ?, ?)', [
          row.signer_id,
          row.public_key,
          row.sealed_key,
          now,
        ]);
        return row;
      });
    },

    /**
     * Adds a signer to each of a user's wallets (on-device consent), in one transaction: a wallet already carrying
     * it keeps one entry. Wallets of another user are left alone. Answers how many wallets gained it.
     */
    addSigner(userId: string, walletIds: readonly string[], signerId: string): number {
      return db.transaction(() => {
        let added = 0;
        for (const id of walletIds) {
          const row = signersOf(id);
          if (!row || row.user_id !== userId) continue;
          const signers = JSON.parse(row.additional_signers) as { signer_id: string }[];
          if (signers.some((s) => s.signer_id === signerId)) continue;
          db.exec('UPDATE wallets SET additional_signers = ? WHERE id = ?', [
            JSON.stringify([...signers, { signer_id: signerId }]),
            id,
          ]);
          added += 1;
        }
        return added;
      });
    },

    /** Clears every signer of the user's on-device wallets (the on-device revoke); answers how many had any. */
    revokeOnDevice(userId: string): number {
      return db.transaction(() => {
        const n =
          db.get<{ n: number }>(
            "SELECT COUNT(*) AS n FROM wallets WHERE user_id = ? AND mode = 'on-device' AND additional_signers <> '[]'",
            [userId],
          )?.n ?? 0;
        db.exec(
          "UPDATE wallets SET additional_signers = '[]' WHERE user_id = ? AND mode = 'on-device' AND additional_signers <> '[]'",
          [userId],
        );
        return n;
      });
    },
  };
}
