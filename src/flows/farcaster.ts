import { useEffect } from 'react';
import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import { SIGNER } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Social-network (Farcaster) sign-in: the app opens a channel, shows its connect URI as a QR code (and a
 * mobile link), then polls the channel until the reported state is 'completed', and logs in with the signed
 * message. It ends on completion, time-out or error; cancelling stops polling.
 */
export type FarcasterSignInState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'awaiting-scan'; connectUri: string }
  | { status: 'completed'; result: FarcasterResult }
  | { status: 'timed-out' }
  | { status: 'error'; error: ErrorEntry };

export interface FarcasterResult {
  message: string;
  signature: string;
  fid: number;
}

export interface FarcasterChannel {
  connectUri: string;
  channelToken: string;
}

export type FarcasterPollAnswer = { state: 'pending' } | ({ state: 'completed' } & FarcasterResult);

export type FarcasterSignInEvent =
  /** A new sign-in (the first, or Try again): the channel is being opened. */
  | { type: 'start' }
  | { type: 'channel-opened'; connectUri: string }
  /** The Farcaster app signed: the signed message is sent to log in. */
  | { type: 'completed'; result: FarcasterResult }
  /** No signature within the wait. */
  | { type: 'timed-out' }
  /** Opening the channel, polling it, or logging in failed. */
  | { type: 'failed'; error: unknown };

export const initialFarcasterSignIn: FarcasterSignInState = { status: 'initial' };

/**
 * The state changes, pure: an event that does not fit the current state changes nothing. A channel that cannot be
 * opened for no known reason is "Connect failed"; other failures are read in the signer context.
 */
export function reduceFarcasterSignIn(state: FarcasterSignInState, event: FarcasterSignInEvent): FarcasterSignInState {
  switch (event.type) {
    case 'start':
      return { status: 'loading' };
    case 'channel-opened':
      return state.status === 'loading' ? { status: 'awaiting-scan', connectUri: event.connectUri } : state;
    case 'completed':
      return state.status === 'awaiting-scan' ? { status: 'completed', result: event.result } : state;
    case 'timed-out':
      return state.status === 'awaiting-scan' ? { status: 'timed-out' } : state;
    case 'failed': {
      if (state.status !== 'loading' && state.status !== 'awaiting-scan' && state.status !== 'completed') return state;
      const entry = messageFor(event.error, 'signer');
      const opening = state.status === 'loading' && entry.id === 'generic';
      return { status: 'error', error: opening ? errorEntry('signer.connectFailed') : entry };
    }
  }
}

export interface FarcasterSignInOptions {
  openChannel: () => Promise<FarcasterChannel>;
  poll: (channelToken: string) => Promise<FarcasterPollAnswer>;
  onChange: (state: FarcasterSignInState) => void;
  /** Called when polling ends for any reason (done, time-out, error, cancel): the channel is no longer watched. */
  closeChannel?: ((channelToken: string) => void) | undefined;
  /** Logs in with the signed message once the channel completed; a failure is the flow's error. */
  login?: ((result: FarcasterResult) => Promise<unknown>) | undefined;
  /** Signed in: `login` succeeded. */
  onDone?: (() => void) | undefined;
  intervalMs?: number | undefined;
  timeoutMs?: number | undefined;
  clock?: Clock | undefined;
}

