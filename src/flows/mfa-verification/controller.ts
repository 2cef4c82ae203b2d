import { useLatest } from '../../lib/use-latest';
import type { MfaFlowKind, MfaMethod } from '../../model/mfa';
import { type Clock, systemClock } from '../clock';
import { useController } from '../use-controller';
import {
  initialMfaVerification,
  isAwaitingMfaCode,
  isMfaInert,
  type MfaVerification,
  type MfaVerificationEvent,
  reduceMfaVerification,
} from './reduce';

/** What the flow needs from the provider: `useMfa()`'s calls, in its names. */
export interface MfaVerifier<PasskeyOptions = unknown> {
  /** Sends the SMS code (`'sms'`); answers the passkey request options (`'passkey'`). */
  // biome-ignore lint/suspicious/noConfusingVoidType: the SDK's own type (`useMfa().init`), so its call fits as is
  init: (method: MfaMethod) => Promise<void | PasskeyOptions>;
  /** Checks a code, or runs the passkey prompt with the options `init` answered. */
  submit: (method: MfaMethod, answer: string | PasskeyOptions) => Promise<void>;
  /** Ends the SDK's pending request ("MFA canceled"). */
  cancel: () => void;
}

export interface MfaVerificationOptions<PasskeyOptions = unknown> {
  verifier: MfaVerifier<PasskeyOptions>;
  onChange: (machine: MfaVerification) => void;
  clock?: Clock | undefined;
}

export interface MfaVerificationController {
  readonly machine: MfaVerification;
  /**
   * The SDK's `onMfaRequired({ mfaMethods })`: a new verification of this kind. `singleRound`: the request
   * cannot be asked again once its round fails (the SDK's loop), so a lock-out or time-out ends the flow.
   */
  start: (
    kind: MfaFlowKind,
    methods: readonly unknown[],
    options?: { singleRound?: boolean | undefined; maxAttempts?: number | undefined },
  ) => void;
  choose: (method: MfaMethod) => void;
  /** "Choose another method". */
  back: () => void;
  submitCode: (code: string) => void;
  /** Try again: send the SMS code again, ask for the passkey again, or a new round after a time-out. */
  retry: () => void;
  /** Cancel: the SDK's `cancel()`, then "Verification canceled". */
  cancel: () => void;
  /** The SDK's pending request failed outside a check (its time-out, too many attempts, a cancellation). */
  fail: (error: unknown) => void;
  /** Stops every timer and ignores late answers (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceMfaVerification` against the provider: calls `init` when a method needs it, `submit` with each
 * code or the passkey options, and keeps two timers in step with the state: the wait for a code (300 s) and
 * the lock-out (10 s or 30 s). An answer that arrives after the flow moved on (a new round, a cancel) is
 * dropped.
 */
export function createMfaVerificationController<PasskeyOptions = unknown>({
  verifier,
  onChange,
  clock = systemClock,
}: MfaVerificationOptions<PasskeyOptions>): MfaVerificationController {
  let machine = initialMfaVerification;
  let waitTimer: unknown = null;
  let lockTimer: unknown = null;
  /** Bumped whenever a call's answer would no longer belong to the state that made it. */
  let generation = 0;
  let disposed = false;

  const clear = (handle: unknown) => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };

  const sync = (previous: MfaVerification) => {
    if (
      machine.codeDeadline !== previous.codeDeadline ||
      !isAwaitingMfaCode(machine.state) ||
      !isAwaitingMfaCode(previous.state)
    ) {
      waitTimer = clear(waitTimer);
      const deadline = machine.codeDeadline;
      if (deadline !== null && isAwaitingMfaCode(machine.state)) {
        waitTimer = clock.setTimeout(
          () => {
            waitTimer = null;
            dispatch({ type: 'code-wait-elapsed', now: clock.now() });
          },
          Math.max(0, deadline - clock.now()),
        );
      }
    }
    const { state } = machine;
    if (state.status !== 'locked-out') {
      lockTimer = clear(lockTimer);
    } else if (previous.state.status !== 'locked-out' || previous.state !== state) {
      lockTimer = clear(lockTimer);
      lockTimer = clock.setTimeout(
        () => {
          lockTimer = null;
          dispatch({ type: 'lockout-ended', now: clock.now() });
        },
        Math.max(0, state.until - clock.now()),
      );
    }
  };

