/**
 * Why a wallet or its node refused a transaction, read from what they throw: viem's error classes (by `name`), and
 * the texts nodes answer with (geth, anvil and most clients: `insufficient funds for gas * price + value`, `nonce too
 * low`, `intrinsic gas too low`, `execution reverted` under codes -32000, -32003 or 3), however deeply wrapped
 * (`cause`, `data`, `error`). A reason found here is more precise than the catalogue entry of the code alone
 * ("The wallet could not create the transaction."); anything else is left to `messageFor`. Lives with the signing
 * flow, not the error catalogue, so that the first screen does not carry it.
 */

/** A transaction failure the review can name; its message is `signing.failure.<reason>` in the signing deck. */
export type TransactionFailure =
  | 'insufficientFunds'
  | 'nonceTooLow'
  | 'gasTooLow'
  | 'chainMismatch'
  | 'unsupportedChain'
  | 'executionReverted';

/** viem's error classes, by name. */
const BY_NAME: Record<string, TransactionFailure> = {
  InsufficientFundsError: 'insufficientFunds',
  NonceTooLowError: 'nonceTooLow',
  NonceMaxValueError: 'nonceTooLow',
  IntrinsicGasTooLowError: 'gasTooLow',
  ChainMismatchError: 'chainMismatch',
  ChainNotFoundError: 'unsupportedChain',
  ChainDoesNotSupportContract: 'unsupportedChain',
  ExecutionRevertedError: 'executionReverted',
  ContractFunctionRevertedError: 'executionReverted',
};

/** Node and wallet texts, in the order they are tried (the first match wins). */
const BY_TEXT: readonly (readonly [RegExp, TransactionFailure])[] = [
  [
    /insufficient funds|exceeds the balance of the account|insufficient balance|not enough (funds|balance)/i,
    'insufficientFunds',
  ],
  [/nonce too low|nonce has already been used|lower than the current nonce/i, 'nonceTooLow'],
  [
    /intrinsic gas too low|gas too low|gas provided for the transaction is too low|out of gas|gas limit reached/i,
    'gasTooLow',
  ],
  [
    /does not match the target chain|chain ?id mismatch|invalid chain ?id|incorrect chain ?id|wrong chain/i,
    'chainMismatch',
  ],
  [/unsupported chain|chain\b[^.]{0,40}\bnot (supported|configured)|unrecognized chain/i, 'unsupportedChain'],
  [/execution reverted|transaction reverted|vm exception while processing transaction: revert/i, 'executionReverted'],
];

/** Codes that name a reason alone: 3, the node's "execution reverted" (with the revert data); 4902, a chain the wallet does not have. */
const BY_CODE: Record<number, TransactionFailure> = { 3: 'executionReverted', 4902: 'unsupportedChain' };

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** The failure a thrown error names, or null. Never throws. */
export function transactionFailureOf(error: unknown): TransactionFailure | null {
  const seen = new Set<unknown>();
  const texts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    const name = field(current, 'name');
    if (typeof name === 'string' && Object.hasOwn(BY_NAME, name)) return BY_NAME[name] as TransactionFailure;
    const code = field(current, 'code');
    if (typeof code === 'number' && Object.hasOwn(BY_CODE, code)) return BY_CODE[code] as TransactionFailure;
    if (typeof current === 'string') texts.push(current);
    for (const key of ['details', 'shortMessage', 'message', 'reason']) {
      const text = field(current, key);
      if (typeof text === 'string') texts.push(text);
    }
    current = field(current, 'cause') ?? field(current, 'data') ?? field(current, 'error');
  }
  // The innermost text is the node's own; outer ones are wrappers that quote it. Either names the same reason.
  for (const [pattern, failure] of BY_TEXT) if (texts.some((text) => pattern.test(text))) return failure;
  return null;
}