export interface FarcasterSignIn {
  readonly state: FarcasterSignInState;
  /** A new sign-in; an earlier one is forgotten (its channel closed, its answers ignored). */
  start: () => void;
  /** Stops polling and closes the channel; the state stays as it is. */
  cancel: () => void;
  /** Cancels for good (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceFarcasterSignIn` against the host's channel: polls it on the clock until it completes or the wait
 * ends, then logs in. Each start is a new run: an answer of a run that is over is dropped.
 */
export function createFarcasterSignInController({
  openChannel,
  poll,
  onChange,
  closeChannel,
  login,
  onDone,
  intervalMs = SIGNER.pollIntervalMs,
  timeoutMs = SIGNER.timeoutMs,
  clock = systemClock,
}: FarcasterSignInOptions): FarcasterSignIn {
  let state = initialFarcasterSignIn;
  let timer: unknown = null;
  let deadline: unknown = null;
  let run = 0;
  let open: string | undefined;
  let disposed = false;

  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    if (deadline !== null) clock.clearTimeout(deadline);
    timer = null;
    deadline = null;
    run++;
    if (open !== undefined) closeChannel?.(open);
    open = undefined;
  };
  const dispatch = (event: FarcasterSignInEvent) => {
    const next = reduceFarcasterSignIn(state, event);
    if (next === state) return;
    state = next;
    if (state.status !== 'loading' && state.status !== 'awaiting-scan') stop();
    onChange(state);
    if (state.status === 'completed' && login) signIn(state.result);
  };
  const signIn = (result: FarcasterResult) => {
    const current = run;
    login?.(result).then(
      // Signed in, whatever the screen does now: the host hears it even after a cancel.
      () => onDone?.(),
      (error: unknown) => {
        if (current === run) dispatch({ type: 'failed', error });
      },
    );
  };

  const watch = (channelToken: string, current: number) => {
    timer = clock.setTimeout(async () => {
      timer = null;
      try {
        const answer = await poll(channelToken);
        if (current !== run) return;
        if (answer.state === 'completed') {
          const { message, signature, fid } = answer;
          dispatch({ type: 'completed', result: { message, signature, fid } });
        } else watch(channelToken, current);
      } catch (error) {
        if (current === run) dispatch({ type: 'failed', error });
      }
    }, intervalMs);
  };

  return {
    get state() {
      return state;
    },
    start: () => {
      if (disposed) return;
      stop();
      const current = run;
      dispatch({ type: 'start' });
      openChannel().then(
        ({ connectUri, channelToken }) => {
          if (current !== run) {
            closeChannel?.(channelToken);
            return;
          }
          open = channelToken;
          dispatch({ type: 'channel-opened', connectUri });
          deadline = clock.setTimeout(() => {
            deadline = null;
            dispatch({ type: 'timed-out' });
          }, timeoutMs);
          watch(channelToken, current);
        },
        (error: unknown) => {
          if (current === run) dispatch({ type: 'failed', error });
        },
      );
    },
    cancel: stop,
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}

/** What the Farcaster sign-in calls: the host's channel, its log-in, and its next step once signed in. */
export type FarcasterSignInCalls = Pick<
  FarcasterSignInOptions,
  'openChannel' | 'poll' | 'closeChannel' | 'login' | 'onDone'
>;

/**
 * The Farcaster sign-in as a React hook: `createFarcasterSignInController` on the host's calls (the latest ones are
 * always the ones made), started on mount; polling stops and the channel closes on unmount.
 */
export function useFarcasterSignIn(
  calls: FarcasterSignInCalls,
  options: { intervalMs?: number | undefined; timeoutMs?: number | undefined; clock?: Clock | undefined } = {},
): { state: FarcasterSignInState; retry: () => void } {
  const latest = useLatest(calls);
  const [state, get] = useController<FarcasterSignInState, FarcasterSignIn>(
    (onChange) =>
      createFarcasterSignInController({
        openChannel: () => latest.current.openChannel(),
        poll: (channelToken) => latest.current.poll(channelToken),
        closeChannel: (channelToken) => latest.current.closeChannel?.(channelToken),
        login: (result) => latest.current.login?.(result) ?? Promise.resolve(),
        onDone: () => latest.current.onDone?.(),
        onChange,
        ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        clock: options.clock,
      }),
    initialFarcasterSignIn,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller is made once, and starts on mount
  useEffect(() => {
    get().start();
  }, []);
  return { state, retry: () => get().start() };
}
