import type { Store } from './database';

/** Wallet sign-in nonces: SIWE (Ethereum) and SIWS (Solana). */
export type NonceKind = 'siwe' | 'siws';

export function noncesRepository(db: Store) {
  return {
    issue(kind: NonceKind, nonce: string, address: string, expiresAt: number): void {
      db.run('INSERT INTO nonces (nonce, kind, address, expires_at) VALUES (?, ?, ?, ?)', [
        nonce,
        kind,
        address,
        expiresAt,
      ]);
    },

    /**
     * Consumes a nonce if it exists, is unused, unexpired and was issued to this address: one transaction.
     * False when any of that fails (nothing is consumed then).
     */
    take(kind: NonceKind, nonce: string, address: string, now: number): boolean {
      return db.transaction(() => {
        const row = db.get<{ address: string; expires_at: number; used: number }>(
          'SELECT address, expires_at, used FROM nonces WHERE nonce = ? AND kind = ?',
          [nonce, kind],
        );
        if (!row || row.used || row.expires_at <= now || row.address !== address) return false;
        db.exec('UPDATE nonces SET used = 1 WHERE nonce = ?', [nonce]);
        return true;
      });
    },
  };
}
