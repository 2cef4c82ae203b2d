import { type ReactNode, useEffect, useState } from 'react';
import { type CopyDeck, CopyProvider, type Locale } from '../copy';
import { type Appearance, ThemeProvider } from '../theme';
import { AuthProvider } from './AuthProvider';
import { cachedSettings, fetchSettings, type PrivyAppSettings } from './app-config';
import type { PrivyAppConfig, PrivySdkOptions } from './config';
import { clearOAuthReturn, isCrossAppReturn, type OAuthReturn, readOAuthReturn } from './oauth-return';
import { preloadPages, SettingsError } from './pages/lazy';
import { Session } from './session';

/** `SigilPrivyProvider`'s props: the provider app, the SDK's settings, and how Sigil looks and reads. */
export interface SigilPrivyProviderProps extends PrivySdkOptions {
  /**
   * Overrides of the dashboard's appearance (its theme, accent colour, logo and name, which apply otherwise): what is
   * set here wins.
   */
  appearance?: Appearance | undefined;
  /** The locale of every Sigil screen: `english` (default), `arabic`, or one of your own (`@sigil/ui/copy`). */
  locale?: Locale | undefined;
  /** Wording overrides, by copy key, over the locale's. */
  copyOverrides?: CopyDeck | undefined;
  /**
   * The path of your Account page (`AccountPage`): an OAuth link started there comes back to it (the provider returns
   * to the page that left), which then shows how the link went. Default `/account`.
   */
  accountPath?: string | undefined;
  /** Called once `logout()` has logged out (before the session's end is judged): e.g. go to your sign-in page. */
  onLogout?: (() => void) | undefined;
  /** Shown while the app's settings load (the first visit; later visits show the cached ones at once). */
  fallback?: ReactNode | undefined;
  /** Shown when the app's settings cannot be loaded (offline, provider down); default: the reason and Retry. */
  renderError?: ((error: unknown, retry: () => void) => ReactNode) | undefined;
  /** Your pages: rendered once the app's settings are known, so `useSigilPrivy().settings` is always there. */
  children: ReactNode;
}

/** Loads the app's dashboard settings (cached from the last visit, refreshed in the background). */
function useSettings(config: PrivyAppConfig) {
  const { appId, clientId, apiUrl } = config;
  const [settings, setSettings] = useState<PrivyAppSettings | null>(() => cachedSettings(config));
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the app's three values stand for `config`; `attempt` re-runs the fetch on Retry
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchSettings({ appId, clientId, apiUrl }, controller.signal).then(setSettings, (cause: unknown) => {
      if (!controller.signal.aborted) setError(cause);
    });
    return () => controller.abort();
  }, [appId, clientId, apiUrl, attempt]);
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

/**
 * Sigil on the provider's SDK, for an app with a provider app id: themes and words every screen inside it from the
 * app's dashboard settings (overridable: `appearance`, `locale`), loads the SDK after the first screen has painted
 * (its `PrivyProvider` with `config`), fills every journey's port from the SDK's headless hooks, and keeps the
 * session's state (`useSigilPrivy()`). Inside it, the pages of `@sigil/ui/privy` (`SignInPage`, `WalletsPage`,
 * `SecurityPage`, `AccountPage`, `ConnectionsPage` …) need no props to speak of, and `usePrivyBackend` hands any
 * library journey its backend. It also reads an OAuth return at load, leaves a cross-app consent pop-up's return to
 * the SDK, and creates embedded wallets on login as the dashboard says, which the SDK's headless sign-ins do not.
 * Live and emulated differ only in `appId`, `apiUrl` and the outside parties' addresses.
 */
export function SigilPrivyProvider({
  appearance,
  locale,
  copyOverrides,
  accountPath = '/account',
  onLogout,
  fallback,
  renderError = (error, retry) => <SettingsError error={error} onRetry={retry} />,
  children,
  ...sdk
}: SigilPrivyProviderProps) {
  const { settings, error, retry } = useSettings(sdk);
  const [initialReturn] = useState(() => readOAuthReturn(window.location.href));
  const crossAppReturn = useCrossAppReturn(initialReturn);
  // A cross-app return is the SDK's alone: the pages never see it as an OAuth return of theirs.
  const oauthReturn = isCrossAppReturn(initialReturn) ? null : initialReturn;
  // A link started on the Account page comes back to it; a sign-in's return (on the sign-in page) is not the page's.
  const [accountReturn, setAccountReturn] = useState(() =>
    window.location.pathname === accountPath ? oauthReturn : null,
  );
  const settleAccountReturn = () => {
    clearOAuthReturn();
    setAccountReturn(null);
  };
  // Once the pages show, the others are fetched while the browser is idle.
  const showing = !crossAppReturn && settings !== null;
  useEffect(() => {
    if (showing) preloadPages();
  }, [showing]);
  return (
    <ThemeProvider
      theme={settings?.theme ?? 'light'}
      accentColor={settings?.accentColor}
      logo={settings?.logoUrl ?? undefined}
      appName={settings?.appName}
      {...appearance}
    >
      <CopyProvider locale={locale} overrides={copyOverrides}>
        <AuthProvider sdk={sdk} createOnLogin={settings?.createOnLogin}>
          {crossAppReturn ? (
            fallback
          ) : settings ? (
            <Session
              app={sdk}
              settings={settings}
              oauthReturn={oauthReturn}
              accountReturn={accountReturn}
              settleAccountReturn={settleAccountReturn}
              onLogout={onLogout}
            >
              {children}
            </Session>
          ) : error ? (
            renderError(error, retry)
          ) : (
            fallback
          )}
        </AuthProvider>
      </CopyProvider>
    </ThemeProvider>
  );
}
