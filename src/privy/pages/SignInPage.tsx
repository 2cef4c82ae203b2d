import { useCopy } from '@sigil/ui/copy';
import { type LastUsedMemory, preloadSignInJourneys, SignInJourney } from '@sigil/ui/journeys';
import { useEffect, useState } from 'react';
import { useBackend } from '../auth/AuthProvider';
import type { SignInSettings } from '../auth/app-config';
import { countConnectedApps } from '../auth/app-config';
import { clearOAuthReturn, type OAuthReturn } from '../auth/oauth-return';
import type { RuntimeConfig } from '../config';
import { Link } from '../router';
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
const discoverWallets = () => import('../auth/browser-wallets').then((m) => m.browserWallets);

/** How many other apps' accounts can sign in here (read after the page is up; none when it cannot be read). */
function useConnectedAppCount(config: RuntimeConfig) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    countConnectedApps(config, controller.signal).then(setCount, () => undefined);
    return () => controller.abort();
  }, [config]);
  return count;
}

/**
 * The sign-in page: the library's whole sign-in (`SignInJourney`), handed the app's settings and every
 * journey's port from the SDK. Farcaster opens the provider's own modal: the SDK has no headless Farcaster
 * sign-in on the web (README: headless coverage). When other provider apps are connected to this one, a link
 * leads to signing in with an account from one of them (`/signin/apps`).
 */
export function SignInPage({
  settings,
  oauthReturn,
  config,
}: {
  settings: SignInSettings;
  oauthReturn: OAuthReturn | null;
  config: RuntimeConfig;
}) {
  const { t } = useCopy();
  const connectedApps = useConnectedAppCount(config);
  // Each method's journey, and the wallet discovery code, fetched once the page is up: choosing one is instant.
  useEffect(() => preloadWhenIdle([preloadSignInJourneys, discoverWallets]), []);
  const backends = {
    email: useBackend((port) => port.email),
    sms: useBackend((port) => port.sms),
    passkey: useBackend((port) => port.passkey),
    siwe: useBackend((port) => port.siwe),
    siws: useBackend((port) => port.siws),
    discoverWallets,
    oauth: useBackend((port) => port.oauth),
    telegram: useBackend((port) => port.telegram),
    guest: useBackend((port) => port.guest, { walletFrame: true }),
    providerModal: useBackend((port) => ({ open: port.providerModal })),
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
      {connectedApps > 0 ? (
        <p className="mt-6 text-center text-sm">
          <Link
            href="/signin/apps"
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('signin.otherApps')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
