import { useCopy } from '@sigil/ui/copy';
import { Spinner } from '@sigil/ui/primitives';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * Screens that are not needed to show the first screen load as their own chunks, fetched in the background
 * once the first screen is up, so choosing them later is instant. (The phone field's number metadata,
 * the wallet and passkey flows and the home page are each worth keeping out of the entry.)
 */
const loaders = {
  otp: () => import('./signin/OtpSignIn'),
  oauth: () => import('./signin/OAuthSignIn'),
  phone: () => import('../../../src/screens/signin/PhoneEntryScreen'),
  passkey: () => import('./signin/PasskeySignIn'),
  wallet: () => import('./signin/WalletSignIn'),
  home: () => import('./HomePage'),
  status: () => import('../../../src/screens/signin/StatusScreens'),
  statusSignIn: () => import('./signin/StatusSignIn'),
  settingsError: () => import('./SettingsError'),
};

export const OtpSignIn = lazy(() => loaders.otp().then((m) => ({ default: m.OtpSignIn })));
export const OAuthSignIn = lazy(() => loaders.oauth().then((m) => ({ default: m.OAuthSignIn })));
export const PhoneEntryScreen = lazy(() => loaders.phone().then((m) => ({ default: m.PhoneEntryScreen })));
export const PasskeySignIn = lazy(() => loaders.passkey().then((m) => ({ default: m.PasskeySignIn })));
export const WalletSignIn = lazy(() => loaders.wallet().then((m) => ({ default: m.WalletSignIn })));
export const HomePage = lazy(() => loaders.home().then((m) => ({ default: m.HomePage })));
export const TelegramSignIn = lazy(() => loaders.statusSignIn().then((m) => ({ default: m.TelegramSignIn })));
export const GuestRetry = lazy(() => loaders.statusSignIn().then((m) => ({ default: m.GuestRetry })));
export const SettingsError = lazy(() => loaders.settingsError().then((m) => ({ default: m.SettingsError })));
export const SignedOutScreen = lazy(() => loaders.status().then((m) => ({ default: m.SignedOutScreen })));

/** Fetches every lazy screen while the browser is idle. */
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
