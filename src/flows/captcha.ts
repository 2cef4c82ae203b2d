import { useEffect } from 'react';
import { useLatest } from '../lib/use-latest';
import { CAPTCHA } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Captcha before sign-in: the widget is asked for a token; a failed attempt is retried every 8 s, and the
 * whole wait is bounded by 30 s (spec 9), after which the flow reports a time-out the screen can offer to
 * restart.
 */
export type CaptchaState =
  | { status: 'idle' }
  | { status: 'loading'; attempt: number }
  | { status: 'retrying'; attempt: number }
  | { status: 'success'; token: string }
  | { status: 'timed-out' };

export type CaptchaEvent =
  /** A new wait (the first, or Try again after a time-out): the first attempt. */
  | { type: 'start' }
  /** The widget answered the attempt under way with its token. */
  | { type: 'answered'; token: string }
  /** The attempt under way failed: the next one waits for the retry timer. */
  | { type: 'attempt-failed' }
  /** The retry timer fired: the next attempt. */
  | { type: 'retry' }
  /** The wait's bound passed without a token. */
  | { type: 'timed-out' };

export const initialCaptcha: CaptchaState = { status: 'idle' };

/** The state changes, pure: an event that does not fit the current state changes nothing. */
export function reduceCaptcha(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'start':
      return { status: 'loading', attempt: 1 };
    case 'answered':
      return state.status === 'loading' ? { status: 'success', token: event.token } : state;
    case 'attempt-failed':
      return state.status === 'loading' ? { status: 'retrying', attempt: state.attempt } : state;
    case 'retry':
      return state.status === 'retrying' ? { status: 'loading', attempt: state.attempt + 1 } : state;
    case 'timed-out':
      return state.status === 'loading' || state.status === 'retrying' ? { status: 'timed-out' } : state;
  }
}

export interface CaptchaOptions {
  /** Runs the widget once; resolves with its token or rejects. */
  execute: () => Promise<string>;
  onChange: (state: CaptchaState) => void;
  retryEveryMs?: number | undefined;
  answerTimeoutMs?: number | undefined;
  clock?: Clock | undefined;
}

export interface CaptchaController {
  readonly state: CaptchaState;
  /** A new wait; an earlier one is forgotten (its answer ignored). */
  start: () => void;
  /** Stops the timers and ignores late answers; `start` may begin again. */
  stop: () => void;
  /** Stops for good (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceCaptcha` against the widget: one attempt at a time, the retry and the bound on the clock. Each start
 * is a new run: an answer of an earlier run (after a restart, a time-out or a stop) is dropped.
 */
export function createCaptchaController({
  execute,
  onChange,
  retryEveryMs = CAPTCHA.retryEveryMs,
  answerTimeoutMs = CAPTCHA.answerTimeoutMs,
  clock = systemClock,
}: CaptchaOptions): CaptchaController {
  let state = initialCaptcha;
  let run = 0;
  let retry: unknown = null;
  let deadline: unknown = null;
  let disposed = false;

  const stop = () => {
    run++;
    if (retry !== null) clock.clearTimeout(retry);
    if (deadline !== null) clock.clearTimeout(deadline);
    retry = null;
    deadline = null;
  };

  const dispatch = (event: CaptchaEvent) => {
    const next = reduceCaptcha(state, event);
    if (next === state) return;
    state = next;
    if (state.status === 'success' || state.status === 'timed-out') stop();
    onChange(state);
  };

  const attempt = (current: number) => {
    execute().then(
      (token) => {
        if (current === run) dispatch({ type: 'answered', token });
      },
      () => {
        if (current !== run) return;
        dispatch({ type: 'attempt-failed' });
        retry = clock.setTimeout(() => {
          retry = null;
          if (current !== run) return;
          dispatch({ type: 'retry' });
          attempt(current);
        }, retryEveryMs);
      },
    );
  };

  return {
    get state() {
      return state;
    },
    start: () => {
      if (disposed) return;
      stop();
      const current = run;
      deadline = clock.setTimeout(() => {
        deadline = null;
        if (current === run) dispatch({ type: 'timed-out' });
      }, answerTimeoutMs);
      dispatch({ type: 'start' });
      attempt(current);
    },
    stop,
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}

/** What the captcha flow calls: the widget, its reset, and the host's next step once it passed. */
export interface CaptchaCalls {
  execute: () => Promise<string>;
  /** Resets the widget before Try again. */
  reset?: (() => void) | undefined;
  /** The widget answered: sign-in goes on with its token. */
  onPassed: (token: string) => void;
}

export interface CaptchaFlow {
  state: CaptchaState;
  /** Try again: resets the widget and starts a new wait. */
  restart: () => void;
}

/**
 * The captcha flow as a React hook: `createCaptchaController` on the host's widget (the latest calls are always
 * the ones made), started on mount; its timers stop and late answers are dropped on unmount.
 */
export function useCaptcha(
  calls: CaptchaCalls,
  options: { retryEveryMs?: number | undefined; answerTimeoutMs?: number | undefined; clock?: Clock | undefined } = {},
): CaptchaFlow {
  const latest = useLatest(calls);
  const [state, get] = useController<CaptchaState, CaptchaController>(
    (onChange) =>
      createCaptchaController({
        execute: () => latest.current.execute(),
        onChange: (next) => {
          onChange(next);
          if (next.status === 'success') latest.current.onPassed(next.token);
        },
        ...(options.retryEveryMs ? { retryEveryMs: options.retryEveryMs } : {}),
        ...(options.answerTimeoutMs ? { answerTimeoutMs: options.answerTimeoutMs } : {}),
        clock: options.clock,
      }),
    initialCaptcha,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller is made once, and starts on mount
  useEffect(() => {
    get().start();
  }, []);
  return {
    state,
    restart: () => {
      latest.current.reset?.();
      get().start();
    },
  };
}
