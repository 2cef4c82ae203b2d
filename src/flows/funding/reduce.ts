import { type ErrorEntry, messageFor } from '../../copy/errors';

/** The card on-ramps of the provider's funding (its `funding_config` methods `moonpay` and `coinbase-onramp`). */
export const ONRAMP_PROVIDERS = ['moonpay', 'coinbase'] as const;
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

/** What the on-ramp says of a purchase (MoonPay's transaction status, Coinbase's on-ramp status, normalised). */
export type OnrampStatus =
  | { status: 'pending' }
  | { status: 'completed'; txHash?: string | null | undefined }
  | { status: 'failed' };

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

/** What happens to a purchase: the person's clicks, the window, the backend's and the on-ramp's answers, the timers. */
export type FundingEvent =
  /** The window opened from the person's click; the backend is signing the on-ramp's URL. */
  | { type: 'start'; provider: OnrampProvider }
  /** The browser refused the window. */
  | { type: 'blocked'; provider: OnrampProvider }
  /** The signed URL was opened in the window: the purchase's status is asked from now on. */
  | { type: 'signed'; id: string }
  /** The signed URL is not one the window may open. */
  | { type: 'insecure-url' }
  /** The backend could not sign the URL. */
  | { type: 'sign-failed'; error: unknown }
  /** The person closed the on-ramp's window. */
  | { type: 'window-closed' }
  /** The "on the way" delay has passed. */
  | { type: 'on-the-way' }
  /** The on-ramp answered a status check. */
  | { type: 'status'; answer: OnrampStatus }
  /** Too many status checks failed in a row. */
  | { type: 'status-unavailable' }
  /** The checks after the window closed are over without a purchase. */
  | { type: 'checks-over' }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialFunding: FundingState = { status: 'idle' };

/**
 * The state changes, pure (the timers fire events, they are not read here): an event that does not fit the current
 * state returns the same state.
 */
export function reduceFunding(state: FundingState, event: FundingEvent): FundingState {
  switch (event.type) {
    case 'start':
      return { status: 'opening', provider: event.provider };
    case 'blocked':
      return { status: 'popup-blocked', provider: event.provider };
    case 'reset':
      return state.status === 'idle' ? state : initialFunding;
    case 'cancel':
      if (state.status === 'opening' || state.status === 'waiting')
        return { status: 'cancelled', provider: state.provider };
      return state.status === 'idle' ? state : initialFunding;
  }
  if (state.status === 'opening') {
    const { provider } = state;
    switch (event.type) {
      case 'signed':
        return { status: 'waiting', provider, id: event.id, popupClosed: false, onTheWay: false };
      case 'insecure-url':
        return { status: 'failed', provider, reason: 'insecure-url', error: null };
      case 'sign-failed':
        return { status: 'failed', provider, reason: 'error', error: messageFor(event.error) };
      // Closed while the URL was being signed: nothing was bought.
      case 'window-closed':
        return { status: 'cancelled', provider };
      default:
        return state;
    }
  }
  if (state.status !== 'waiting') return state;
  const { provider, id } = state;
  switch (event.type) {
    case 'window-closed':
      return state.popupClosed ? state : { ...state, popupClosed: true };
    case 'on-the-way':
      return state.onTheWay ? state : { ...state, onTheWay: true };
    case 'status':
      if (event.answer.status === 'completed') {
        return { status: 'completed', provider, id, txHash: event.answer.txHash ?? null };
      }
      if (event.answer.status === 'failed') return { status: 'failed', provider, reason: 'declined', error: null };
      return state;
    case 'status-unavailable':
      return { status: 'failed', provider, reason: 'status-unavailable', error: null };
    case 'checks-over':
      return { status: 'cancelled', provider };
    default:
      return state;
  }
}
