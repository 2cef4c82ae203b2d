import { type ErrorEntry, errorEntry, messageFor } from '../../copy/errors';
import { useLatest } from '../../lib/use-latest';
import { type ChainType, isEmbeddedWallet, type WalletAccount } from '../../model';
import { WALLET_RELAY } from '../../rules/limits';
import { type Clock, systemClock } from '../clock';
import { useController } from '../use-controller';
import { isUserRejection } from '../wallet-connection';
import { type TransactionFailure, transactionFailureOf } from './failures';
import type { FeeEstimate } from './funds';
import {
  type EthereumTransaction,
  type ReadSigningRequest,
  readSigningRequest,
  type SigningRequestInput,
} from './request';

/** Where the stories and tests found it before composing had a module of its own. */
export { sampleTypedData } from './compose';

/**
 * A signing session: a request is composed, reviewed by the person, approved (the wallet signs) or rejected,
 * and ends in a result. Rejecting, in the review or in the wallet (EIP-1193 4001), is an outcome, never an
 * error; an error keeps the review open so Approve tries again. `reduceSigningSession` is pure;
 * `createSigningSessionController` runs the wallet's calls on an injected clock (the request time-out of an external
 * wallet, spec 9), the USD price of the review, and the receipt of a sent transaction; `useSigningSession` is it
 * in React.
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
  /**
   * No request open. `declined`: the last one was rejected (here or in the wallet) and closed at once, without a
   * result to confirm; the page says so in a polite status instead of a second dialog.
   */
  | { step: 'compose'; declined?: boolean | undefined }
  | {
      step: 'review';
      input: SigningRequestInput;
      /** The address of the wallet the request was written for: the one that signs it, whatever happens meanwhile. */
      wallet: string | null;
      review: ReadSigningRequest;
      status: 'review' | 'signing' | 'error';
      error: ErrorEntry | null;
      /** The reason a transaction failed, when the wallet's or node's error names one (more precise than `error`). */
      failure: TransactionFailure | null;
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
const DECLINED: SigningSession = { step: 'compose', declined: true };

/** Pure transition function. Events that make no sense in the current step leave it unchanged. */
export function reduceSigningSession(state: SigningSession, event: SigningSessionEvent): SigningSession {
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
        failure: null,
      };
    case 'approve':
      if (state.step !== 'review' || state.status === 'signing' || !state.review.ok) return state;
      return { ...state, status: 'signing', error: null, failure: null };
    case 'reject':
      // While the wallet is signing the request is no longer the person's to reject here (the wallet asks).
      if (state.step !== 'review' || state.status === 'signing') return state;
      return DECLINED;
    case 'signed':
      if (state.step !== 'review' || state.status !== 'signing') return state;
      return { step: 'result', outcome: event.outcome, receiptError: null };
    case 'failed':
      if (state.step !== 'review' || state.status !== 'signing') return state;
      if (isUserRejection(event.error)) return DECLINED;
      return { ...state, status: 'error', error: messageFor(event.error), failure: transactionFailureOf(event.error) };
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

// — Running a session against the wallet —

/** What a wallet answered an approved request with (a declined request is an outcome of its own). */
export type SignedOutcome = Exclude<SigningOutcome, { kind: 'rejected' }>;

/** The wallet a session signs with: whether the provider holds it (embedded) decides its time-out. */
export type SigningWallet = Pick<WalletAccount, 'address' | 'chainType' | 'walletClientType'> & {
  /** Ethereum: the chain the wallet is on now (null when unknown). Solana: absent. */
  chainId?: number | null | undefined;
};

/** What the session needs from the wallets' backend, in the port's shapes (`WalletsPort`). */
export interface SigningSessionCalls<Wallet extends SigningWallet> {
  /** USD per whole native unit of a chain (`chainId` null: Solana), or null when unknown. */
  getUsdPrice: (chainType: ChainType, chainId: number | null) => Promise<number | null>;
  sign: (wallet: Wallet, request: SigningRequestInput) => Promise<SignedOutcome>;
  waitForReceipt: (hash: string, chainId: number, wallet: Wallet) => Promise<SigningReceipt>;
  /** The network fee of a transaction the wallet would send, in wei (gas × fee per gas). Absent: not estimated. */
  estimateFee?: ((wallet: Wallet, transaction: EthereumTransaction) => Promise<bigint>) | undefined;
  /** The wallet's native balance on its current chain, in wei. Absent: the balance is not checked. */
  getBalance?: ((wallet: Wallet) => Promise<bigint>) | undefined;
}

/** The session, the USD price its review shows amounts in (undefined until known), and a transaction's funds. */
export interface SigningSessionView {
  session: SigningSession;
  usdPrice: number | undefined;
  /**
   * The network fee of the transaction under review: estimating (with its balance), estimated, or failed; null for
   * anything else, or a transaction that states its own fee (gas × fee per gas).
   */
  fee: FeeEstimate | null;
  /** The signing wallet's balance on the transaction's chain, in wei; null when not known (or not a transaction). */
  balance: bigint | null;
}

export const initialSigningSessionView: SigningSessionView = {
  session: initialSigningSession,
  usdPrice: undefined,
  fee: null,
  balance: null,
};

/** A transaction the wallet would send or sign, on the chain the wallet is on now (its balance is read there). */
function transactionOf(input: SigningRequestInput, wallet: SigningWallet): EthereumTransaction | null {
  if (wallet.chainType !== 'ethereum') return null;
  const read = readSigningRequest(input);
  if (!read.ok || read.request.kind !== 'transaction') return null;
  const { transaction } = read.request;
  if (transaction.chainId !== undefined && wallet.chainId != null && transaction.chainId !== wallet.chainId)
    return null;
  return transaction;
}

export interface SigningSessionOptions<Wallet extends SigningWallet> {
  calls: SigningSessionCalls<Wallet>;
  /** The wallets held now: the one a request was written for signs it, or nothing does if it is gone. */
  wallets: () => readonly Wallet[];
  onChange: (view: SigningSessionView) => void;
  /** The wallet signed or sent the request (not called for a rejection, a failure or a time-out). */
  onSigned?: ((wallet: Wallet, outcome: SignedOutcome) => void) | undefined;
  /** A sent transaction was mined. */
  onMined?: ((wallet: Wallet, hash: string, receipt: SigningReceipt) => void) | undefined;
  /** The wait for a receipt is over, mined or not: balances may have changed. */
  onSettled?: (() => void) | undefined;
  clock?: Clock | undefined;
  /** How long an external wallet may take to answer (spec 9: 60 s). */
  timeoutMs?: number | undefined;
}

export interface SigningSessionController {
  readonly view: SigningSessionView;
  /** Opens the review of a request for this wallet (the one that signs it, even if the list changes meanwhile). */
  review: (input: SigningRequestInput, wallet: SigningWallet) => void;
  /** Approve: the wallet signs; an external one that does not answer in time is "Request timed out". */
  approve: () => Promise<void>;
  reject: () => void;
  /** Closes the result (or a review that is not signing). */
  done: () => void;
  /** Stops the time-out and drops late answers' state changes (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceSigningSession` against the wallet. An external wallet that never answers must not hold the page: after
 * the request time-out (spec 9) the review says so and Approve tries again; its late answer is dropped. An embedded
 * wallet answers through the provider, whose own limits apply: its call may rightly wait up to 300 s while the person
 * verifies (multi-factor), which a 60 s time-out here would cut short. A price that answers after another review
 * began is dropped; a sent transaction's receipt is read on the chain the reviewed transaction was for.
 */
export function createSigningSessionController<Wallet extends SigningWallet>({
  calls,
  wallets,
  onChange,
  onSigned,
  onMined,
  onSettled,
  clock = systemClock,
  timeoutMs = WALLET_RELAY.requestTimeoutMs,
}: SigningSessionOptions<Wallet>): SigningSessionController {
  let view = initialSigningSessionView;
  /** Which review a price answer belongs to, and which approval a wallet's answer belongs to. */
  let priceRun = 0;
  let signRun = 0;
  let timer: unknown = null;
  let disposed = false;

  const set = (next: SigningSessionView) => {
    if (disposed || next === view) return;
    view = next;
    onChange(view);
  };
  const dispatch = (event: SigningSessionEvent) => {
    const session = reduceSigningSession(view.session, event);
    if (session !== view.session) set({ ...view, session });
  };
  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  /** The fee (unless the transaction states it) and the balance, together: the review checks one against the other. */
  const readFunds = async (mine: number, wallet: Wallet, transaction: EthereumTransaction) => {
    const { estimateFee, getBalance } = calls;
    const [fee, balance] = await Promise.allSettled([
      transaction.maxFee !== undefined || !estimateFee
        ? Promise.reject(new Error('Not estimated.'))
        : estimateFee(wallet, transaction),
      getBalance ? getBalance(wallet) : Promise.reject(new Error('Not read.')),
    ]);
    if (priceRun !== mine) return;
    set({
      ...view,
      fee:
        transaction.maxFee !== undefined
          ? null
          : fee.status === 'fulfilled'
            ? { status: 'estimated', fee: fee.value }
            : { status: 'failed' },
      balance: balance.status === 'fulfilled' ? balance.value : null,
    });
  };

  return {
    get view() {
      return view;
    },
    review: (input, wallet) => {
      const transaction = transactionOf(input, wallet);
      const estimating = Boolean(transaction && (calls.estimateFee || calls.getBalance));
      set({
        ...view,
        usdPrice: undefined,
        fee: estimating && transaction?.maxFee === undefined ? { status: 'estimating' } : null,
        balance: null,
      });
      dispatch({ type: 'review', input, wallet: wallet.address });
      const mine = ++priceRun;
      if (transaction && estimating) void readFunds(mine, wallet as Wallet, transaction);
      const chainId = wallet.chainType === 'ethereum' ? (wallet.chainId ?? null) : null;
      Promise.resolve()
        .then(() => calls.getUsdPrice(wallet.chainType, chainId))
        .then(
          (price) => {
            if (priceRun === mine) set({ ...view, usdPrice: price ?? undefined });
          },
          () => undefined,
        );
    },
    approve: async () => {
      const { session } = view;
      if (session.step !== 'review' || session.status === 'signing') return;
      const { input, review } = session;
      if (!review.ok) return;
      const signer = wallets().find((w) => w.address === session.wallet);
      dispatch({ type: 'approve' });
      if (!signer) {
        // The wallet the request was written for is gone (disconnected, signed out): never another one.
        dispatch({ type: 'failed', error: Object.assign(new Error('The wallet is not connected.'), { code: 4900 }) });
        return;
      }
      const mine = ++signRun;
      stopTimer();
      if (!isEmbeddedWallet(signer)) {
        timer = clock.setTimeout(() => {
          timer = null;
          if (mine !== signRun) return;
          signRun++;
          dispatch({ type: 'timedOut' });
        }, timeoutMs);
      }
      let outcome: SignedOutcome;
      try {
        outcome = await calls.sign(signer, input);
      } catch (error) {
        if (mine !== signRun) return;
        stopTimer();
        dispatch({ type: 'failed', error });
        return;
      }
      if (mine !== signRun) return;
      stopTimer();
      dispatch({ type: 'signed', outcome });
      onSigned?.(signer, outcome);
      if (outcome.kind !== 'transaction') return;
      const { request } = review;
      const chainId = (request.kind === 'transaction' ? request.transaction.chainId : undefined) ?? signer.chainId;
      if (!chainId) {
        const error = Object.assign(new Error('Unknown network.'), { code: 4901 });
        dispatch({ type: 'receiptFailed', hash: outcome.hash, error });
        return;
      }
      try {
        const receipt = await calls.waitForReceipt(outcome.hash, chainId, signer);
        dispatch({ type: 'receipt', hash: outcome.hash, receipt });
        onMined?.(signer, outcome.hash, receipt);
      } catch (error) {
        dispatch({ type: 'receiptFailed', hash: outcome.hash, error });
      } finally {
        onSettled?.();
      }
    },
    reject: () => dispatch({ type: 'reject' }),
    done: () => dispatch({ type: 'done' }),
    dispose: () => {
      disposed = true;
      stopTimer();
    },
  };
}

export interface SigningSessionFlow extends SigningSessionView, Omit<SigningSessionController, 'view' | 'dispose'> {}

/**
 * The signing session as a React hook, on `useController`: the latest calls, wallets and callbacks are always the
 * ones used; the time-out stops on unmount.
 */
export function useSigningSession<Wallet extends SigningWallet>(
  options: Omit<SigningSessionOptions<Wallet>, 'onChange' | 'clock'>,
  clock?: Clock,
): SigningSessionFlow {
  const latest = useLatest(options);
  const [view, controller] = useController<SigningSessionView, SigningSessionController>(
    (onChange) =>
      createSigningSessionController<Wallet>({
        calls: {
          getUsdPrice: (chainType, chainId) => latest.current.calls.getUsdPrice(chainType, chainId),
          sign: (wallet, request) => latest.current.calls.sign(wallet, request),
          waitForReceipt: (hash, chainId, wallet) => latest.current.calls.waitForReceipt(hash, chainId, wallet),
          estimateFee: (wallet, transaction) => {
            const { estimateFee } = latest.current.calls;
            return estimateFee ? estimateFee(wallet, transaction) : Promise.reject(new Error('Not estimated.'));
          },
          getBalance: (wallet) => {
            const { getBalance } = latest.current.calls;
            return getBalance ? getBalance(wallet) : Promise.reject(new Error('Not read.'));
          },
        },
        wallets: () => latest.current.wallets(),
        onSigned: (wallet, outcome) => latest.current.onSigned?.(wallet, outcome),
        onMined: (wallet, hash, receipt) => latest.current.onMined?.(wallet, hash, receipt),
        onSettled: () => latest.current.onSettled?.(),
        timeoutMs: options.timeoutMs,
        clock,
        onChange,
      }),
    initialSigningSessionView,
  );
  return {
    ...view,
    review: (input, wallet) => controller().review(input, wallet),
    approve: () => controller().approve(),
    reject: () => controller().reject(),
    done: () => controller().done(),
  };
}
