import { type ErrorEntry, errorEntry, messageFor } from '../../copy/errors';
import { isMfaMethod, type MfaFlowKind, type MfaMethod } from '../../model/mfa';
import { MFA } from '../../rules/limits';

/**
 * Multi-factor verification (spec 2, 4, 8, 9), in the SDK's vocabulary (`useMfa`: `init`, `submit`, `cancel`;
 * methods `sms`, `totp`, `passkey`; the prompt `onMfaRequired({ mfaMethods })` of kind `txn` or `auth`):
 *
 * - choose a method among the enrolled ones (straight to it when only one is enrolled);
 * - SMS: `init('sms')` sends a code (sending-code → awaiting-code-input, or send-failed with Try again);
 *   authenticator app: the code is typed at once; passkey: `init('passkey')` answers the request options,
 *   `submit('passkey', options)` runs the browser's prompt (verifying-passkey → verified, or passkey-ready
 *   with the error, Try again / Choose another method);
 * - a code is waited for up to 300 s (a new wait after each wrong code, as the SDK does). Running out while
 *   typing is the time limit: a 30 s lock-out ("You have exceeded the time limit for code entry …"). Running
 *   out before any code could be typed (a code that never arrived, a method never chosen, a passkey
 *   never answered) is "Timed out waiting for MFA code", with Try again;
 * - a wrong code (`missing_or_invalid_mfa`) says "The code you entered is not valid"; the 4th, or the SDK's
 *   `mfa_verification_max_attempts_reached`, locks for 10 s; the SDK's `mfa_timeout` is the time limit;
 * - during a lock-out nothing can be entered; when it ends a new round starts with the same method (a new
 *   SMS code is sent; attempts and the wait start over);
 * - Cancel calls the SDK's `cancel()` ("MFA canceled") and ends in "Verification canceled".
 *
 * `reduceMfaVerification` is pure: every timer is an event carrying `now`. `createMfaVerificationController`
 * (`./controller.ts`) runs it on an injected clock and performs the calls; `useMfaVerification` is it in React.
 */

/** The methods whose answer is a 6-digit code. */
export type MfaCodeMethod = Exclude<MfaMethod, 'passkey'>;

/** Why input is blocked: too many wrong codes (10 s) or the time limit for code entry (30 s). */
export type MfaLockoutReason = 'attempts' | 'time-limit';

export type MfaVerificationState =
  /** Before the prompt (`start`): accepts nothing else. */
  | { status: 'idle' }
  /** The prompt came without any enrolled method: nothing can verify (the SDK prompts only users with one). */
  | { status: 'no-methods'; error: ErrorEntry }
  | { status: 'choosing-method' }
  | { status: 'sending-code'; method: 'sms' }
  | { status: 'send-failed'; method: 'sms'; error: ErrorEntry }
  /** A code can be typed; `error` is the last wrong code's (or a failed check's) message. */
  | { status: 'awaiting-code-input'; method: MfaCodeMethod; error: ErrorEntry | null }
  | { status: 'submitting-code'; method: MfaCodeMethod }
  | { status: 'verifying-passkey' }
  /** The passkey screen with "Try again": after a failure (`error`), or after a lock-out ended (null). */
  | { status: 'passkey-ready'; error: ErrorEntry | null }
  /** Input blocked until `until` (epoch ms of the flow's clock). */
  | { status: 'locked-out'; method: MfaMethod; reason: MfaLockoutReason; until: number; error: ErrorEntry }
  /** The wait for a code ended before one could be entered; `method` is where the user was (null: choosing). */
  | { status: 'timed-out'; method: MfaMethod | null; error: ErrorEntry }
  | { status: 'verified'; method: MfaMethod }
  | { status: 'canceled'; error: ErrorEntry }
  /**
   * A single-round verification is over without a verified answer: its lock-out ended, or Try again after a
   * time-out. The host's request has failed (the SDK's MFA loop ends with the round) and must be asked again.
   */
  | { status: 'ended'; error: ErrorEntry };

export type MfaVerificationStatus = MfaVerificationState['status'];

