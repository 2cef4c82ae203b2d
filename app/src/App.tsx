import { CopyProvider, useCopy } from '@sigil/ui/copy';
import { AppShell } from '@sigil/ui/screens';
import { ThemeProvider } from '@sigil/ui/theme';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { cachedSettings, fetchSettings, type SignInSettings } from './auth/app-config';
import { useCreateOnLogin } from './auth/create-on-login';
import { clearOAuthReturn, isCrossAppReturn, type OAuthReturn, readOAuthReturn } from './auth/oauth-return';
import type { RuntimeConfig } from './config';
import {
  AccountPage,
  ConnectionsPage,
  CrossAppSignInPage,
  HomePage,
  Lazy,
  Loading,
  MfaPrompt,
  PhoneNav,
  preloadScreens,
  SecurityPage,
  SettingsError,
  SignedOutScreen,
  TermsPage,
  WalletsPage,
} from './pages/lazy';
import { SignInPage } from './pages/SignInPage';
import { Link, navigate, Redirect, usePath } from './router';
import { useWideScreen } from './viewport';

/** The SDK keeps its refresh token here: a returning user waits for the session instead of seeing sign-in. */
const hasStoredSession = () => {
  try {
    return localStorage.getItem('privy:refresh_token') !== null;
  } catch {
    return false;
  }
};

/** The signed-in pages, in the navigation's order. */
const PAGES = [
  { href: '/home', key: 'shell.home' as const },
  { href: '/account', key: 'shell.account' as const },
  { href: '/wallets', key: 'shell.wallets' as const },
  { href: '/connections', key: 'shell.connections' as const },
  { href: '/security', key: 'shell.security' as const },
];

