import { useLatest } from '../../lib/use-latest';
import { WALLET_POPUP } from '../../rules/limits';
import { type Clock, systemClock } from '../clock';
import { useController } from '../use-controller';
import {
  type FundingEvent,
  type FundingState,
  initialFunding,
  type OnrampProvider,
  type OnrampStatus,
  reduceFunding,
} from './reduce';

/** When the first status check happens after the window opened, and how often after that. */
export interface OnrampCadence {
  firstPollMs: number;
  pollEveryMs: number;
}

/** The provider's modal's cadence for each on-ramp (its MoonPay and Coinbase status screens). */
export const ONRAMP_CADENCE: Readonly<Record<OnrampProvider, OnrampCadence>> = {
  moonpay: { firstPollMs: 8_000, pollEveryMs: 3_000 },
  coinbase: { firstPollMs: 5_000, pollEveryMs: 1_500 },
};

export const FUNDING_WAIT = {
  /** Failed status checks in a row before the flow gives up. */
  maxFailedPolls: 3,
  /** Status checks made after the window was found closed, before the purchase counts as cancelled. */
  pollsAfterClose: 3,
  /** When the waiting screen adds that the funds may already be on the way. */
  onTheWayAfterMs: 30_000,
} as const;

/** An on-ramp the app offers, and whether it sells crypto on the wallet's chain. */
export interface OnrampOffer {
  provider: OnrampProvider;
  supported: boolean;
}

/** A purchase the backend has prepared: the signed URL to open and the id its status is asked by. */
export interface OnrampSession {
  url: string;
  id: string;
}

/**
 * The window the on-ramp runs in, as much of it as the flow uses: a `Window` from `window.open` fits; stories and
 * tests pass their own.
 */
export interface FundingWindow {
  readonly closed: boolean;
  opener: unknown;
  location: { href: string };
  close: () => void;
  focus?: (() => void) | undefined;
}

/** Opens a blank window for the on-ramp, or returns null when the browser blocked it. */
export type OpenFundingWindow = () => FundingWindow | null;

/** `window.open('about:blank', '_blank', 'popup,width=420,height=540')`: a wallet popup's size (spec 9). */
export const openFundingWindow: OpenFundingWindow = () =>
  typeof window === 'undefined'
    ? null
    : window.open('about:blank', '_blank', `popup,width=${WALLET_POPUP.width},height=${WALLET_POPUP.height}`);

export interface FundingSessionOptions {
  /** Asks the backend to prepare a purchase with this on-ramp (it knows the wallet and amount): its signed URL and id. */
  sign: (provider: OnrampProvider) => Promise<OnrampSession>;
  /** The purchase's status, from the on-ramp or the backend. */
  status: (provider: OnrampProvider, id: string) => Promise<OnrampStatus>;
  onChange: (state: FundingState) => void;
  /** Opens the blank window; `openFundingWindow` by default. */
  openWindow?: OpenFundingWindow | undefined;
  /** The host runs on the local emulator: `http:` on-ramp URLs are opened too. Read when a URL arrives. */
  allowHttp?: boolean | (() => boolean) | undefined;
  clock?: Clock | undefined;
  /** Stories shorten the provider's cadence and the "on the way" delay; the defaults are the provider's. */
  cadence?: { [P in OnrampProvider]?: OnrampCadence | undefined } | undefined;
  onTheWayAfterMs?: number | undefined;
}

export interface FundingSession {
  readonly state: FundingState;
  /** Call from the person's click: the window must open inside it, or the browser blocks it. */
  start: (provider: OnrampProvider) => void;
  /** Stops waiting, closes the on-ramp's window: "cancelled" (or back to idle before any window opened). */
  cancel: () => void;
  /** Back to idle, closing the window and stopping every timer (a new amount, another on-ramp). */
  reset: () => void;
  /** Stops every timer and closes the window (unmount). */
  dispose: () => void;
}

/** Loopback hosts: where the local emulator serves its on-ramp stand-in pages (it binds to nothing else). */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The on-ramp's URL when it may be opened: `https:`, or, when `allowHttp` (the host runs on the local emulator),
 * `http:` on a loopback host; null for anything else (`javascript:`, `data:`, plain http elsewhere, a relative or
 * malformed address).
 */
export function checkOnrampUrl(
  url: string,
  { allowHttp = false }: { allowHttp?: boolean | undefined } = {},
): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && allowHttp && isLoopback(parsed.hostname)) return parsed;
  return null;
}

/**
 * Runs `reduceFunding` against the window, the backend and the on-ramp: the status checks and the "on the way" note
 * on the clock; an answer of an attempt that is over (a new start, a cancel, an end, `dispose`) is dropped.
 */