export interface MfaVerification {
  kind: MfaFlowKind;
  /** The enrolled methods offered, in the spec's order: Authenticator app, SMS, Passkey. */
  methods: readonly MfaMethod[];
  state: MfaVerificationState;
  /** Wrong answers in this round (at most `maxAttempts`). */
  attempts: number;
  /**
   * The codes a round takes: `MFA.maxAttempts` (4), or fewer where the host knows its backend asks for fewer (the
   * SDK's loop for a wallet action tries once without a code, so 3 codes reach the prompt).
   */
  maxAttempts: number;
  /** When the wait for a code ends (epoch ms); null once the flow has ended or while a lock-out runs. */
  codeDeadline: number | null;
  /** One round only (`start`'s option): a lock-out or time-out ends the flow instead of starting a new round. */
  singleRound: boolean;
}

export type MfaVerificationEvent =
  | {
      type: 'start';
      kind: MfaFlowKind;
      methods: readonly unknown[];
      now: number;
      singleRound?: boolean | undefined;
      maxAttempts?: number | undefined;
    }
  | { type: 'choose'; method: MfaMethod; now: number }
  /** "Choose another method". */
  | { type: 'back' }
  | { type: 'code-sent' }
  | { type: 'send-failed'; error: unknown }
  /** Try again: send the SMS code again, or ask for the passkey again. */
  | { type: 'retry' }
  | { type: 'submit' }
  | { type: 'verified' }
  /** `submit` (or the SDK's pending request) rejected. */
  | { type: 'rejected'; error: unknown; now: number }
  | { type: 'code-wait-elapsed'; now: number }
  | { type: 'lockout-ended'; now: number }
  /** Try again after a time-out: a new round with the same method. */
  | { type: 'restart'; now: number }
  | { type: 'cancel' };

/** The order the spec lists the methods in (spec 2). */
const DISPLAY_ORDER: readonly MfaMethod[] = ['totp', 'sms', 'passkey'];

const CANCELED = errorEntry('mfa.canceled');
const TIMED_OUT = errorEntry('mfa.timeout');
const MAX_ATTEMPTS = errorEntry('mfa.maxAttempts');
const TIME_LIMIT = errorEntry('mfa.timeLimit');

/** The enrolled methods among anything given, each once, in the spec's order. */
export function enrolledMethods(methods: readonly unknown[]): MfaMethod[] {
  const given = Array.isArray(methods) ? methods : [];
  return DISPLAY_ORDER.filter((method) => given.some((value) => value === method && isMfaMethod(value)));
}

/** Before `start`: nothing enrolled, nothing asked. */
export const initialMfaVerification: MfaVerification = {
  kind: 'txn',
  methods: [],
  state: { status: 'idle' },
  attempts: 0,
  codeDeadline: null,
  singleRound: false,
  maxAttempts: MFA.maxAttempts,
};

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The SDK's cancellation: `useMfa().cancel()` rejects the pending request with a client error "MFA canceled". */
export function isMfaCancellation(error: unknown): boolean {
  const message = field(error, 'message');
  return typeof message === 'string' && message.trim() === 'MFA canceled';
}

/**
 * The catalogue entry for anything the SDK's MFA calls throw: `messageFor` in the MFA context (a passkey's
 * in the passkey context), plus the SDK's cancellation, which the catalogue reads as "Verification canceled".
 */
export function mfaErrorFor(error: unknown, method?: MfaMethod | null): ErrorEntry {
  if (isMfaCancellation(error)) return CANCELED;
  return messageFor(error, method === 'passkey' ? 'passkey' : 'mfa');
}

/** The state a method starts in: SMS sends a code, the authenticator app waits for one, a passkey is asked for. */
function enter(method: MfaMethod): MfaVerificationState {
  if (method === 'sms') return { status: 'sending-code', method };
  if (method === 'totp') return { status: 'awaiting-code-input', method, error: null };
  return { status: 'verifying-passkey' };
}

/** A new round: attempts and the wait start over. */
function round(machine: MfaVerification, state: MfaVerificationState, now: number): MfaVerification {
  return { ...machine, state, attempts: 0, codeDeadline: now + MFA.codeWaitMs };
}

