import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { Backend } from '../ports';
import type { PrivyAppSettings } from './app-config';
import type { PrivyAppConfig } from './config';
import type { OAuthReturn } from './oauth-return';
import type { AuthPort } from './port';

/** The SDK's side of `useSigilPrivy()`: the ports as the SDK fills them, and ways to wait for them. */
export interface AuthContextValue {
  /** Null until the SDK chunk has loaded and mounted. */
  port: AuthPort | null;
  /** The SDK chunk could not load (offline, blocked): sign-in cannot proceed. */
  loadFailed: boolean;
  /** Resolves with the port once the SDK is ready: actions taken before that wait rather than fail. */
  whenReady: () => Promise<AuthPort>;
  /** Resolves once the provider's wallet frame is ready too (or after `timeoutMs`, to go on regardless). */
  whenWalletFrameReady: (timeoutMs?: number) => Promise<AuthPort>;
}

/** The SDK's side of the session, provided by `AuthProvider`. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The SDK's side alone (`AuthProvider`'s), usable before the app's settings are known. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('Sigil: use this inside <SigilPrivyProvider>.');
  return value;
}

/**
 * One journey's backend, taken from the auth port as the SDK fills it: its port (null until the SDK has loaded)
 * and a `whenReady` that waits for it (or, with `walletFrame`, for the provider's wallet frame too, which
 * embedded wallets, guest sign-in and passkey unlinking need). Hand it to a library journey:
 * `<WalletsJourney backend={usePrivyBackend((port) => port.wallets, { walletFrame: true })} … />`.
 */
export function usePrivyBackend<Port>(
  select: (port: AuthPort) => Port,
  { walletFrame = false }: { walletFrame?: boolean | undefined } = {},
): Backend<Port> {
  const { port, whenReady, whenWalletFrameReady } = useAuth();
  return {
    port: port ? select(port) : null,
    whenReady: () => (walletFrame ? whenWalletFrameReady() : whenReady()).then(select),
  };
}

/** What `useSigilPrivy()` gives the pages inside `SigilPrivyProvider`. */
export interface SigilPrivy extends AuthContextValue {
  /** The provider app Sigil talks to. */
  app: PrivyAppConfig;
  /** The app's dashboard settings (methods, theme, terms, wallets created on login, funding). */
  settings: PrivyAppSettings;
  /** The SDK is ready and a user is signed in (`port.user` is theirs). */
  signedIn: boolean;
  /**
   * The SDK is still loading and this browser holds a session from an earlier visit: a signed-in page should wait
   * (a spinner) rather than send the user to sign in.
   */
  sessionPending: boolean;
  /** As `sessionPending`, and this page load is no OAuth return: show a spinner, not the sign-in screen. */
  restoring: boolean;
  /**
   * The session ended without the user logging out (it expired or was revoked): say so (`SignedOutPage`) until
   * `dismissSessionEnded()`.
   */
  sessionEnded: boolean;
  /** The user has read that their session ended: back to signing in. */
  dismissSessionEnded: () => void;
  /**
   * The app requires its terms and the signed-in user has not accepted them: show `TermsPage` before anything else.
   */
  termsPending: boolean;
  /** Logs out (then calls `SigilPrivyProvider`'s `onLogout`); a session ended this way is not `sessionEnded`. */
  logout: () => Promise<void>;
  /** This page load is a return from an OAuth provider (a sign-in, or a link); null otherwise. */
  oauthReturn: OAuthReturn | null;
  /** The return of a link started on the Account page (it comes back there), until the page has settled it. */
  accountReturn: OAuthReturn | null;
  /** The Account page has dealt with its return: the parameters leave the address bar and it is forgotten. */
  settleAccountReturn: () => void;
}

const SessionContext = createContext<SigilPrivy | null>(null);

/** The session inside `SigilPrivyProvider`: the ports, the app's settings, whether (and how) a user is signed in. */
export function useSigilPrivy(): SigilPrivy {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Sigil: useSigilPrivy() works inside <SigilPrivyProvider>.');
  return value;
}

/** The SDK keeps its refresh token here: a returning user waits for the session instead of seeing sign-in. */
const hasStoredSession = () => {
  try {
    return localStorage.getItem('privy:refresh_token') !== null;
  } catch {
    return false;
  }
};

/** The session's state, once the app's settings are known (rendered by `SigilPrivyProvider`). */
export function Session({
  app,
  settings,
  oauthReturn,
  accountReturn,
  settleAccountReturn,
  onLogout,
  children,
}: Pick<SigilPrivy, 'app' | 'settings' | 'oauthReturn' | 'accountReturn' | 'settleAccountReturn'> & {
  onLogout: (() => void) | undefined;
  children: ReactNode;
}) {
  const auth = useAuth();
  const { port } = auth;
  const [expectSession] = useState(hasStoredSession);
  const [sessionEnded, setSessionEnded] = useState(false);
  // Signed in a moment ago, or (until the SDK's first answer) a stored session at load.
  const wasSignedIn = useRef(expectSession);
  const loggingOut = useRef(false);
  const signedIn = Boolean(port?.ready && port.authenticated && port.user);

  useEffect(() => {
    if (!port?.ready) return;
    if (signedIn) {
      wasSignedIn.current = true;
      setSessionEnded(false);
    } else {
      // The session ended without the user logging out (expired or revoked): say so.
      if (wasSignedIn.current && !loggingOut.current) setSessionEnded(true);
      wasSignedIn.current = false;
    }
  }, [port?.ready, signedIn]);

  const sessionPending = !port?.ready && expectSession;
  const value: SigilPrivy = {
    ...auth,
    app,
    settings,
    signedIn,
    sessionPending,
    // A returning user's session is being restored: wait rather than flash the sign-in screen.
    restoring: sessionPending && !oauthReturn,
    sessionEnded,
    dismissSessionEnded: () => setSessionEnded(false),
    // An app that requires its terms shows them first to a user who has not accepted them (nothing else until then).
    termsPending: signedIn && settings.requireTerms && port?.account.user?.hasAcceptedTerms === false,
    logout: async () => {
      loggingOut.current = true;
      try {
        await port?.logout();
        onLogout?.();
      } finally {
        loggingOut.current = false;
      }
    },
    oauthReturn,
    accountReturn,
    settleAccountReturn,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
