import { useCopy } from '@sigil/ui/copy';
import { Spinner } from '@sigil/ui/primitives';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * What is not needed to show the first screen loads as its own chunks, fetched in the background once the
 * first screen is up, so choosing it later is instant: the sign-in journeys (with the phone field's number
 * metadata and the wallet flows), the home page, the logged-out and settings-error screens.
 */
const loaders = {
  journeys: () => import('@sigil/ui/journeys'),
  wallet: () => import('./WalletSignIn'),
  home: () => import('./HomePage'),
  signedOut: () => import('./SignedOut'),
  settingsError: () => import('./SettingsError'),
};

export const OtpJourney = lazy(() => loaders.journeys().then((m) => ({ default: m.OtpJourney })));
export const PasskeyJourney = lazy(() => loaders.journeys().then((m) => ({ default: m.PasskeyJourney })));
export const WalletSignIn = lazy(() => loaders.wallet().then((m) => ({ default: m.WalletSignIn })));
export const OAuthJourney = lazy(() => loaders.journeys().then((m) => ({ default: m.OAuthJourney })));
export const TelegramJourney = lazy(() => loaders.journeys().then((m) => ({ default: m.TelegramJourney })));
export const GuestJourney = lazy(() => loaders.journeys().then((m) => ({ default: m.GuestJourney })));
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

export function Loading() {
  const { t } = useCopy();
  return (
    <div className="flex justify-center py-16 text-accent-text">
      <Spinner size="lg" label={t('shell.starting')} />
    </div>
  );
}

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
