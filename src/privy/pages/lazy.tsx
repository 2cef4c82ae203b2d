import { JourneyLoading } from '@sigil/ui/journeys';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The app's pages that are not needed to show the first screen load as their own chunks, fetched in the
 * background once the first screen is up, so opening them later is instant: the home, wallets, security,
 * account and connections pages, the terms, the verification prompt, the logged-out and settings-error screens, the phone's tab bar. (The sign-in
 * journeys are `SignInJourney`'s own chunks: the sign-in page preloads them.)
 */
const imports = import('./imports');
// A failed fetch surfaces when a page is needed (its Suspense boundary); until then it is not an unhandled rejection.
imports.catch(() => undefined);
const loaders = {
  home: () => imports.then((m) => m.pageImports.home()),
  wallets: () => imports.then((m) => m.pageImports.wallets()),
  security: () => imports.then((m) => m.pageImports.security()),
  account: () => imports.then((m) => m.pageImports.account()),
  connections: () => imports.then((m) => m.pageImports.connections()),
  crossAppSignIn: () => imports.then((m) => m.pageImports.crossAppSignIn()),
  terms: () => imports.then((m) => m.pageImports.terms()),
  mfaPrompt: () => imports.then((m) => m.pageImports.mfaPrompt()),
  signedOut: () => imports.then((m) => m.pageImports.signedOut()),
  settingsError: () => imports.then((m) => m.pageImports.settingsError()),
  phoneNav: () => imports.then((m) => m.pageImports.phoneNav()),
};

export const HomePage = lazy(() => loaders.home().then((m) => ({ default: m.HomePage })));
export const WalletsPage = lazy(() => loaders.wallets().then((m) => ({ default: m.WalletsPage })));
export const SecurityPage = lazy(() => loaders.security().then((m) => ({ default: m.SecurityPage })));
export const AccountPage = lazy(() => loaders.account().then((m) => ({ default: m.AccountPage })));
export const CrossAppSignInPage = lazy(() => loaders.crossAppSignIn().then((m) => ({ default: m.CrossAppSignInPage })));
export const ConnectionsPage = lazy(() => loaders.connections().then((m) => ({ default: m.ConnectionsPage })));
export const TermsPage = lazy(() => loaders.terms().then((m) => ({ default: m.TermsPage })));
export const MfaPrompt = lazy(() => loaders.mfaPrompt().then((m) => ({ default: m.MfaPrompt })));
export const SettingsError = lazy(() => loaders.settingsError().then((m) => ({ default: m.SettingsError })));
export const SignedOutScreen = lazy(() => loaders.signedOut().then((m) => ({ default: m.SignedOutScreen })));
export const PhoneNav = lazy(() => loaders.phoneNav().then((m) => ({ default: m.PhoneNav })));

/** Fetches chunks while the browser is idle (a failure only means fetching again when needed). */
export function preloadWhenIdle(loads: readonly (() => Promise<unknown>)[]) {
  const run = () => {
    for (const load of loads) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** Fetches every lazy page while the browser is idle. */
export function preloadScreens() {
  preloadWhenIdle(Object.values(loaders));
}

/** The app's loading state: the one the sign-in journey shows while a journey loads. */
export const Loading = JourneyLoading;

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
