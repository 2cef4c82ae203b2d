import { type ReactNode, useEffect, useState } from 'react';
import { useCopy } from '../../copy';
import { type LastUsedMemory, preloadSignInJourneys, SignInJourney } from '../../journeys/sign-in';
import { countConnectedApps } from '../app-config';
import type { PrivyAppConfig } from '../config';
import { clearOAuthReturn } from '../oauth-return';
import { usePrivyBackend, useSigilPrivy } from '../session';
import { preloadWhenIdle } from './lazy';

const LAST_USED = 'sigil:last-login-method';

/** The last-used method in this browser's storage; not remembering (storage blocked) is fine. */
const lastUsed: LastUsedMemory = {
  get: () => {
    try {
      return localStorage.getItem(LAST_USED);
    } catch {
      return null;
    }
  },
  set: (method) => {
    try {
      localStorage.setItem(LAST_USED, method);
    } catch {
      // Not remembering is fine.
    }
  },
};

/** This browser's wallets, found by code loaded with the wallet journey (not part of the first screen). */
const discoverWallets = () => import('../browser-wallets').then((m) => m.browserWallets);

/** How many other apps' accounts can sign in here (read after the page is up; none when it cannot be read). */
function useConnectedAppCount({ appId, clientId, apiUrl }: PrivyAppConfig, asked: boolean) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    countConnectedApps({ appId, clientId, apiUrl }, controller.signal).then(setCount, () => undefined);
    return () => controller.abort();
  }, [appId, clientId, apiUrl, asked]);
  return count;
}

/** Underlined, with the focus ring every control draws (not the browser's own outline). */
const OTHER_APPS_LINK =
  'sg:rounded-sm sg:font-medium sg:underline sg:underline-offset-4 sg:outline-none sg:hover:no-underline sg:focus-visible:ring-2 sg:focus-visible:ring-ring';
const anchor = (href: string, className: string, label: string) => (
  <a href={href} className={className}>
    {label}
  </a>
);

/** `SignInPage`'s props: where signing in with another app's account is, and how your router links to it. */
export interface SignInPageProps {
  /**
   * The path of your `CrossAppSignInPage`: when other provider apps are connected to this one, a link under the
   * sign-in leads there. Unset: not offered (and the connections are not asked for).
   */
  crossAppHref?: string | undefined;
  /** Renders that link with your router (a real anchor: new tab and copy link work); a plain anchor by default. */
  renderLink?: ((href: string, className: string, label: string) => ReactNode) | undefined;
}

/**
 * The sign-in page: the library's whole sign-in (`SignInJourney`), handed the app's settings and every
 * journey's port from the SDK. Farcaster opens the provider's own modal: the SDK has no headless Farcaster
 * sign-in on the web (docs/app.md#headless-coverage). A page load that returns from an OAuth provider finishes its
 * sign-in here. Signed in, `useSigilPrivy().signedIn` turns true: show the signed-in pages.
 */
export function SignInPage({ crossAppHref, renderLink }: SignInPageProps) {
  const { t } = useCopy();
  const { app, settings, oauthReturn } = useSigilPrivy();
  const connectedApps = useConnectedAppCount(app, crossAppHref !== undefined);
  // Each method's journey, and the wallet discovery code, fetched once the page is up: choosing one is instant.
  useEffect(() => preloadWhenIdle([preloadSignInJourneys, discoverWallets]), []);
  const backends = {
    email: usePrivyBackend((port) => port.email),
    sms: usePrivyBackend((port) => port.sms),
    passkey: usePrivyBackend((port) => port.passkey),
    siwe: usePrivyBackend((port) => port.siwe),
    siws: usePrivyBackend((port) => port.siws),
    discoverWallets,
    oauth: usePrivyBackend((port) => port.oauth),
    telegram: usePrivyBackend((port) => port.telegram),
    guest: usePrivyBackend((port) => port.guest, { walletFrame: true }),
    providerModal: usePrivyBackend((port) => ({ open: port.providerModal })),
  };
  return (
    <>
      <SignInJourney
        settings={settings}
        backends={backends}
        oauthReturn={oauthReturn}
        onReturnSettled={clearOAuthReturn}
        lastUsed={lastUsed}
      />
      {crossAppHref && connectedApps > 0 ? (
        <p className="sg:mt-6 sg:text-center sg:text-sm">
          {(renderLink ?? anchor)(crossAppHref, OTHER_APPS_LINK, t('signin.otherApps'))}
        </p>
      ) : null}
    </>
  );
}
