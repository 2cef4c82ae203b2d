import type { Store } from './database';

/**
 * Where a purchase stands: `created` (signed URL or session issued, nobody has paid), `pending` (a Pay won the
 * purchase and the local chain is carrying out the transfer), then `completed`, `failed` (a declined card, a
 * chain that refused) or `cancelled` (Cancel on the page). Only `created` may move, and only once.
 */
type PurchaseStatus = 'created' | 'pending' | 'completed' | 'failed' | 'cancelled';

export interface PurchaseRow {
  /** MoonPay's `externalTransactionId`, or Coinbase's `partner_user_id`. */
  id: string;
  provider: 'moonpay' | 'coinbase';
  user_id: string;
  /** The wallet the purchase funds (checksummed). */
  address: string;
  chain_id: number;
  /** The native currency symbol (ETH) and the provider's own code for it (ETH_BASE, or the Coinbase network). */
  asset: string;
  currency_code: string;
  /** The amount the URL suggested, in US cents (null: the app's default). */
  suggested_cents: number | null;
  /** SHA-256 of the Coinbase session token (null for MoonPay, whose URL is signed instead). */
  session_hash: string | null;
  sandbox: number;
  status: PurchaseStatus;
  failure_reason: string | null;
  amount_cents: number | null;
  value_wei: string | null;
  transaction_hash: string | null;
  block_number: number | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
}

export type NewPurchase = Pick<
  PurchaseRow,
  | 'id'
  | 'provider'
  | 'user_id'
  | 'address'
  | 'chain_id'
  | 'asset'
  | 'currency_code'
  | 'suggested_cents'
  | 'session_hash'
  | 'sandbox'
  | 'created_at'
  | 'expires_at'
>;

/** What moving a purchase out of `created` came to. */
export type Settlement =
  | { kind: 'moved'; row: PurchaseRow }
  | { kind: 'unknown' }
  | { kind: 'expired'; row: PurchaseRow }
  | { kind: 'settled'; row: PurchaseRow };

/** Tables of the funding feature, created when missing. */
export function migrateFunding(db: Store): void {
  db.script(`
    CREATE TABLE IF NOT EXISTS onramp_purchases (
      id TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      address TEXT NOT NULL,
      chain_id INTEGER NOT NULL,
      asset TEXT NOT NULL,
      currency_code TEXT NOT NULL,
      suggested_cents INTEGER,
      session_hash TEXT,
      sandbox INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL,
      failure_reason TEXT,
      amount_cents INTEGER,
      value_wei TEXT,
      transaction_hash TEXT,
      block_number INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS onramp_purchases_user ON onramp_purchases (user_id, status, expires_at);
  `);
}

/** The funding feature's rows: on-ramp purchases, each paid (or declined, or cancelled) at most once. */
export function fundingRepository(db: Store) {
  const byId = (id: string) => db.get<PurchaseRow>('SELECT * FROM onramp_purchases WHERE id = ?', [id]);

  /** Moves a `created`, unexpired purchase to `to` in one transaction; anything else is left as it is. */
  const leaveCreated = (
    id: string,
    to: 'pending' | 'failed' | 'cancelled',
    now: number,
    fields: { amount_cents?: number; value_wei?: string; failure_reason?: string } = {},
  ): Settlement =>
    db.transaction((): Settlement => {
      const row = byId(id);
      if (!row) return { kind: 'unknown' };
      if (row.status !== 'created') return { kind: 'settled', row };
      if (row.expires_at <= now) return { kind: 'expired', row };
      db.exec(
        'UPDATE onramp_purchases SET status = ?, amount_cents = ?, value_wei = ?, failure_reason = ?, updated_at = ? WHERE id = ? AND status = ?',
        [to, fields.amount_cents ?? null, fields.value_wei ?? null, fields.failure_reason ?? null, now, id, 'created'],
      );
      const moved = byId(id);
      if (!moved) throw new Error('The purchase just updated is missing');
      return { kind: 'moved', row: moved };
    });

  return {
    /**
     * Records a new purchase unless its user already has `maxOpen` purchases waiting to be paid (unexpired
     * `created` ones): one transaction; false when refused.
     */
    open(purchase: NewPurchase, maxOpen: number): boolean {
      return db.transaction(() => {
        const open =
          db.get<{ n: number }>(
            'SELECT COUNT(*) AS n FROM onramp_purchases WHERE user_id = ? AND status = ? AND expires_at > ?',
            [purchase.user_id, 'created', purchase.created_at],
          )?.n ?? 0;
        if (open >= maxOpen) return false;
        db.exec(
          'INSERT INTO onramp_purchases (id, provider, user_id, address, chain_id, asset, currency_code, suggested_cents, session_hash, sandbox, status, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            purchase.id,
            purchase.provider,
            purchase.user_id,
            purchase.address,
            purchase.chain_id,
            purchase.asset,
            purchase.currency_code,
            purchase.suggested_cents,
            purchase.session_hash,
            purchase.sandbox,
            'created',
            purchase.created_at,
            purchase.created_at,
            purchase.expires_at,
          ],
        );
        return true;
      });
    },

    byId,

    /** Takes a purchase for payment: of any number of Pays (parallel ones included) exactly one moves it. */
    claim: (id: string, now: number, amount: { amount_cents: number; value_wei: string }) =>
      leaveCreated(id, 'pending', now, amount),

    /** A declined card: the purchase fails at once, nothing is sent. */
    decline: (id: string, now: number, amount: { amount_cents: number; value_wei: string }) =>
      leaveCreated(id, 'failed', now, { ...amount, failure_reason: 'card_declined' }),

    /** Cancel on the page: the purchase ends unpaid. */
    cancel: (id: string, now: number) => leaveCreated(id, 'cancelled', now, { failure_reason: 'cancelled' }),

    /** The transfer of a `pending` purchase was mined (or refused): its outcome, recorded once. */
    finish(
      id: string,
      now: number,
      outcome:
        | { status: 'completed'; transaction_hash: string; block_number: number }
        | { status: 'failed'; failure_reason: string; transaction_hash?: string },
    ): PurchaseRow | undefined {
      return db.transaction(() => {
        db.exec(
          'UPDATE onramp_purchases SET status = ?, transaction_hash = ?, block_number = ?, failure_reason = ?, updated_at = ? WHERE id = ? AND status = ?',
          [
            outcome.status,
            outcome.transaction_hash ?? null,
            outcome.status === 'completed' ? outcome.block_number : null,
            outcome.status === 'failed' ? outcome.failure_reason : null,
            now,
            id,
            'pending',
          ],
        );
        return byId(id);
      });
    },

    /** The newest purchases (the development listing). */
    newest(limit: number): PurchaseRow[] {
      return db.all<PurchaseRow>('SELECT * FROM onramp_purchases ORDER BY created_at DESC, rowid DESC LIMIT ?', [
        limit,
      ]);
    },
  };
}
