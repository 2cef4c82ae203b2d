import { type ErrorEntry, messageFor } from '../copy/errors';
import type { WalletSignInFlowState } from './types';
import { isUserRejection } from './wallet-connection';

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
