import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { ChainType } from '../model';
import { MFA } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Delegated (offline) access to an embedded wallet (spec 2 and 6): the app may act with the wallet while the user
 * is away only after the user's explicit consent ("Enable offline access": Accept / Not now), and the user can take
 * it back ("Revoke offline access to wallet": Confirm / Deny). "Not now" and "Deny" are answers, never errors.
 *
 * The SDK's calls can hang: `useHeadlessDelegatedActions().delegateWallet` and `revokeWallets` are written as
 * `new Promise(async …)`, so a failed precondition (frame not ready, wallet not the user's, nothing to revoke …)
 * is thrown inside the executor and the promise never settles. The host checks the preconditions first; this flow
 * adds the last guard: a call that has not settled after `guardMs` ends in the catalogue's time-out message, and
 * whatever it answers later is ignored.
 */

/**
 * Where an embedded wallet's key lives, which decides how access is delegated: `on-device` wallets (the SDK's
 * `useHeadlessDelegatedActions`, whose revoke covers every on-device wallet at once) or `server` wallets kept by
 * the provider (`useSigners`: the app's signer is added to, or removed from, that one wallet).
 */
export type WalletCustody = 'on-device' | 'server';

/** An embedded wallet as the offline-access screens need it. */
export interface DelegableWallet {
  address: string;
  chainType: ChainType;
  /** The app already has offline access to it (the wallet account's `delegated`). */
  delegated: boolean;
  custody: WalletCustody;
}

/** What the flow is doing, for which wallet. */
export type OfflineAccessState<Wallet extends DelegableWallet = DelegableWallet> =
  | { status: 'idle' }
  /** "Enable offline access" is asking for the user's consent. */
  | { status: 'confirming-grant'; wallet: Wallet }
  | { status: 'granting'; wallet: Wallet }
  | { status: 'granted'; wallet: Wallet }
  /** "Revoke offline access to wallet" is asking the user to confirm. */
  | { status: 'confirming-revoke'; wallet: Wallet }
  | { status: 'revoking'; wallet: Wallet }
  | { status: 'revoked'; wallet: Wallet }
  /** The grant or the revoke failed (or never answered): the dialog stays, with the message and Try again. */
  | { status: 'error'; wallet: Wallet; action: 'grant' | 'revoke'; error: ErrorEntry };

export type OfflineAccessEvent<Wallet extends DelegableWallet = DelegableWallet> =
  /** "Enable" on a wallet without offline access. */
  | { type: 'enable'; wallet: Wallet }
  /** "Revoke" on a wallet with offline access. */
  | { type: 'revoke'; wallet: Wallet }
  /** Accept (consent) or Confirm (revoke); after an error, Try again. */
  | { type: 'confirm' }
  /** Not now (consent) or Deny (revoke), Escape, the close button; Done after the outcome. */
  | { type: 'dismiss' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: unknown }
  /** The call did not settle within the guard. */
  | { type: 'timed-out' };

/** Nothing asked yet (for any kind of wallet). */
export const initialOfflineAccess = { status: 'idle' } as const satisfies OfflineAccessState;

/** The call is under way: the dialog is busy and cannot be dismissed. */
const isOfflineAccessBusy = (state: OfflineAccessState<DelegableWallet>) =>
  state.status === 'granting' || state.status === 'revoking';

/** The state changes, pure: an event that does not fit the current state changes nothing. */
export function reduceOfflineAccess<Wallet extends DelegableWallet>(
  state: OfflineAccessState<Wallet>,
  event: OfflineAccessEvent<Wallet>,
): OfflineAccessState<Wallet> {
  switch (event.type) {
    case 'enable':
      if (state.status !== 'idle' || event.wallet.delegated) return state;
      return { status: 'confirming-grant', wallet: event.wallet };
    case 'revoke':
      if (state.status !== 'idle' || !event.wallet.delegated) return state;
      return { status: 'confirming-revoke', wallet: event.wallet };
    case 'confirm':
      if (state.status === 'confirming-grant') return { status: 'granting', wallet: state.wallet };
      if (state.status === 'confirming-revoke') return { status: 'revoking', wallet: state.wallet };
      if (state.status === 'error') {
        return { status: state.action === 'grant' ? 'granting' : 'revoking', wallet: state.wallet };
      }
      return state;
    case 'dismiss':
      return isOfflineAccessBusy(state) ? state : initialOfflineAccess;
    case 'succeeded':
      if (state.status === 'granting') return { status: 'granted', wallet: state.wallet };
      if (state.status === 'revoking') return { status: 'revoked', wallet: state.wallet };
      return state;
    case 'failed':
    case 'timed-out':
      if (state.status !== 'granting' && state.status !== 'revoking') return state;
      return {
        status: 'error',
        wallet: state.wallet,
        action: state.status === 'granting' ? 'grant' : 'revoke',
        error: event.type === 'timed-out' ? errorEntry('wallet.requestTimeout') : messageFor(event.error, 'wallet'),
      };
  }
}

/** How long a grant or revoke may take before the guard gives up, when no verification can hold it. */
export const OFFLINE_ACCESS_GUARD_MS = 30_000;

/**
 * The guard for a user: 30 s (the SDK waits up to 15 s for its wallet frame, then one request and a session
 * refresh); when the user has multi-factor methods enrolled the SDK may hold the consent (and a server wallet's
 * signed update) for a verification, whose code it waits 300 s for, so the guard waits that long as well.
 */
export function offlineAccessGuardMs({ verification }: { verification: boolean }): number {
  return verification ? MFA.codeWaitMs + OFFLINE_ACCESS_GUARD_MS : OFFLINE_ACCESS_GUARD_MS;
}

/** The calls the flow makes: the host's port (the SDK in the app, a fake in the stories). */
export interface OfflineAccessCalls<Wallet extends DelegableWallet = DelegableWallet> {
  grant: (wallet: Wallet) => Promise<unknown>;
  revoke: (wallet: Wallet) => Promise<unknown>;
}

export interface OfflineAccessOptions<Wallet extends DelegableWallet = DelegableWallet> {
  calls: OfflineAccessCalls<Wallet>;
  onChange: (state: OfflineAccessState<Wallet>) => void;
  /** How long a call may stay unsettled (`offlineAccessGuardMs`); read at each call. */
  guardMs?: (() => number) | undefined;
  clock?: Clock | undefined;
}

export interface OfflineAccessController<Wallet extends DelegableWallet = DelegableWallet> {
  readonly state: OfflineAccessState<Wallet>;
  enable: (wallet: Wallet) => void;
  revoke: (wallet: Wallet) => void;
  /** Accept / Confirm / Try again: runs the call under the guard. */
  confirm: () => void;
  /** Not now / Deny / Done / Escape: back to idle (not while a call runs). */
  dismiss: () => void;
  /** Stops the guard and ignores late answers (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceOfflineAccess` against the host's calls. Each call runs under its own guard; an answer that comes
 * after the guard fired, or after the flow moved on, belongs to a run that is over and is dropped.
 */
export function createOfflineAccessController<Wallet extends DelegableWallet>({
  calls,
  onChange,
  guardMs = () => OFFLINE_ACCESS_GUARD_MS,
  clock = systemClock,
}: OfflineAccessOptions<Wallet>): OfflineAccessController<Wallet> {
  let state: OfflineAccessState<Wallet> = initialOfflineAccess;
  let guard: unknown = null;
  let run = 0;
  let disposed = false;

  const stopGuard = () => {
    if (guard !== null) clock.clearTimeout(guard);
    guard = null;
  };

  function dispatch(event: OfflineAccessEvent<Wallet>) {
    if (disposed) return;
    const previous = state;
    state = reduceOfflineAccess(state, event);
    if (state === previous) return;
    if (state.status === 'granting' || state.status === 'revoking') start(state.status, state.wallet);
    onChange(state);
  }

  function start(status: 'granting' | 'revoking', wallet: Wallet) {
    stopGuard();
    const mine = ++run;
    guard = clock.setTimeout(() => {
      guard = null;
      if (mine !== run) return;
      run++;
      dispatch({ type: 'timed-out' });
    }, guardMs());
    let call: Promise<unknown>;
    try {
      call = status === 'granting' ? calls.grant(wallet) : calls.revoke(wallet);
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      () => {
        if (mine !== run) return;
        stopGuard();
        dispatch({ type: 'succeeded' });
      },
      (error: unknown) => {
        if (mine !== run) return;
        stopGuard();
        dispatch({ type: 'failed', error });
      },
    );
  }

  return {
    get state() {
      return state;
    },
    enable: (wallet) => dispatch({ type: 'enable', wallet }),
    revoke: (wallet) => dispatch({ type: 'revoke', wallet }),
    confirm: () => dispatch({ type: 'confirm' }),
    dismiss: () => dispatch({ type: 'dismiss' }),
    dispose: () => {
      disposed = true;
      run++;
      stopGuard();
    },
  };
}

export interface OfflineAccessFlow<Wallet extends DelegableWallet = DelegableWallet>
  extends Omit<OfflineAccessController<Wallet>, 'state' | 'dispose'> {
  state: OfflineAccessState<Wallet>;
}

/**
 * The offline-access flow as a React hook: `createOfflineAccessController` on the host's calls (the latest ones are
 * always the ones called) and guard; the guard stops and late answers are dropped on unmount.
 */
export function useOfflineAccess<Wallet extends DelegableWallet>(
  calls: OfflineAccessCalls<Wallet>,
  guardMs: number,
  clock?: Clock,
): OfflineAccessFlow<Wallet> {
  const latest = useLatest({ calls, guardMs });
  const [state, get] = useController<OfflineAccessState<Wallet>, OfflineAccessController<Wallet>>(
    (onChange) =>
      createOfflineAccessController<Wallet>({
        calls: {
          grant: (wallet) => latest.current.calls.grant(wallet),
          revoke: (wallet) => latest.current.calls.revoke(wallet),
        },
        onChange,
        guardMs: () => latest.current.guardMs,
        clock,
      }),
    initialOfflineAccess,
  );
  return {
    state,
    enable: (wallet) => get().enable(wallet),
    revoke: (wallet) => get().revoke(wallet),
    confirm: () => get().confirm(),
    dismiss: () => get().dismiss(),
  };
}
