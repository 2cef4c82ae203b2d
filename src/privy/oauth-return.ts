/** The provider-prefixed parameters an OAuth provider returns with (spec 2). */
const OAUTH_RETURN_PARAMS = ['privy_oauth_code', 'privy_oauth_state', 'privy_oauth_provider'] as const;

/** A page load's return from an OAuth provider (a sign-in or a link), read from the provider-prefixed parameters. */
export interface OAuthReturn {
  /** The provider it returned from: a built-in id, `custom:<id>`, or another app's `privy:<app id>`. */
  provider: string;
  /** The provider sent no code: the user denied (the SDK then reports the error). */
  denied: boolean;
}

/** Whether this page load is a return from an OAuth provider, and from which. */
export function readOAuthReturn(href: string): OAuthReturn | null {
  const params = new URL(href).searchParams;
  const provider = params.get('privy_oauth_provider');
  const state = params.get('privy_oauth_state');
  if (!provider || !state) return null;
  const code = params.get('privy_oauth_code');
  return { provider, denied: !code || code === 'undefined' };
}

/** The address without the OAuth parameters, everything else (path, other parameters, hash) kept. */
export function withoutOAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of OAUTH_RETURN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the OAuth parameters from the address bar once the SDK has used them (no new history entry). */
export function clearOAuthReturn(win: Pick<Window, 'location' | 'history'> = window) {
  const next = withoutOAuthParams(win.location.href);
  if (next !== `${win.location.pathname}${win.location.search}${win.location.hash}`) {
    win.history.replaceState(win.history.state, '', next);
  }
}

/**
 * A cross-app return: another provider app's consent page sends its popup back to the page that opened it, with a
 * `privy:<app id>` provider. The SDK, mounted in that popup, hands the code to its opener (a message, or its
 * BroadcastChannel when the opener is out of reach) and closes the popup: the app must not treat it as its own
 * OAuth return, nor clear its parameters before the SDK has read them.
 */
export const isCrossAppReturn = (value: OAuthReturn | null): boolean => value?.provider.startsWith('privy:') ?? false;
