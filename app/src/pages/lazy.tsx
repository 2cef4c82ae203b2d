import { JourneyLoading, preloadSignInJourneys } from '@sigil/ui/journeys';
import { lazy, type ReactNode, Suspense } from 'react';
import { discoverWallets } from './SignInPage';

/**
 * The app's pages that are not needed to show the first screen load as their own chunks, fetched in the
 * background once the first screen is up, so opening them later is instant: the home page, the logged-out
 * and settings-error screens; and the sign-in journeys (with the phone field's number metadata and the wallet
 * flows), which `SignInJourney` loads as the user chooses a method.
 */
const loaders = {
  journeys: preloadSignInJourneys,
  wallets: discoverWallets,
  home: () => import('./HomePage'),
  signedOut: () => import('./SignedOut'),
  settingsError: () => import('./SettingsError'),
};

export const HomePage = lazy(() => loaders.home().then((m) => ({ default: m.HomePage })));
export const SettingsError = lazy(() => loaders.settingsError().then((m) => ({ default: m.SettingsError })));
export const SignedOutScreen = lazy(() => loaders.signedOut().then((m) => ({ default: m.SignedOutScreen })));

/** Fetches every lazy chunk while the browser is idle. */
export function preloadScreens() {
  const run = () => {
    for (const load of Object.values(loaders)) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** The app's loading state: the one the sign-in journey shows while a journey loads. */
export const Loading = JourneyLoading;

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
