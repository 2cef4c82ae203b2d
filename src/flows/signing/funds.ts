/**
 * Whether a wallet can pay for a transfer: its balance against the amount sent plus the network fee, all in the
 * chain's smallest unit (wei). Pure; the review disables Approve when the answer is `short`, before any wallet call.
 */

/** The network fee while the review reads it: being estimated, estimated (in wei), or not estimable. */
export type FeeEstimate = { status: 'estimating' } | { status: 'estimated'; fee: bigint } | { status: 'failed' };

/**
 * `enough`: the balance covers the amount and the fee. `short`: it visibly does not (the amount alone, or the amount
 * plus a known fee, is more than the balance). `unknown`: the balance is not known, or the fee is not and the amount
 * alone fits, so the wallet decides.
 */
export type FundsVerdict = 'enough' | 'short' | 'unknown';

export interface FundsInput {
  /** The amount the transaction sends, in wei. */
  value: bigint;
  /** The network fee, in wei: the transaction's own maximum, or an estimate; null when not known. */
  fee: bigint | null;
  /** The wallet's balance on the transaction's chain, in wei; null when not known. */
  balance: bigint | null;
}

/** Balance ≥ value + fee, in bigint arithmetic (no rounding). */
export function checkFunds({ value, fee, balance }: FundsInput): FundsVerdict {
  if (balance === null) return 'unknown';
  if (value > balance) return 'short';
  if (fee === null) return 'unknown';
  return value + fee > balance ? 'short' : 'enough';
}