function Routes({
  config,
  settings,
  oauthReturn,
  linkReturn,
  onLinkReturnSettled,
}: {
  config: RuntimeConfig;
  settings: SignInSettings;
  /** This page load is a return from an OAuth provider (a sign-in, or a link started on the Account page). */
  oauthReturn: OAuthReturn | null;
  /** The return of a link started on the Account page (the SDK comes back to the page it left), until settled. */
  linkReturn: OAuthReturn | null;
  /** The link's return has been dealt with: its parameters leave the address bar and it is forgotten. */
  onLinkReturnSettled: () => void;
}) {
  const { t } = useCopy();
  const { port } = useAuth();
  const location = usePath();
  const [expectSession] = useState(hasStoredSession);
  const [sessionEnded, setSessionEnded] = useState(false);
  // Signed in a moment ago, or (until the SDK's first answer) a stored session at load.
  const wasSignedIn = useRef(expectSession);
  const loggingOut = useRef(false);
  const signedIn = Boolean(port?.ready && port.authenticated && port.user);
  useEffect(preloadScreens, []);
  useCreateOnLogin(settings.createOnLogin, signedIn ? (port?.user ?? null) : null, port?.providerModalOpen ?? false);

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

  const logout = async () => {
    loggingOut.current = true;
    try {
      await port?.logout();
      navigate('/signin');
    } finally {
      loggingOut.current = false;
    }
  };

  // A returning user's session is being restored: wait rather than flash the sign-in screen.
  const restoring = !port?.ready && expectSession && !oauthReturn;
  // An app that requires its terms shows them first to a user who has not accepted them (nothing else until then).
  const termsPending = signedIn && settings.requireTerms && port?.account.user?.hasAcceptedTerms === false;
  // Signing in on our landing screen takes ticking "I agree" first (every method is guarded by it), but the SDK's
  // headless sign-ins do not record it: a user who signed in there in this tab has agreed (an OAuth sign-in comes
  // back to /signin too), so the terms page records it without asking twice.
  const agreedAtSignIn = useRef(false);
  if (!signedIn && location === '/signin' && settings.requireTerms) agreedAtSignIn.current = true;
  const nav =
    signedIn && !termsPending
      ? PAGES.map((page) => ({ href: page.href, label: t(page.key), current: location === page.href }))
      : [];
  // On a phone the header's row has no room for every page: a tab bar along the bottom takes the navigation.
  const wide = useWideScreen();
  const phoneNav = !wide && nav.length > 0;

  const page = () => {
    if (termsPending) {
      return (
        <Lazy>
          <TermsPage settings={settings} agreed={agreedAtSignIn.current} onDecline={logout} />
        </Lazy>
      );
    }
    switch (location) {
      case '/signin':
        if (signedIn) return <Redirect to="/home" />;
        if (sessionEnded) {
          return (
            <Lazy>
              <SignedOutScreen onLogin={() => setSessionEnded(false)} />
            </Lazy>
          );
        }
        return <SignInPage settings={settings} oauthReturn={oauthReturn} config={config} />;
      case '/signin/apps':
        if (signedIn) return <Redirect to="/home" />;
        return (
          <Lazy>
            <CrossAppSignInPage />
          </Lazy>
        );
      case '/home':
        if (signedIn && port?.user) {
          return (
            <Lazy>
              <HomePage user={port.user} onLogout={logout} />
            </Lazy>
          );
        }
        return port?.ready || !expectSession ? <Redirect to="/signin" /> : <Loading />;
      case '/wallets':
        if (signedIn) {
          return (
            <Lazy>
              <WalletsPage />
            </Lazy>
          );
        }
        return port?.ready || !expectSession ? <Redirect to="/signin" /> : <Loading />;
      case '/account':
        if (signedIn) {
          return (
            <Lazy>
              <AccountPage settings={settings} oauthReturn={linkReturn} onReturnSettled={onLinkReturnSettled} />
            </Lazy>
          );
        }
        return port?.ready || !expectSession ? <Redirect to="/signin" /> : <Loading />;
      case '/connections':
        if (signedIn) {
          return (
            <Lazy>
              <ConnectionsPage settings={settings} />
            </Lazy>
          );
        }
        return port?.ready || !expectSession ? <Redirect to="/signin" /> : <Loading />;
      case '/security':
        if (signedIn) {
          return (
            <Lazy>
              <SecurityPage />
            </Lazy>
          );
        }
        return port?.ready || !expectSession ? <Redirect to="/signin" /> : <Loading />;
      default:
        // Unknown paths, and the root: where the user belongs (an OAuth return keeps its parameters).
        return <Redirect to={signedIn ? '/home' : `/signin${window.location.search}`} />;
    }
  };

  return (
    <AppShell
      nav={phoneNav ? [] : nav}
      renderLink={(item, className) => (
        <Link href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </Link>
      )}
      actions={
        phoneNav ? (
          // In the header, where the navigation is on wider screens (the same place in the reading and Tab order).
          <Suspense fallback={null}>
            <PhoneNav items={nav} />
          </Suspense>
        ) : undefined
      }
    >
      {restoring ? <Loading /> : page()}
      {/* Room under the page's end for the tab bar, which sits over the bottom of the screen. */}
      {phoneNav ? (
        <div aria-hidden="true" className="sg:h-[calc(var(--app-tab-bar)+env(safe-area-inset-bottom))]" />
      ) : null}
      {signedIn && port?.mfa.prompt ? (
        // No fallback: the dialog appears once its chunk is here (preloaded while idle).
        <Suspense fallback={null}>
          <MfaPrompt prompt={port.mfa.prompt} session={port.mfa} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}

/** Loads the app's dashboard settings (cached from the last visit, refreshed in the background). */
function useSettings(config: RuntimeConfig) {
  const [settings, setSettings] = useState<SignInSettings | null>(() => cachedSettings(config));
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on Retry
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchSettings(config, controller.signal).then(setSettings, (cause: unknown) => {
      if (!controller.signal.aborted) setError(cause);
    });
    return () => controller.abort();
  }, [config, attempt]);
  return { settings, error, retry: () => setAttempt((n) => n + 1) };
}

/** How long a cross-app return waits for the SDK to close its popup before the page carries on as usual. */
const CROSS_APP_RETURN_MS = 10_000;

/**
 * This page load is a cross-app consent page's return (see `isCrossAppReturn`): only the SDK works here, and it
 * closes the popup. Should the page not be a popup after all (the address opened by hand), it carries on as the
 * app without the parameters after a while.
 */
function useCrossAppReturn(initial: OAuthReturn | null) {
  const [pending, setPending] = useState(() => isCrossAppReturn(initial));
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      clearOAuthReturn();
      setPending(false);
    }, CROSS_APP_RETURN_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending;
}

export function App({ config }: { config: RuntimeConfig }) {
  const { settings, error, retry } = useSettings(config);
  const [initialReturn] = useState(() => readOAuthReturn(window.location.href));
  const crossAppReturn = useCrossAppReturn(initialReturn);
  // A cross-app return is the SDK's alone: the pages never see it as an OAuth return of theirs.
  const oauthReturn = isCrossAppReturn(initialReturn) ? null : initialReturn;
  // A link started on the Account page comes back to it; a sign-in's return (on /signin) is not the page's.
  const [linkReturn, setLinkReturn] = useState(() => (window.location.pathname === '/account' ? oauthReturn : null));
  const settleLinkReturn = () => {
    clearOAuthReturn();
    setLinkReturn(null);
  };
  return (
    <ThemeProvider
      theme={settings?.theme ?? 'light'}
      accentColor={settings?.accentColor}
      logo={settings?.logoUrl ?? undefined}
      appName={settings?.appName}
    >
      <CopyProvider>
        <AuthProvider config={config}>
          {crossAppReturn ? (
            <AppShell>
              <Loading />
            </AppShell>
          ) : settings ? (
            <Routes
              config={config}
              settings={settings}
              oauthReturn={oauthReturn}
              linkReturn={linkReturn}
              onLinkReturnSettled={settleLinkReturn}
            />
          ) : error ? (
            <Lazy>
              <SettingsError error={error} onRetry={retry} />
            </Lazy>
          ) : (
            <AppShell>
              <Loading />
            </AppShell>
          )}
        </AuthProvider>
      </CopyProvider>
    </ThemeProvider>
  );
}
