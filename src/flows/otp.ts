import { type ErrorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import { type Clock, systemClock } from './clock';
import type { OtpFlowState } from './types';
import { useController } from './use-controller';

/** How long after a code is sent before another may be requested (ours; the spec gives none). */
export const RESEND_COOLDOWN_MS = 30_000;

export type OtpChannel = 'email' | 'sms';

/**
 * The e-mail / SMS one-time-code flow: initial → sending-code → awaiting-code-input → submitting-code →
 * done; any step → error. The destination is kept through every error, so a wrong code never makes the
 * user retype their address; `failedAt` says which step failed, so the screen knows where to show it.
 */
export interface OtpMachine {
  state: OtpFlowState;
  channel: OtpChannel;
  /** The e-mail address or E.164 phone number the code goes to. */
  destination: string;
  /** Epoch ms from which "Resend code" is allowed again; 0 before the first send. */
  resendAvailableAt: number;
  /** Codes submitted since the last send. */
  attempts: number;
  error: ErrorEntry | null;
  failedAt: 'send' | 'submit' | null;
  /** The last code sent was a resend (the screen says a new code is on its way). */
  resent: boolean;
}

export type OtpEvent =
  | { type: 'send'; destination: string; now: number }
  /** The code went out; `resend` when it was a resend. */
  | { type: 'sent'; now: number; resend?: boolean | undefined }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'failed'; error: unknown }
  | { type: 'resend'; now: number }
  | { type: 'edit-destination' }
  | { type: 'reset' };

export function initialOtp(channel: OtpChannel, destination = ''): OtpMachine {
  return {
    state: { status: 'initial' },
    channel,
    destination,
    resendAvailableAt: 0,
    attempts: 0,
    error: null,
    failedAt: null,
    resent: false,
  };
}

/** Pure transition function. Events that make no sense in the current state leave it unchanged. */
export function reduceOtp(machine: OtpMachine, event: OtpEvent): OtpMachine {
  const status = machine.state.status;
  switch (event.type) {
    case 'send':
      if (status === 'sending-code' || status === 'submitting-code' || status === 'done') return machine;
      return {
        ...machine,
        state: { status: 'sending-code' },
        destination: event.destination,
        error: null,
        failedAt: null,
      };
    case 'resend':
      if (!resendAllowed(machine, event.now)) return machine;
      return { ...machine, state: { status: 'sending-code' }, error: null, failedAt: null };
    case 'sent':
      if (status !== 'sending-code') return machine;
      return {
        ...machine,
        state: { status: 'awaiting-code-input' },
        resendAvailableAt: event.now + RESEND_COOLDOWN_MS,
        attempts: 0,
        resent: event.resend ?? false,
      };
    case 'submit':
      if (status !== 'awaiting-code-input' && !(status === 'error' && machine.failedAt === 'submit')) return machine;
      return { ...machine, state: { status: 'submitting-code' }, attempts: machine.attempts + 1, error: null };
    case 'submitted':
      if (status !== 'submitting-code') return machine;
      return { ...machine, state: { status: 'done' }, error: null, failedAt: null };
    case 'failed': {
      if (status !== 'sending-code' && status !== 'submitting-code') return machine;
      const failedAt = status === 'sending-code' ? 'send' : 'submit';
      const entry = messageFor(event.error, failedAt === 'submit' ? 'login' : undefined);
      const error = event.error instanceof Error ? event.error : null;
      return { ...machine, state: { status: 'error', error }, error: entry, failedAt };
    }
    case 'edit-destination':
      if (status === 'sending-code' || status === 'submitting-code') return machine;
      return { ...initialOtp(machine.channel, machine.destination), resent: machine.resent };
    case 'reset':
      return initialOtp(machine.channel);
  }
}

function canResend(status: OtpFlowState['status']): boolean {
  return status === 'awaiting-code-input' || status === 'error';
}

/** Whether a resend would be taken now: the cooldown is over and no send or check is under way. */
export function resendAllowed(machine: OtpMachine, now: number): boolean {
  return now >= machine.resendAvailableAt && canResend(machine.state.status);
}

/** Which screen the flow is on: entering the destination, or entering the code. */
export function otpStep(machine: OtpMachine): 'destination' | 'code' | 'done' {
  const { status } = machine.state;
  if (status === 'done') return 'done';
  if (status === 'awaiting-code-input' || status === 'submitting-code') return 'code';
  if (status === 'error') return machine.failedAt === 'submit' ? 'code' : 'destination';
  return 'destination';
}

