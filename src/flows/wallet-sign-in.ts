import { type ErrorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import { isSupportedChainId } from '../model';
import type { WalletSignInFlowState } from './types';
import { useController } from './use-controller';
import {
  initialConnection,
  isUserRejection,
  reduceWalletConnection,
  type WalletConnection,
  type WalletConnectionEvent,
} from './wallet-connection';

/**
 * Wallet sign-in (SIWE / SIWS): generating-message → awaiting-signature → submitting-signature → done, or
 * error. A user who rejects the signature in their wallet goes back to the wallet choice: that is a
 * decision, not a failure, so the state returns to 'initial' with `rejected` set, and no error is shown.
 */
export interface WalletSignInMachine {
  state: WalletSignInFlowState;
  chain: 'ethereum' | 'solana';
  /** The wallet being signed in with (its id in the wallet list), null back at the choice. */
  walletId: string | null;
  rejected: boolean;
  error: ErrorEntry | null;
}

export type WalletSignInEvent =
  | { type: 'choose'; walletId: string }
  | { type: 'message-ready' }
  | { type: 'signed' }
  | { type: 'verified' }
  | { type: 'failed'; error: unknown }
  | { type: 'back' };

export const initialWalletSignIn = (chain: WalletSignInMachine['chain'] = 'ethereum'): WalletSignInMachine => ({
  state: { status: 'initial' },
  chain,
  walletId: null,
  rejected: false,
  error: null,
});

/** Pure transition function. Events that make no sense in the current state leave it unchanged. */
export function reduceWalletSignIn(machine: WalletSignInMachine, event: WalletSignInEvent): WalletSignInMachine {
  const status = machine.state.status;
  switch (event.type) {
    case 'choose':
      if (status !== 'initial' && status !== 'error') return machine;
      return {
        ...machine,
        state: { status: 'generating-message' },
        walletId: event.walletId,
        rejected: false,
        error: null,
      };
    case 'message-ready':
      return status === 'generating-message' ? { ...machine, state: { status: 'awaiting-signature' } } : machine;
    case 'signed':
      return status === 'awaiting-signature' ? { ...machine, state: { status: 'submitting-signature' } } : machine;
    case 'verified':
      return status === 'submitting-signature' ? { ...machine, state: { status: 'done' } } : machine;
    case 'failed':
      if (status === 'initial' || status === 'done' || status === 'error') return machine;
      if (isUserRejection(event.error)) return { ...initialWalletSignIn(machine.chain), rejected: true };
      return {
        ...machine,
        state: { status: 'error', error: event.error instanceof Error ? event.error : null },
        error: messageFor(event.error, 'wallet'),
      };
    case 'back':
      return initialWalletSignIn(machine.chain);
  }
}

/** Where a wallet sign-in stands: the wallet's connection (Ethereum) and the signing in with it. */
export interface WalletSignInProgress {
  connection: WalletConnection;
  signIn: WalletSignInMachine;
}

export const initialWalletSignInProgress: WalletSignInProgress = {
  connection: initialConnection,
  signIn: initialWalletSignIn('ethereum'),
};

/** A connected wallet: its address and the chain it is on. */
export interface ConnectedWallet {
  address: string;
  chainId: number;
}

/**
 * One wallet's sign-in steps, as the host runs them with that wallet and its backend (SIWE for Ethereum, SIWS for
 * Solana). `connect` is there when the wallet connects first, as a connection of its own (Ethereum: the address and
 * the chain, then a switch to a supported chain if needed); the other steps get what it answered (null without it).
 */
export interface WalletSignInSteps {
  connect?: (() => Promise<ConnectedWallet>) | undefined;
  /** Asks the wallet to move to this chain. */
  switchChain?: ((chainId: number) => Promise<unknown>) | undefined;
  /** The backend's message to sign. */
  message: (connected: ConnectedWallet | null) => Promise<string>;
  /** The wallet signs the message: the signature, as the backend takes it. */
  sign: (message: string, connected: ConnectedWallet | null) => Promise<string>;
  /** The backend checks the signed message (signs in, or links). */
  login: (message: string, signature: string) => Promise<unknown>;
}

export interface WalletSignInOptions {
  onChange: (progress: WalletSignInProgress) => void;
  /** The backend accepted the signature. */
  onDone?: (() => void) | undefined;
}

export interface WalletSignInController {
  readonly progress: WalletSignInProgress;
  /** A wallet from the list (or Try again): starts over with it; null steps (its chain is not offered) only reset. */
  choose: (walletId: string, steps: WalletSignInSteps | null) => void;
  /** The chosen wallet moves to this chain, then signs in on it. */
  switchChain: (chainId: number) => void;
  /** Back to the list. */
  cancel: () => void;
  /** The state changes no more (unmount); a log-in that succeeds still calls `onDone`. */
  dispose: () => void;
}

/**
 * Runs `reduceWalletConnection` and `reduceWalletSignIn` against a wallet's steps: connect (and switch chain), then
 * message, signature, log-in. Each choice is a new run: an answer of an earlier one (after Cancel, another wallet,
 * Try again) is dropped, but for a log-in the backend accepted: the host still hears of it (`onDone`).
 */
export function createWalletSignInController({ onChange, onDone }: WalletSignInOptions): WalletSignInController {
  let progress = initialWalletSignInProgress;
  let chosen: { walletId: string; steps: WalletSignInSteps } | null = null;
  let run = 0;
  let disposed = false;

  const update = (next: WalletSignInProgress) => {
    if (disposed || next === progress) return;
    progress = next;
    onChange(progress);
  };
  const connect = (event: WalletConnectionEvent) => {
    const connection = reduceWalletConnection(progress.connection, event);
    if (connection !== progress.connection) update({ ...progress, connection });
  };
  const sign = (event: WalletSignInEvent) => {
    const signIn = reduceWalletSignIn(progress.signIn, event);
    if (signIn !== progress.signIn) update({ ...progress, signIn });
  };
  const reset = () => {
    run += 1;
    sign({ type: 'back' });
    connect({ type: 'disconnect' });
  };

  /** Message, signature, log-in; any failure is the sign-in's (a rejection goes back to the list). */
  const signIn = async (walletId: string, steps: WalletSignInSteps, connected: ConnectedWallet | null) => {
    const current = run;
    const live = () => current === run && !disposed;
    sign({ type: 'choose', walletId });
    try {
      const message = await steps.message(connected);
      if (!live()) return;
      sign({ type: 'message-ready' });
      const signature = await steps.sign(message, connected);
      if (!live()) return;
      sign({ type: 'signed' });
      await steps.login(message, signature);
      // Signed in (or linked), whatever the screen does now: the host hears it even after Cancel.
      if (live()) sign({ type: 'verified' });
      onDone?.();
    } catch (error) {
      if (live()) sign({ type: 'failed', error });
    }
  };

  return {
    get progress() {
      return progress;
    },
    choose: async (walletId, steps) => {
      reset();
      chosen = steps ? { walletId, steps } : null;
      if (!steps) return;
      if (!steps.connect) {
        await signIn(walletId, steps, null);
        return;
      }
      const current = run;
      connect({ type: 'connect', walletId });
      try {
        const connected = await steps.connect();
        if (current !== run) return;
        connect({ type: 'connected', ...connected });
        if (isSupportedChainId(connected.chainId)) await signIn(walletId, steps, connected);
      } catch (error) {
        if (current === run) connect({ type: 'failed', error });
      }
    },
    switchChain: async (chainId) => {
      const { address } = progress.connection;
      if (!chosen?.steps.switchChain || !address) return;
      const { walletId, steps } = chosen;
      const current = run;
      try {
        await steps.switchChain?.(chainId);
        if (current !== run) return;
        connect({ type: 'chain-switched', chainId });
        await signIn(walletId, steps, { address, chainId });
      } catch (error) {
        if (current === run) connect({ type: 'failed', error });
      }
    },
    cancel: reset,
    dispose: () => {
      run += 1;
      disposed = true;
    },
  };
}

export interface WalletSignInFlow extends Omit<WalletSignInController, 'progress' | 'dispose'> {
  connection: WalletConnection;
  signIn: WalletSignInMachine;
  /** The wallet being connected or signed in with (its id in the list), null at the list. */
  walletId: string | null;
}

/**
 * Wallet sign-in as a React hook: `createWalletSignInController`, calling the host's latest `onDone`; late answers
 * are dropped on unmount.
 */
export function useWalletSignIn(onDone?: (() => void) | undefined): WalletSignInFlow {
  const latest = useLatest(onDone);
  const [progress, get] = useController<WalletSignInProgress, WalletSignInController>(
    (onChange) => createWalletSignInController({ onChange, onDone: () => latest.current?.() }),
    initialWalletSignInProgress,
  );
  return {
    connection: progress.connection,
    signIn: progress.signIn,
    walletId: progress.connection.walletId ?? progress.signIn.walletId,
    choose: (walletId, steps) => get().choose(walletId, steps),
    switchChain: (chainId) => get().switchChain(chainId),
    cancel: () => get().cancel(),
  };
}
