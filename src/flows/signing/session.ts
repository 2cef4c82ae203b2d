import { type Address, isAddress, numberToHex, parseEther } from 'viem';
import { type ErrorEntry, errorEntry, messageFor } from '../../copy/errors';
import type { ChainType } from '../../model';
import { validateSignMessage } from '../../rules/validation';
import { type ReadSigningRequest, readSigningRequest, type SigningRequestInput } from './request';

/**
 * A signing session: a request is composed, reviewed by the person, approved (the wallet signs) or rejected,
 * and ends in a result. Rejecting, in the review or in the wallet (EIP-1193 4001), is an outcome, never an
 * error; an error keeps the review open so Approve tries again. Pure: the journey runs the wallet calls.
 */

/** A transaction receipt's fields the result shows (viem's `TransactionReceipt` has them). */
export interface SigningReceipt {
  status: 'success' | 'reverted';
  blockNumber: bigint;
  gasUsed: bigint;
}

export type SigningOutcome =
  | { kind: 'signature'; signature: string }
  /** A sent transaction: its hash, and its receipt once mined (absent while waiting). */
  | { kind: 'transaction'; hash: string; receipt?: SigningReceipt | undefined }
  /** The person rejected the request: nothing was signed. Not an error. */
  | { kind: 'rejected' };

export type SigningSession =
  | { step: 'compose' }
  | {
      step: 'review';
      input: SigningRequestInput;
      /** The address of the wallet the request was written for: the one that signs it, whatever happens meanwhile. */
      wallet: string | null;
      review: ReadSigningRequest;
      status: 'review' | 'signing' | 'error';
      error: ErrorEntry | null;
    }
  | { step: 'result'; outcome: SigningOutcome; receiptError: ErrorEntry | null };

export type SigningSessionEvent =
  | { type: 'review'; input: SigningRequestInput; wallet?: string | undefined }
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'signed'; outcome: Exclude<SigningOutcome, { kind: 'rejected' }> }
  | { type: 'failed'; error: unknown }
  /** The wallet did not answer within the request time-out (spec 9: 60 s). */
  | { type: 'timedOut' }
  | { type: 'receipt'; hash: string; receipt: SigningReceipt }
  | { type: 'receiptFailed'; hash: string; error: unknown }
  | { type: 'done' };

export const initialSigningSession: SigningSession = { step: 'compose' };

/** The wallet declined (EIP-1193 4001 or ethers' ACTION_REJECTED): the person said no there. */
export const isUserRejection = (error: unknown) => messageFor(error).id === 'wallet.userRejected';

export function signingSessionReducer(state: SigningSession, event: SigningSessionEvent): SigningSession {
  switch (event.type) {
    case 'review':
      if (state.step === 'review' && state.status === 'signing') return state;
      return {
        step: 'review',
        input: event.input,
        wallet: event.wallet ?? null,
        review: readSigningRequest(event.input),
        status: 'review',
        error: null,
      };
    case 'approve':
      if (state.step !== 'review' || state.status === 'signing' || !state.review.ok) return state;
      return { ...state, status: 'signing', error: null };
    case 'reject':
      // While the wallet is signing the request is no longer the person's to reject here (the wallet asks).
      if (state.step !== 'review' || state.status === 'signing') return state;
      return { step: 'result', outcome: { kind: 'rejected' }, receiptError: null };
    case 'signed':
      if (state.step !== 'review' || state.status !== 'signing') return state;
      return { step: 'result', outcome: event.outcome, receiptError: null };
    case 'failed':
      if (state.step !== 'review' || state.status !== 'signing') return state;
      if (isUserRejection(event.error)) return { step: 'result', outcome: { kind: 'rejected' }, receiptError: null };
      return { ...state, status: 'error', error: messageFor(event.error) };
    case 'timedOut':
      if (state.step !== 'review' || state.status !== 'signing') return state;
      return { ...state, status: 'error', error: errorEntry('wallet.requestTimeout') };
    case 'receipt':
      if (state.step !== 'result' || state.outcome.kind !== 'transaction' || state.outcome.hash !== event.hash) {
        return state;
      }
      return { step: 'result', outcome: { ...state.outcome, receipt: event.receipt }, receiptError: null };
    case 'receiptFailed':
      if (state.step !== 'result' || state.outcome.kind !== 'transaction' || state.outcome.hash !== event.hash) {
        return state;
      }
      return { ...state, receiptError: messageFor(event.error) };
    case 'done':
      return state.step === 'review' && state.status === 'signing' ? state : initialSigningSession;
    default:
      return state;
  }
}