/** Seconds until "Resend code" is available again (0 when it is). */
export function resendSecondsLeft(machine: OtpMachine, now: number): number {
  return Math.max(0, Math.ceil((machine.resendAvailableAt - now) / 1000));
}

export interface OtpCalls {
  /** Sends (or re-sends) a code: the provider's call, e.g. the SDK's `sendCode`. */
  send: (destination: string) => Promise<unknown>;
  /** Checks a code: e.g. the SDK's `loginWithCode`. */
  verify: (code: string) => Promise<unknown>;
}

export interface OtpOptions {
  channel: OtpChannel;
  calls: OtpCalls;
  onChange: (machine: OtpMachine) => void;
  /** What "now" is when a code is sent (the resend cooldown); `systemClock` by default. */
  clock?: Clock | undefined;
}

export interface OtpController {
  readonly machine: OtpMachine;
  /** Sends a code to a destination. */
  send: (destination: string) => Promise<void>;
  /** Sends a new code to the same destination, once the cooldown is over (otherwise nothing is sent). */
  resend: () => Promise<void>;
  submit: (code: string) => Promise<void>;
  editDestination: () => void;
  /** The state changes no more (unmount); a call under way still runs to its end. */
  dispose: () => void;
}

/**
 * Runs `reduceOtp` against the provider's two calls: a call is made only when the machine takes the step (a resend
 * still cooling down, a second send under way, sends nothing); after `dispose` answers change the state no more.
 */
export function createOtpController({ channel, calls, onChange, clock = systemClock }: OtpOptions): OtpController {
  let machine = initialOtp(channel);
  let disposed = false;

  /** Takes the event; false when the machine refused it (or the controller is disposed). */
  const dispatch = (event: OtpEvent) => {
    if (disposed) return false;
    const next = reduceOtp(machine, event);
    if (next === machine) return false;
    machine = next;
    onChange(machine);
    return true;
  };

  const sendTo = async (destination: string, resend: boolean) => {
    const now = clock.now();
    if (!dispatch(resend ? { type: 'resend', now } : { type: 'send', destination, now })) return;
    try {
      await calls.send(destination);
      dispatch({ type: 'sent', now: clock.now(), resend });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };

  return {
    get machine() {
      return machine;
    },
    send: (destination) => sendTo(destination, false),
    resend: () => sendTo(machine.destination, true),
    submit: async (code) => {
      if (!dispatch({ type: 'submit' })) return;
      try {
        await calls.verify(code);
        dispatch({ type: 'submitted' });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    editDestination: () => {
      dispatch({ type: 'edit-destination' });
    },
    dispose: () => {
      disposed = true;
    },
  };
}

export interface OtpFlow extends Omit<OtpController, 'machine' | 'dispose'> {
  machine: OtpMachine;
  step: ReturnType<typeof otpStep>;
  /** The last send was a resend (the screen says a new code is on its way). */
  resent: boolean;
}

/**
 * The e-mail / SMS code flow as a React hook: `createOtpController` on the provider's two calls, whatever they are
 * (the SDK's headless hooks in the app, an in-memory fake in the stories); the latest calls and clock are the ones
 * used.
 */
export function useOtp(
  channel: OtpChannel,
  calls: OtpCalls,
  { clock = systemClock }: { clock?: Clock | undefined } = {},
): OtpFlow {
  const latest = useLatest({ calls, clock });
  const [machine, get] = useController<OtpMachine, OtpController>(
    (onChange) =>
      createOtpController({
        channel,
        calls: {
          send: (destination) => latest.current.calls.send(destination),
          verify: (code) => latest.current.calls.verify(code),
        },
        onChange,
        clock: {
          now: () => latest.current.clock.now(),
          setTimeout: (callback, ms) => latest.current.clock.setTimeout(callback, ms),
          clearTimeout: (handle) => latest.current.clock.clearTimeout(handle),
        },
      }),
    initialOtp(channel),
  );
  return {
    machine,
    step: otpStep(machine),
    resent: machine.resent,
    send: (destination) => get().send(destination),
    resend: () => get().resend(),
    submit: (code) => get().submit(code),
    editDestination: () => get().editDestination(),
  };
}
