import { formatEther } from 'viem';
import { z } from 'zod';
import type { PurchaseRow } from '../store/funding';
import { dollars } from './currency';

/**
 * One MoonPay transaction as MoonPay's `GET /v1/transactions/ext/{externalTransactionId}` answers it (an array of
 * them). The provider publishes no zod schema for it; this mirrors the SDK's own type of what it reads
 * (`MoonpayTransactionStatusResponse` in js-sdk-core: status, paymentMethod, cardPaymentType, currency.code, the
 * amounts as strings) plus MoonPay's identifying fields, so a reader written for MoonPay reads this unchanged.
 */
export const MoonpayTransaction = z
  .object({
    id: z.string(),
    externalTransactionId: z.string(),
    status: z.enum(['pending', 'waitingAuthorization', 'completed', 'failed', 'serviceFailure']),
    failureReason: z.string().nullable(),
    paymentMethod: z.string(),
    cardPaymentType: z.string(),
    currency: z.object({ code: z.string() }).strict(),
    baseCurrency: z.object({ code: z.string() }).strict(),
    baseCurrencyAmount: z.string(),
    quoteCurrencyAmount: z.string(),
    feeAmount: z.string(),
    extraFeeAmount: z.string(),
    networkFeeAmount: z.string(),
    walletAddress: z.string(),
    cryptoTransactionId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export const MoonpayTransactions = z.array(MoonpayTransaction);

/**
 * The MoonPay transaction of a purchase, or null while none exists (nobody has pressed Pay or Cancel yet: MoonPay
 * answers 404 then). A cancelled purchase reads `failed` with `failureReason: "cancelled"` (MoonPay has no
 * cancelled status); a chain that refused the transfer reads `serviceFailure`.
 */
export function moonpayTransaction(row: PurchaseRow): z.output<typeof MoonpayTransaction> | null {
  if (row.status === 'created') return null;
  const status =
    row.status === 'failed' && row.failure_reason === 'service_failure'
      ? 'serviceFailure'
      : row.status === 'cancelled'
        ? 'failed'
        : row.status;
  return MoonpayTransaction.parse({
    id: `${row.id}-tx`,
    externalTransactionId: row.id,
    status,
    failureReason: row.failure_reason,
    paymentMethod: 'credit_debit_card',
    cardPaymentType: 'credit',
    currency: { code: row.currency_code.toLowerCase() },
    baseCurrency: { code: 'usd' },
    baseCurrencyAmount: row.amount_cents === null ? '0' : dollars(row.amount_cents),
    quoteCurrencyAmount: row.value_wei === null ? '0' : formatEther(BigInt(row.value_wei)),
    feeAmount: '0',
    extraFeeAmount: '0',
    networkFeeAmount: '0',
    walletAddress: row.address,
    cryptoTransactionId: row.transaction_hash,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  });
}

/** Coinbase's status of a purchase (`CoinbaseOnRampStatusResponse`): an unpaid session that expired has failed. */
export function coinbaseStatus(row: PurchaseRow, now: number): 'pending' | 'success' | 'failure' {
  if (row.status === 'completed') return 'success';
  if (row.status === 'failed' || row.status === 'cancelled') return 'failure';
  if (row.status === 'created' && row.expires_at <= now) return 'failure';
  return 'pending';
}