export function createFundingController({
  sign,
  status,
  onChange,
  openWindow = openFundingWindow,
  allowHttp = false,
  clock = systemClock,
  cadence = {},
  onTheWayAfterMs = FUNDING_WAIT.onTheWayAfterMs,
}: FundingSessionOptions): FundingSession {
  let state: FundingState = initialFunding;
  let run = 0;
  let popup: FundingWindow | null = null;
  let pollTimer: unknown = null;
  let noteTimer: unknown = null;

  const stopTimers = () => {
    if (pollTimer !== null) clock.clearTimeout(pollTimer);
    if (noteTimer !== null) clock.clearTimeout(noteTimer);
    pollTimer = null;
    noteTimer = null;
  };
  /** Ends the current attempt: no answer that arrives later is read, no timer fires. */
  const stop = ({ closeWindow }: { closeWindow: boolean }) => {
    run++;
    stopTimers();
    if (closeWindow && popup && !popup.closed) popup.close();
    popup = null;
  };
  const dispatch = (event: FundingEvent) => {
    const next = reduceFunding(state, event);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  /** An event that ends the attempt; a refused URL or a failed signing also closes the window. */
  const finish = (event: FundingEvent, closeWindow = false) => {
    stop({ closeWindow });
    dispatch(event);
  };

  const watch = (provider: OnrampProvider, id: string, current: number) => {
    const { firstPollMs, pollEveryMs } = cadence[provider] ?? ONRAMP_CADENCE[provider];
    let failures = 0;
    let checksLeft: number | null = null;

    noteTimer = clock.setTimeout(() => {
      noteTimer = null;
      if (current === run) dispatch({ type: 'on-the-way' });
    }, onTheWayAfterMs);

    const poll = async () => {
      pollTimer = null;
      if (checksLeft === null && popup?.closed) {
        checksLeft = FUNDING_WAIT.pollsAfterClose;
        dispatch({ type: 'window-closed' });
      }
      let answer: OnrampStatus | null = null;
      try {
        answer = await status(provider, id);
        failures = 0;
      } catch {
        failures++;
      }
      if (current !== run) return;
      // Its job done, the on-ramp's window is left to the person (it shows its own receipt).
      if (answer && answer.status !== 'pending') return finish({ type: 'status', answer });
      if (failures >= FUNDING_WAIT.maxFailedPolls) return finish({ type: 'status-unavailable' });
      if (checksLeft !== null) {
        checksLeft--;
        if (checksLeft <= 0) return finish({ type: 'checks-over' });
      }
      pollTimer = clock.setTimeout(() => void poll(), pollEveryMs);
    };
    pollTimer = clock.setTimeout(() => void poll(), firstPollMs);
  };

  const start = (provider: OnrampProvider) => {
    stop({ closeWindow: true });
    const current = run;
    const opened = openWindow();
    if (!opened) {
      dispatch({ type: 'blocked', provider });
      return;
    }
    popup = opened;
    // Cut the window's way back to this page before it loads anything.
    try {
      opened.opener = null;
    } catch {
      // A window that refuses the assignment has no opener to cut.
    }
    dispatch({ type: 'start', provider });
    sign(provider).then(
      ({ url, id }) => {
        if (current !== run) return;
        const safe = checkOnrampUrl(url, { allowHttp: typeof allowHttp === 'function' ? allowHttp() : allowHttp });
        if (!safe) return finish({ type: 'insecure-url' }, true);
        if (opened.closed) return finish({ type: 'window-closed' });
        opened.location.href = safe.href;
        dispatch({ type: 'signed', id });
        watch(provider, id, current);
      },
      (error: unknown) => {
        if (current === run) finish({ type: 'sign-failed', error }, true);
      },
    );
  };

  return {
    get state() {
      return state;
    },
    start,
    cancel: () => {
      stop({ closeWindow: true });
      dispatch({ type: 'cancel' });
    },
    reset: () => {
      stop({ closeWindow: true });
      dispatch({ type: 'reset' });
    },
    dispose: () => stop({ closeWindow: true }),
  };
}

/**
 * The funding flow as a React hook, on `useController`: its calls are the host's latest; the window and timers end
 * with the component. `start` must still be called from the person's click.
 */
export function useFunding(options: Omit<FundingSessionOptions, 'onChange'>) {
  const latest = useLatest(options);
  const [state, controller] = useController<FundingState, FundingSession>(
    (onChange) =>
      createFundingController({
        ...options,
        sign: (provider) => latest.current.sign(provider),
        status: (provider, id) => latest.current.status(provider, id),
        openWindow: () => (latest.current.openWindow ?? openFundingWindow)(),
        onChange,
      }),
    initialFunding,
  );
  return { state, controller };
}
