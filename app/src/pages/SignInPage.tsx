import { type LastUsedMemory, preloadSignInJourneys, SignInJourney } from '@sigil/ui/journeys';
import { useEffect } from 'react';
import { useBackend } from '../auth/AuthProvider';
import type { SignInSettings } from '../auth/app-config';
import { clearOAuthReturn, type OAuthReturn } from '../auth/oauth-return';
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

/**
 * The sign-in page: the library's whole sign-in (`SignInJourney`), handed the app's settings and every
 * journey's port from the SDK. Farcaster opens the provider's own modal: the SDK has no headless Farcaster
 * sign-in on the web (README: headless coverage).
 */
export function SignInPage({ settings, oauthReturn }: { settings: SignInSettings; oauthReturn: OAuthReturn | null }) {
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
    <SignInJourney
      settings={settings}
      backends={backends}
      oauthReturn={oauthReturn}
      onReturnSettled={clearOAuthReturn}
      lastUsed={lastUsed}
    />
  );
}