// — Composing a request —

/** What a person can ask a wallet for on the Wallets page. */
export type ComposedKind = 'message' | 'typedData' | 'transaction';

/** The kinds a wallet of a chain type can be asked for here (a Solana transaction needs a Solana network). */
export const composableKinds = (chainType: ChainType): readonly ComposedKind[] =>
  chainType === 'ethereum' ? ['message', 'typedData', 'transaction'] : ['message'];

export interface ComposedValues {
  message: string;
  typedData: string;
  to: string;
  amount: string;
}

export type ComposeField = keyof ComposedValues;

/** Copy keys of the composer's field errors. */
export type ComposeProblem =
  | 'validation.message.empty'
  | 'wallets.use.typedData.invalid'
  | 'wallets.use.to.invalid'
  | 'wallets.use.to.checksum'
  | 'wallets.use.amount.invalid';

export type ComposedRequest =
  | { ok: true; input: SigningRequestInput }
  | { ok: false; errors: { [F in ComposeField]?: ComposeProblem | undefined } };

/** A sample EIP-712 document for the given chain: what the typed-data field starts with. */
export function sampleTypedData(chainId: number | null, from: string): string {
  return JSON.stringify(
    {
      domain: { name: 'Sigil', version: '1', ...(chainId ? { chainId } : {}) },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'You', wallet: from }, contents: 'Hello from Sigil' },
    },
    null,
    2,
  );
}

/** The most an amount field may say: 18 decimals of the native unit, and no more digits than a uint256. */
const AMOUNT = /^(?:\d{1,59}(?:\.\d{0,18})?|\.\d{1,18})$/;

/**
 * Turns the composer's fields into a request for the review (`readSigningRequest` reads it further), or the
 * fields' errors. `chainId` is the wallet's current chain (a transaction is for it); never throws.
 */
export function composeSigningRequest(
  kind: ComposedKind,
  values: ComposedValues,
  wallet: { chainType: ChainType; address: string; chainId: number | null },
): ComposedRequest {
  if (kind === 'message') {
    const checked = validateSignMessage(values.message);
    if (!checked.ok) return { ok: false, errors: { message: 'validation.message.empty' } };
    if (wallet.chainType === 'solana') {
      return { ok: true, input: { method: 'solana_signMessage', message: new TextEncoder().encode(checked.value) } };
    }
    return { ok: true, input: { method: 'personal_sign', message: checked.value } };
  }
  if (kind === 'typedData') {
    try {
      return { ok: true, input: { method: 'eth_signTypedData_v4', typedData: JSON.parse(values.typedData) } };
    } catch {
      return { ok: false, errors: { typedData: 'wallets.use.typedData.invalid' } };
    }
  }
  const errors: Partial<Record<ComposeField, ComposeProblem>> = {};
  const to = values.to.trim();
  // A mixed-case address carries an EIP-55 checksum: one mistyped character breaks it, so it is checked.
  if (!isAddress(to, { strict: false })) errors.to = 'wallets.use.to.invalid';
  else if (!isAddress(to)) errors.to = 'wallets.use.to.checksum';
  const amount = values.amount.trim();
  let value: bigint | null = null;
  if (AMOUNT.test(amount)) value = parseEther(amount);
  if (value === null) errors.amount = 'wallets.use.amount.invalid';
  if (errors.to || errors.amount || value === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      method: 'eth_sendTransaction',
      transaction: {
        from: wallet.address,
        to: to as Address,
        value: numberToHex(value),
        ...(wallet.chainId ? { chainId: wallet.chainId } : {}),
      },
    },
  };
}