/** The method the user is on, if any. */
export function currentMethod(state: MfaVerificationState): MfaMethod | null {
  switch (state.status) {
    case 'sending-code':
    case 'send-failed':
    case 'awaiting-code-input':
    case 'submitting-code':
    case 'locked-out':
    case 'timed-out':
    case 'verified':
      return state.method;
    case 'verifying-passkey':
    case 'passkey-ready':
      return 'passkey';
    default:
      return null;
  }
}

/** Whether the flow has ended (verified, canceled, or never possible). */
export function isMfaFinished(state: MfaVerificationState): boolean {
  return (
    state.status === 'verified' ||
    state.status === 'canceled' ||
    state.status === 'no-methods' ||
    state.status === 'ended'
  );
}

/** Not started, or over: only `start` does anything. */
export function isMfaInert(state: MfaVerificationState): boolean {
  return state.status === 'idle' || isMfaFinished(state);
}

/** Whether the wait for a code is running (not while a code is checked, locked out, timed out or finished). */
export function isAwaitingMfaCode(state: MfaVerificationState): boolean {
  return !(
    isMfaInert(state) ||
    state.status === 'submitting-code' ||
    state.status === 'locked-out' ||
    state.status === 'timed-out'
  );
}

function lockOut(machine: MfaVerification, method: MfaMethod, reason: MfaLockoutReason, now: number): MfaVerification {
  const ms = reason === 'attempts' ? MFA.attemptsLockoutMs : MFA.timeLimitLockoutMs;
  const error = reason === 'attempts' ? MAX_ATTEMPTS : TIME_LIMIT;
  return { ...machine, state: { status: 'locked-out', method, reason, until: now + ms, error }, codeDeadline: null };
}

/** Where a lock-out raised away from any method (the SDK's error on the chooser) is shown: the first method. */
function lockMethod(machine: MfaVerification): MfaMethod {
  return machine.methods[0] ?? 'totp';
}

/** The wait ran out: at code entry it is the time limit (30 s lock-out); anywhere else, a time-out. */
function waitElapsed(machine: MfaVerification, now: number): MfaVerification {
  const { state } = machine;
  if (state.status === 'awaiting-code-input') return lockOut(machine, state.method, 'time-limit', now);
  return {
    ...machine,
    state: { status: 'timed-out', method: currentMethod(state), error: TIMED_OUT },
    codeDeadline: null,
  };
}

/** Pure transition function. Events that make no sense in the current state leave it unchanged. */
export function reduceMfaVerification(machine: MfaVerification, event: MfaVerificationEvent): MfaVerification {
  const { state } = machine;
  const { status } = state;
  switch (event.type) {
    case 'start': {
      const methods = enrolledMethods(event.methods);
      const singleRound = event.singleRound === true;
      const given = event.maxAttempts;
      const maxAttempts =
        given !== undefined && Number.isInteger(given) && given >= 1 && given <= MFA.maxAttempts
          ? given
          : MFA.maxAttempts;
      const base: MfaVerification = { ...initialMfaVerification, kind: event.kind, methods, singleRound, maxAttempts };
      const [only] = methods;
      if (only === undefined) return { ...base, state: { status: 'no-methods', error: errorEntry('generic') } };
      return round(base, methods.length === 1 ? enter(only) : { status: 'choosing-method' }, event.now);
    }
    case 'choose': {
      if (!machine.methods.includes(event.method)) return machine;
      const canChoose =
        status === 'choosing-method' ||
        status === 'send-failed' ||
        status === 'passkey-ready' ||
        (status === 'awaiting-code-input' && state.method !== event.method);
      if (canChoose) return { ...machine, state: enter(event.method) };
      // After a time-out, choosing a method is a new round (a single round is over instead).
      if (status === 'timed-out') {
        if (machine.singleRound) return { ...machine, state: { status: 'ended', error: state.error } };
        return round(machine, enter(event.method), event.now);
      }
      return machine;
    }
    case 'back':
      if (machine.methods.length < 2) return machine;
      if (status === 'send-failed' || status === 'passkey-ready' || status === 'awaiting-code-input') {
        return { ...machine, state: { status: 'choosing-method' } };
      }
      return machine;
    case 'code-sent':
      if (status !== 'sending-code') return machine;
      return { ...machine, state: { status: 'awaiting-code-input', method: 'sms', error: null } };
    case 'send-failed':
      if (status !== 'sending-code') return machine;
      return { ...machine, state: { status: 'send-failed', method: 'sms', error: mfaErrorFor(event.error, 'sms') } };
    case 'retry':
      if (status === 'send-failed') return { ...machine, state: { status: 'sending-code', method: 'sms' } };
      if (status === 'passkey-ready') return { ...machine, state: { status: 'verifying-passkey' } };
      return machine;
    case 'submit':
      if (status !== 'awaiting-code-input') return machine;
      return { ...machine, state: { status: 'submitting-code', method: state.method } };
    case 'verified': {
      if (status !== 'submitting-code' && status !== 'verifying-passkey') return machine;
      const method = currentMethod(state) ?? 'passkey';
      return { ...machine, state: { status: 'verified', method }, codeDeadline: null };
    }
    case 'rejected':
      return rejected(machine, event.error, event.now);
    case 'code-wait-elapsed':
      if (!isAwaitingMfaCode(state) || machine.codeDeadline === null || event.now < machine.codeDeadline)
        return machine;
      return waitElapsed(machine, event.now);
    case 'lockout-ended':
      if (status !== 'locked-out' || event.now < state.until) return machine;
      if (machine.singleRound) return { ...machine, state: { status: 'ended', error: state.error } };
      return round(
        machine,
        state.method === 'passkey' ? { status: 'passkey-ready', error: null } : enter(state.method),
        event.now,
      );
    case 'restart':
      if (status !== 'timed-out') return machine;
      if (machine.singleRound) return { ...machine, state: { status: 'ended', error: state.error } };
      return round(machine, state.method ? enter(state.method) : { status: 'choosing-method' }, event.now);
    case 'cancel':
      if (isMfaInert(state)) return machine;
      return { ...machine, state: { status: 'canceled', error: CANCELED }, codeDeadline: null };
  }
}

