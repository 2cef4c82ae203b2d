import { type ErrorEntry, messageFor } from '../copy/errors';
import type { PasskeyFlowState } from './types';

/**
 * Passkey login or sign-up: generating-challenge → awaiting-passkey → submitting-response → done, or error.
 * Errors are read in the passkey context: a cancelled or timed-out prompt is "Passkey request timed out or
 * rejected by user.", a browser without WebAuthn "WebAuthn is not supported in this browser".
 */
export interface PasskeyMachine {
  state: PasskeyFlowState;
  mode: 'login' | 'signup';
  error: ErrorEntry | null;
}

export type PasskeyEvent =
  | { type: 'start' }
  | { type: 'challenge-ready' }
  | { type: 'credential-received' }
  | { type: 'verified' }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' }
  /** Between logging in and creating a passkey (not while a ceremony runs). */
  | { type: 'switch-mode' };

export const initialPasskey = (mode: PasskeyMachine['mode']): PasskeyMachine => ({
  state: { status: 'initial' },
  mode,
  error: null,
});

const next: Partial<Record<PasskeyEvent['type'], [PasskeyFlowState['status'][], PasskeyFlowState]>> = {
  start: [['initial', 'error', 'done'], { status: 'generating-challenge' }],
  'challenge-ready': [['generating-challenge'], { status: 'awaiting-passkey' }],
  'credential-received': [['awaiting-passkey'], { status: 'submitting-response' }],
  // Some SDK versions go straight from awaiting-passkey to done; a backend may report no step at all.
  verified: [['generating-challenge', 'awaiting-passkey', 'submitting-response'], { status: 'done' }],
};

export function reducePasskey(machine: PasskeyMachine, event: PasskeyEvent): PasskeyMachine {
  if (event.type === 'reset') return initialPasskey(machine.mode);
  if (event.type === 'switch-mode') {
    const { status } = machine.state;
    if (status !== 'initial' && status !== 'error' && status !== 'done') return machine;
    return initialPasskey(machine.mode === 'login' ? 'signup' : 'login');
  }
  if (event.type === 'failed') {
    if (machine.state.status === 'initial' || machine.state.status === 'done') return machine;
    const error = event.error instanceof Error ? event.error : null;
    return { ...machine, state: { status: 'error', error }, error: messageFor(event.error, 'passkey') };
  }
  const rule = next[event.type];
  if (!rule?.[0].includes(machine.state.status)) return machine;
  return { ...machine, state: rule[1], error: null };
}

/** True where the browser can run a WebAuthn ceremony at all. */
export function isWebAuthnSupported(scope: { PublicKeyCredential?: unknown } = globalThis): boolean {
  return typeof scope.PublicKeyCredential === 'function';
}
