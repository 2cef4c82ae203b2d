import type { ErrorEntry } from '../copy/errors';

/**
 * State shapes whose `status` names equal the provider SDK's hook states (`useLoginWithEmail().state` and
 * friends), so the app hands SDK states to our screens without casts. A type-level test
 * (tests/types/sdk-states.test.ts) proves the SDK's types are assignable to these.
 */
type WithError = { status: 'error'; error: Error | null };

export type OtpFlowState =
  | { status: 'initial' }
  | { status: 'sending-code' }
  | { status: 'awaiting-code-input' }
  | { status: 'submitting-code' }
  | { status: 'done' }
  | WithError;

export type PasskeyFlowState =
  | { status: 'initial' }
  | { status: 'generating-challenge' }
  | { status: 'awaiting-passkey' }
  | { status: 'submitting-response' }
  | { status: 'done' }
  | WithError;

export type WalletSignInFlowState =
  | { status: 'initial' }
  | { status: 'generating-message' }
  | { status: 'awaiting-signature' }
  | { status: 'submitting-signature' }
  | { status: 'done' }
  | WithError;

/** OAuth, Telegram: the SDK reports only these four. */
export type SimpleAuthFlowState = { status: 'initial' } | { status: 'loading' } | { status: 'done' } | WithError;

/** Custom token (JWT) sign-in adds 'not-enabled'. */
export type CustomAuthFlowState = SimpleAuthFlowState | { status: 'not-enabled' };

export type FlowStatus<S extends { status: string }> = S['status'];

/** What a screen needs to show an error: the catalogue entry, never a raw message. */
export interface FlowError {
  entry: ErrorEntry;
  /** The original value, for logs; never shown. */
  cause?: unknown;
}
