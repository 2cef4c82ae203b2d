import { type ErrorEntry, messageFor } from '../copy/errors';
import { isSupportedChainId } from '../model';
import type { WalletSignInFlowState } from './types';

/** EIP-1193 "User Rejected Request". */
const USER_REJECTED = 4001;

function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === USER_REJECTED || code === 'ACTION_REJECTED') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

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

export function walletSignInReducer(machine: WalletSignInMachine, event: WalletSignInEvent): WalletSignInMachine {
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

/**
 * Wallet connection: disconnected → connecting → switching_to_supported_chain → connected. A wallet on an
 * unsupported chain is asked to switch first; a failed connection returns to disconnected with "Could not
 * connect with wallet" (or the wallet's own reason when it gives one).
 */
export type WalletConnectionStatus = 'disconnected' | 'connecting' | 'switching_to_supported_chain' | 'connected';

export interface WalletConnection {
  status: WalletConnectionStatus;
  walletId: string | null;
  address: string | null;
  chainId: number | null;
  error: ErrorEntry | null;
}

export type WalletConnectionEvent =
  | { type: 'connect'; walletId: string }
  | { type: 'connected'; address: string; chainId: number }
  | { type: 'chain-switched'; chainId: number }
  | { type: 'failed'; error: unknown }
  | { type: 'disconnect' };

export const initialConnection: WalletConnection = {
  status: 'disconnected',
  walletId: null,
  address: null,
  chainId: null,
  error: null,
};

export function walletConnectionReducer(state: WalletConnection, event: WalletConnectionEvent): WalletConnection {
  switch (event.type) {
    case 'connect':
      if (state.status !== 'disconnected') return state;
      return { ...initialConnection, status: 'connecting', walletId: event.walletId };
    case 'connected':
      if (state.status !== 'connecting') return state;
      return {
        ...state,
        address: event.address,
        chainId: event.chainId,
        status: isSupportedChainId(event.chainId) ? 'connected' : 'switching_to_supported_chain',
      };
    case 'chain-switched':
      if (state.status !== 'switching_to_supported_chain' && state.status !== 'connected') return state;
      return {
        ...state,
        chainId: event.chainId,
        status: isSupportedChainId(event.chainId) ? 'connected' : 'switching_to_supported_chain',
      };
    case 'failed': {
      if (state.status === 'disconnected') return state;
      const entry = messageFor(event.error, 'wallet');
      // Without a specific reason, say what the spec says: "Could not connect with wallet".
      const error = entry.id === 'generic' ? messageFor({ code: 'generic_connect_wallet_error' }) : entry;
      return { ...initialConnection, walletId: state.walletId, error };
    }
    case 'disconnect':
      return initialConnection;
  }
}
