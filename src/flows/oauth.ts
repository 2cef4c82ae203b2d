import { type ErrorEntry, messageFor } from '../copy/errors';
import type { SimpleAuthFlowState } from './types';

/**
 * OAuth sign-in as the screen shows it. The SDK reports initial / loading / done / error; the screen also
 * needs to say whether the browser is being redirected or a popup is open, and offer Retry when a popup was
 * blocked.
 */
export type OAuthPhase = 'choosing' | 'redirecting' | 'popup-open' | 'returning' | 'success' | 'error';

export interface OAuthView {
  phase: OAuthPhase;
  provider: string | null;
  error: ErrorEntry | null;
}

/** Maps the SDK's OAuth state plus what the app knows (popup or redirect, returning) to the screen's phase. */
export function oauthView(
  state: SimpleAuthFlowState,
  {
    provider = null,
    mode = 'redirect',
    returning = false,
  }: {
    provider?: string | null | undefined;
    mode?: 'redirect' | 'popup' | undefined;
    returning?: boolean | undefined;
  } = {},
): OAuthView {
  switch (state.status) {
    case 'initial':
      return { phase: returning ? 'returning' : 'choosing', provider, error: null };
    case 'loading':
      return {
        phase: returning ? 'returning' : mode === 'popup' ? 'popup-open' : 'redirecting',
        provider,
        error: null,
      };
    case 'done':
      return { phase: 'success', provider, error: null };
    case 'error':
      return { phase: 'error', provider, error: messageFor(state.error, 'oauth') };
  }
}

/** Popups opened outside a user gesture are blocked; the SDK then throws a message the catalogue knows. */
export function isPopupBlocked(error: ErrorEntry | null): boolean {
  return error?.id === 'popupBlocked';
}
