import { useLayoutEffect } from 'react';
import { type ErrorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { PasskeyFlowState } from './types';
import { useController } from './use-controller';

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

/** The backend's passkey ceremony: logs in with a passkey, or creates one (the port's `login` / `signup`). */
export interface PasskeyCalls {
  run: (mode: PasskeyMachine['mode']) => Promise<unknown>;
  /** Signed in: called once the backend's call succeeded, before the flow shows it done. */
  onDone?: (() => void) | undefined;
}

export interface PasskeyOptions {
  calls: PasskeyCalls;
  onChange: (machine: PasskeyMachine) => void;
  initialMode?: PasskeyMachine['mode'] | undefined;
}

export interface PasskeyController {
  readonly machine: PasskeyMachine;
  /** Runs the ceremony in the current mode (from the start, after an error, or again when done). */
  start: () => void;
  switchMode: () => void;
  /** The step the backend reports for its own ceremony: the prompt is open, or the credential is being verified. */
  report: (status: PasskeyFlowState['status'] | undefined) => void;
  /** The state changes no more (unmount); a sign-in that succeeds still calls `onDone`. */
  dispose: () => void;
}

/** Runs `reducePasskey` against the backend's ceremony; after `dispose` its answers change the state no more. */
export function createPasskeyController({ calls, onChange, initialMode = 'login' }: PasskeyOptions): PasskeyController {
  let machine = initialPasskey(initialMode);
  let disposed = false;

  const dispatch = (event: PasskeyEvent) => {
    if (disposed) return;
    const next = reducePasskey(machine, event);
    if (next === machine) return;
    machine = next;
    onChange(machine);
  };

  return {
    get machine() {
      return machine;
    },
    start: async () => {
      if (disposed) return;
      const { mode } = machine;
      dispatch({ type: 'start' });
      try {
        await calls.run(mode);
        // Signed in, whatever the screen does now: the host hears it even after `dispose`.
        calls.onDone?.();
        dispatch({ type: 'verified' });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    switchMode: () => dispatch({ type: 'switch-mode' }),
    report: (status) => {
      if (status === 'awaiting-passkey') dispatch({ type: 'challenge-ready' });
      else if (status === 'submitting-response') dispatch({ type: 'credential-received' });
    },
    dispose: () => {
      disposed = true;
    },
  };
}

export interface PasskeyFlow extends Omit<PasskeyController, 'machine' | 'dispose' | 'report'> {
  machine: PasskeyMachine;
}

/**
 * The passkey flow as a React hook: `createPasskeyController` on the host's ceremony (the latest `calls` are always
 * the ones called), following the steps its backend reports (in the same frame the prompt opens).
 */
export function usePasskey(
  calls: PasskeyCalls,
  {
    initialMode,
    reported,
  }: {
    initialMode: PasskeyMachine['mode'];
    /** The step the backend reports for its ceremony in a mode (its port's `loginState` / `signupState`). */
    reported: (mode: PasskeyMachine['mode']) => PasskeyFlowState['status'] | undefined;
  },
): PasskeyFlow {
  const latest = useLatest(calls);
  const [machine, get] = useController<PasskeyMachine, PasskeyController>(
    (onChange) =>
      createPasskeyController({
        calls: {
          run: (mode) => latest.current.run(mode),
          onDone: () => latest.current.onDone?.(),
        },
        onChange,
        initialMode,
      }),
    initialPasskey(initialMode),
  );
  const step = reported(machine.mode);
  // Layout effect: the screen says "Waiting for your passkey" in the same frame the prompt opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller is made once; each new step is reported
  useLayoutEffect(() => {
    get().report(step);
  }, [step]);
  return {
    machine,
    start: () => get().start(),
    switchMode: () => get().switchMode(),
  };
}