/**
 * An answer or the SDK's pending request failed. The errors that end the SDK's round (cancellation, too many
 * attempts, its time-out) apply wherever the user is; a wrong code or any other failure only to the check
 * that was running.
 */
function rejected(machine: MfaVerification, error: unknown, now: number): MfaVerification {
  const { state } = machine;
  if (isMfaInert(state)) return machine;
  const method = currentMethod(state);
  const entry = mfaErrorFor(error, method);
  if (entry.id === 'mfa.canceled')
    return { ...machine, state: { status: 'canceled', error: CANCELED }, codeDeadline: null };
  if (state.status === 'locked-out') return machine;
  if (entry.id === 'mfa.maxAttempts') {
    return { ...lockOut(machine, method ?? lockMethod(machine), 'attempts', now), attempts: machine.maxAttempts };
  }
  if (entry.id === 'mfa.timeLimit') {
    if (state.status === 'timed-out') return machine;
    if (state.status === 'awaiting-code-input' || state.status === 'submitting-code') {
      return lockOut(machine, state.method, 'time-limit', now);
    }
    return { ...machine, state: { status: 'timed-out', method, error: TIMED_OUT }, codeDeadline: null };
  }
  if (state.status !== 'submitting-code' && state.status !== 'verifying-passkey') return machine;

  const wrong = entry.id === 'mfa.invalidCode';
  const attempts = wrong ? machine.attempts + 1 : machine.attempts;
  if (attempts >= machine.maxAttempts)
    return { ...lockOut(machine, method ?? lockMethod(machine), 'attempts', now), attempts };
  // A wrong answer opens a new wait, as the SDK's loop does for each attempt.
  const codeDeadline = wrong ? now + MFA.codeWaitMs : machine.codeDeadline;
  const next: MfaVerification =
    state.status === 'submitting-code'
      ? {
          ...machine,
          attempts,
          codeDeadline,
          state: { status: 'awaiting-code-input', method: state.method, error: entry },
        }
      : { ...machine, attempts, codeDeadline, state: { status: 'passkey-ready', error: entry } };
  // Another failure after the wait ran out while the check was running: the wait is over.
  if (codeDeadline !== null && now >= codeDeadline) return waitElapsed(next, now);
  return next;
}

/** Attempts left in this round (for "3 attempts left"). */
export function attemptsLeft(machine: MfaVerification): number {
  return Math.max(0, machine.maxAttempts - machine.attempts);
}
