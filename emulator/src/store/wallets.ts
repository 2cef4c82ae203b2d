import type { Store } from './database';

export type WalletChain = 'ethereum' | 'solana';
/** Where the provider keeps a wallet: server-side ("TEE", `privy-v2` recovery) or on-device (`privy` recovery). */
export type WalletMode = 'server' | 'on-device';

export interface WalletRow {
  id: string;
  user_id: string;
  chain_type: WalletChain;
  address: string;
  wallet_index: number;
  imported: number;
  mode: WalletMode;
  /** JSON: the provider's `additional_signers` ({signer_id, override_policy_ids?}[]). */
  additional_signers: string;
  /** The private key, sealed (wallets/vault.ts); never the key itself. */
  sealed_key: string;
  created_at: number;
}

export interface NewWallet {
  id: string;
  userId: string;
  chainType: WalletChain;
  address: string;
  imported: boolean;
  mode: WalletMode;
  additionalSigners: unknown[];
  sealedKey: string;
  idempotencyKey: string | null;
  createdAt: number;
}

const COLUMNS =
  'id, user_id, chain_type, address, wallet_index, imported, mode, additional_signers, sealed_key, created_at';

export function walletsRepository(db: Store) {
  return {
    /**
     * Creates a wallet in one transaction: a request repeating an idempotency key the user already used gets the
     * wallet it named (nothing new is stored); an address already held refuses (false); otherwise the wallet takes
     * the next HD index of its chain among the user's own (non-imported) wallets, imported ones index 0.
     */
    create(wallet: NewWallet): { row: WalletRow; created: boolean } | null {
      return db.transaction(() => {
        if (wallet.idempotencyKey !== null) {
          const existing = db.get<WalletRow>(
            `SELECT ${COLUMNS} FROM wallets WHERE user_id = ? AND idempotency_key = ?`,
            [wallet.userId, wallet.idempotencyKey],
          );
          if (existing) return { row: existing, created: false };
        }
        if (db.get('SELECT 1 FROM wallets WHERE address = ?', [wallet.address])) return null;
        const index = wallet.imported
          ? 0
          : (db.get<{ n: number }>(
              'SELECT COUNT(*) AS n FROM wallets WHERE user_id = ? AND chain_type = ? AND imported = 0',
              [wallet.userId, wallet.chainType],
            )?.n ?? 0);
        db.exec(
          'INSERT INTO wallets (id, user_id, chain_type, address, wallet_index, imported, mode, additional_signers, sealed_key, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            wallet.id,
            wallet.userId,
            wallet.chainType,
            wallet.address,
            index,
            wallet.imported ? 1 : 0,
            wallet.mode,
            JSON.stringify(wallet.additionalSigners),
            wallet.sealedKey,
            wallet.idempotencyKey,
            wallet.createdAt,
          ],
        );
        const row = db.get<WalletRow>(`SELECT ${COLUMNS} FROM wallets WHERE id = ?`, [wallet.id]);
        if (!row) throw new Error('The wallet just inserted is missing');
        return { row, created: true };
      });
    },

    /** A user's wallets in creation order. */
    ofUser(userId: string): WalletRow[] {
      return db.all<WalletRow>(`SELECT ${COLUMNS} FROM wallets WHERE user_id = ? ORDER BY created_at, rowid`, [userId]);
    },

    /** One of a user's wallets by id: another user's wallet is not found. */
    byId(userId: string, id: string): WalletRow | undefined {
      return db.get<WalletRow>(`SELECT ${COLUMNS} FROM wallets WHERE id = ? AND user_id = ?`, [id, userId]);
    },

    /** One of a user's wallets by address (exact: checksummed Ethereum, base58 Solana). */
    byAddress(userId: string, address: string): WalletRow | undefined {
      return db.get<WalletRow>(`SELECT ${COLUMNS} FROM wallets WHERE address = ? AND user_id = ?`, [address, userId]);
    },

    /** A wallet by address, whoever owns it (the app's server acting on a delegated wallet). */
    byAddressOfAnyone(address: string): WalletRow | undefined {
      return db.get<WalletRow>(`SELECT ${COLUMNS} FROM wallets WHERE address = ?`, [address]);
    },

    /** One of a user's wallets by chain and HD index (non-imported). */
    byIndex(userId: string, chainType: WalletChain, index: number): WalletRow | undefined {
      return db.get<WalletRow>(
        `SELECT ${COLUMNS} FROM wallets WHERE user_id = ? AND chain_type = ? AND wallet_index = ? AND imported = 0`,
        [userId, chainType, index],
      );
    },

    /** Every wallet with its owner (the development inbox). */
    /** The newest wallets of anyone, newest first (at most `limit`): the development pages' lists. */
    newest(limit: number): WalletRow[] {
      return db.all<WalletRow>(`SELECT ${COLUMNS} FROM wallets ORDER BY created_at DESC, rowid DESC LIMIT ?`, [limit]);
    },

    setAdditionalSigners(id: string, signers: unknown[]): void {
      db.run('UPDATE wallets SET additional_signers = ? WHERE id = ?', [JSON.stringify(signers), id]);
    },

    /** The user's signer key (its public half and the sealed private half), made once. */
    userSigner(userId: string): { public_key: string; sealed_key: string } | undefined {
      return db.get('SELECT public_key, sealed_key FROM user_signers WHERE user_id = ?', [userId]);
    },

    /** Stores a user's signer unless one exists (a concurrent first use keeps the first); returns the kept one. */
    keepUserSigner(userId: string, publicKey: string, sealedKey: string): { public_key: string; sealed_key: string } {
      return db.transaction(() => {
        const existing = db.get<{ public_key: string; sealed_key: string }>(
          'SELECT public_key, sealed_key FROM user_signers WHERE user_id = ?',
          [userId],
        );
        if (existing) return existing;
        db.exec('INSERT INTO user_signers (user_id, public_key, sealed_key) VALUES (?, ?, ?)', [
          userId,
          publicKey,
          sealedKey,
        ]);
        return { public_key: publicKey, sealed_key: sealedKey };
      });
    },
  };
}
