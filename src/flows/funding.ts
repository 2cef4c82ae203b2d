import type { KeysOf } from '../copy/decks';
import type { fundingCopy } from '../copy/decks/funding';
import { type ErrorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import { WALLET_POPUP } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Funding a wallet through a fiat on-ramp (spec 1: signed on-ramp URLs), as the provider's own funding screens do
 * it, without their modal:
 *
 *   start(provider) → opening (a blank window is opened from the click, then the backend signs the on-ramp's URL)
 *                   → waiting (the window shows the on-ramp; the purchase's status is polled at the provider's
 *                     cadence) → completed | failed | cancelled
 *   a window the browser refused → popup-blocked (Retry opens it again from the user's click).
 *
 * The window gets no access to this page: it is opened on `about:blank` (so the browser can still say it blocked
 * it, which `noopener` would hide), its `opener` is cut, and only then is it sent to the signed URL, which must be
 * `https:` (`http:` only where the host says it runs on the local emulator, and then only on loopback). Timings
 * copy the provider's modal: MoonPay is asked every 3 s from 8 s after the window opened, Coinbase every 1.5 s from
 * 5 s; three failed checks in a row end in an error; a window closed by the person is followed by three more
 * checks, then "cancelled" unless the purchase went through meanwhile; after 30 s the waiting screen adds that the
 * funds may be on the way.
 */

/** The card on-ramps of the provider's funding (its `funding_config` methods `moonpay` and `coinbase-onramp`). */
export const ONRAMP_PROVIDERS = ['moonpay', 'coinbase'] as const;
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

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

/** What the on-ramp says of a purchase (MoonPay's transaction status, Coinbase's on-ramp status, normalised). */
export type OnrampStatus =
  | { status: 'pending' }
  | { status: 'completed'; txHash?: string | null | undefined }
  | { status: 'failed' };

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

/** Why funding failed: the on-ramp declined or failed the purchase, its status could not be read, its URL was refused, or the backend's error. */
export type FundingFailure = 'declined' | 'status-unavailable' | 'insecure-url' | 'error';

export type FundingState =
  | { status: 'idle' }
  | { status: 'opening'; provider: OnrampProvider }
  | { status: 'popup-blocked'; provider: OnrampProvider }
  | {
      status: 'waiting';
      provider: OnrampProvider;
      id: string;
      /** The person closed the on-ramp's window: the last checks are under way. */
      popupClosed: boolean;
      /** 30 s have passed: the funds may be on the way. */
      onTheWay: boolean;
    }
  | { status: 'completed'; provider: OnrampProvider; id: string; txHash: string | null }
  | {
      status: 'failed';
      provider: OnrampProvider;
      reason: FundingFailure;
      /** reason 'error': the catalogue's entry for what the backend threw. */
      error: ErrorEntry | null;
    }
  | { status: 'cancelled'; provider: OnrampProvider };

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
  let state: FundingState = { status: 'idle' };
  let run = 0;
  let popup: FundingWindow | null = null;
  let pollTimer: unknown = null;
  let noteTimer: unknown = null;

  const emit = (next: FundingState) => {
    state = next;
    onChange(next);
  };
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
  const finish = (next: FundingState, closeWindow = false) => {
    stop({ closeWindow });
    emit(next);
  };

  const watch = (provider: OnrampProvider, id: string, current: number) => {
    const { firstPollMs, pollEveryMs } = cadence[provider] ?? ONRAMP_CADENCE[provider];
    let failures = 0;
    let checksLeft: number | null = null;
    const waiting = () => (state.status === 'waiting' ? state : null);

    noteTimer = clock.setTimeout(() => {
      noteTimer = null;
      const now = waiting();
      if (current === run && now) emit({ ...now, onTheWay: true });
    }, onTheWayAfterMs);

    const poll = async () => {
      pollTimer = null;
      if (checksLeft === null && popup?.closed) {
        checksLeft = FUNDING_WAIT.pollsAfterClose;
        const now = waiting();
        if (now) emit({ ...now, popupClosed: true });
      }
      let answer: OnrampStatus | null = null;
      try {
        answer = await status(provider, id);
        failures = 0;
      } catch {
        failures++;
      }
      if (current !== run) return;
      if (answer?.status === 'completed') {
        // Its job done, the on-ramp's window is left to the person (it shows its own receipt).
        finish({ status: 'completed', provider, id, txHash: answer.txHash ?? null });
        return;
      }
      if (answer?.status === 'failed') {
        finish({ status: 'failed', provider, reason: 'declined', error: null });
        return;
      }
      if (failures >= FUNDING_WAIT.maxFailedPolls) {
        finish({ status: 'failed', provider, reason: 'status-unavailable', error: null });
        return;
      }
      if (checksLeft !== null) {
        checksLeft--;
        if (checksLeft <= 0) {
          finish({ status: 'cancelled', provider });
          return;
        }
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
      emit({ status: 'popup-blocked', provider });
      return;
    }
    popup = opened;
    // Cut the window's way back to this page before it loads anything.
    try {
      opened.opener = null;
    } catch {
      // A window that refuses the assignment has no opener to cut.
    }
    emit({ status: 'opening', provider });
    sign(provider).then(
      ({ url, id }) => {
        if (current !== run) return;
        const safe = checkOnrampUrl(url, { allowHttp: typeof allowHttp === 'function' ? allowHttp() : allowHttp });
        if (!safe) {
          finish({ status: 'failed', provider, reason: 'insecure-url', error: null }, true);
          return;
        }
        if (opened.closed) {
          // Closed while the URL was being signed: nothing was bought.
          finish({ status: 'cancelled', provider });
          return;
        }
        opened.location.href = safe.href;
        emit({ status: 'waiting', provider, id, popupClosed: false, onTheWay: false });
        watch(provider, id, current);
      },
      (error: unknown) => {
        if (current !== run) return;
        finish({ status: 'failed', provider, reason: 'error', error: messageFor(error) }, true);
      },
    );
  };

  const cancel = () => {
    const provider = 'provider' in state ? state.provider : null;
    const underWay = state.status === 'opening' || state.status === 'waiting';
    stop({ closeWindow: true });
    emit(underWay && provider ? { status: 'cancelled', provider } : { status: 'idle' });
  };

  const reset = () => {
    stop({ closeWindow: true });
    emit({ status: 'idle' });
  };

  return {
    get state() {
      return state;
    },
    start,
    cancel,
    reset,
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
    { status: 'idle' },
  );
  return { state, controller };
}

/* ── The amount ── */

type FundingKey = KeysOf<typeof fundingCopy>;

/** The amounts a person may buy, in US dollars (ours: the on-ramps set their own limits on their pages). */
export const FUNDING_AMOUNT = { minUsd: 1, maxUsd: 10_000 } as const;

/** The amounts offered as one-click choices. */
export const FUNDING_PRESETS_USD: readonly number[] = [25, 50, 100];

export type AmountCheck = { ok: true; amountUsd: number } | { ok: false; error: FundingKey };

/**
 * Reads a US-dollar amount as typed: digits with at most two decimals ("25", "25.5", "1,000.00"; a leading "$" and
 * grouping commas are allowed), between `FUNDING_AMOUNT.minUsd` and `maxUsd`. Never throws.
 */
export function checkFundingAmount(text: unknown): AmountCheck {
  if (typeof text !== 'string') return { ok: false, error: 'funding.amount.invalid' };
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, error: 'funding.amount.empty' };
  if (trimmed.length > 16 || !/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(trimmed)) {
    return { ok: false, error: 'funding.amount.invalid' };
  }
  const amountUsd = Number(trimmed.replaceAll(',', ''));
  if (!Number.isFinite(amountUsd)) return { ok: false, error: 'funding.amount.invalid' };
  if (amountUsd < FUNDING_AMOUNT.minUsd) return { ok: false, error: 'funding.amount.tooSmall' };
  if (amountUsd > FUNDING_AMOUNT.maxUsd) return { ok: false, error: 'funding.amount.tooLarge' };
  return { ok: true, amountUsd };
}

/**
 * What an amount buys at a price, in the smallest unit of the asset (wei for 18 decimals), rounded down; null
 * without a usable price.
 */
export function cryptoForUsd(amountUsd: number, usdPrice: number | null, decimals: number): bigint | null {
  if (usdPrice === null || !Number.isFinite(usdPrice) || usdPrice <= 0) return null;
  if (!Number.isFinite(amountUsd) || amountUsd < 0) return null;
  const cents = BigInt(Math.round(amountUsd * 100));
  // The price to a millionth of a dollar is plenty for an estimate.
  const micro = BigInt(Math.round(usdPrice * 1_000_000));
  if (micro === 0n) return null;
  return (cents * 10_000n * 10n ** BigInt(decimals)) / micro;
}