  /** Starts the provider call a state asks for. */
  const effects = (previous: MfaVerification) => {
    const { state } = machine;
    if (state === previous.state) return;
    if (state.status === 'sending-code') {
      const mine = ++generation;
      verifier.init('sms').then(
        () => mine === generation && dispatch({ type: 'code-sent' }),
        (error: unknown) => mine === generation && dispatch({ type: 'send-failed', error }),
      );
    } else if (state.status === 'verifying-passkey') {
      const mine = ++generation;
      (async () => {
        const options = await verifier.init('passkey');
        if (mine !== generation) return;
        if (options === undefined) throw new Error('No passkey request options');
        await verifier.submit('passkey', options as PasskeyOptions);
      })().then(
        () => mine === generation && dispatch({ type: 'verified' }),
        (error: unknown) => mine === generation && dispatch({ type: 'rejected', error, now: clock.now() }),
      );
    } else if (state.status !== 'submitting-code') {
      // Any other state: an answer still on its way belongs to a step that is over.
      generation++;
    }
  };

  function dispatch(event: MfaVerificationEvent) {
    if (disposed) return;
    const previous = machine;
    machine = reduceMfaVerification(machine, event);
    if (machine === previous) return;
    sync(previous);
    effects(previous);
    onChange(machine);
  }

  return {
    get machine() {
      return machine;
    },
    start: (kind, methods, options) => dispatch({ type: 'start', kind, methods, now: clock.now(), ...options }),
    choose: (method) => dispatch({ type: 'choose', method, now: clock.now() }),
    back: () => dispatch({ type: 'back' }),
    submitCode: (code) => {
      const { state } = machine;
      if (state.status !== 'awaiting-code-input') return;
      const { method } = state;
      dispatch({ type: 'submit' });
      const mine = ++generation;
      verifier.submit(method, code).then(
        () => mine === generation && dispatch({ type: 'verified' }),
        (error: unknown) => mine === generation && dispatch({ type: 'rejected', error, now: clock.now() }),
      );
    },
    retry: () => {
      if (machine.state.status === 'timed-out') dispatch({ type: 'restart', now: clock.now() });
      else dispatch({ type: 'retry' });
    },
    cancel: () => {
      if (isMfaInert(machine.state)) return;
      dispatch({ type: 'cancel' });
      verifier.cancel();
    },
    fail: (error) => dispatch({ type: 'rejected', error, now: clock.now() }),
    dispose: () => {
      disposed = true;
      generation++;
      waitTimer = clear(waitTimer);
      lockTimer = clear(lockTimer);
    },
  };
}

export interface MfaVerificationFlow extends Omit<MfaVerificationController, 'machine' | 'dispose'> {
  machine: MfaVerification;
}

/**
 * The verification flow as a React hook: `createMfaVerificationController` driven by the provider's `useMfa()`
 * calls (the SDK in the app, a fake in the stories). The latest `verifier` is always the one called; the timers
 * stop on unmount.
 */
export function useMfaVerification<PasskeyOptions = unknown>(
  verifier: MfaVerifier<PasskeyOptions>,
  clock?: Clock,
): MfaVerificationFlow {
  const latest = useLatest(verifier);
  const [machine, get] = useController<MfaVerification, MfaVerificationController>(
    (onChange) =>
      createMfaVerificationController<PasskeyOptions>({
        verifier: {
          init: (method) => latest.current.init(method),
          submit: (method, answer) => latest.current.submit(method, answer),
          cancel: () => latest.current.cancel(),
        },
        onChange,
        clock,
      }),
    initialMfaVerification,
  );
  return {
    machine,
    start: (kind, methods, options) => get().start(kind, methods, options),
    choose: (method) => get().choose(method),
    back: () => get().back(),
    submitCode: (code) => get().submitCode(code),
    retry: () => get().retry(),
    cancel: () => get().cancel(),
    fail: (error) => get().fail(error),
  };
}
