import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { JourneyLoading } from '../../journeys/sign-in';
import { useSigilPrivy } from '../session';

/**
 * The pages that are not needed to show the first screen load as their own chunks, fetched in the background once
 * the first screen is up (`preloadPages`), so opening them later is instant: the home, wallets, security, account
 * and connections pages, the terms, the verification prompt, the logged-out and settings-error screens. (The sign-in
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
};

/** A page in a chunk of its own: `fallback` (the journeys' loading state) shows until its chunk is here. */
function page<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <JourneyLoading />,
) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (props: Props) => (
    <Suspense fallback={fallback}>
      <Page {...props} />
    </Suspense>
  );
}

/** The signed-in home: the user, their linked accounts, and Log out (`useSigilPrivy().logout`). */
export const HomePage = page(() => loaders.home().then((m) => m.HomePage));
/** The Wallets page: `WalletsJourney` on the SDK's wallet hooks (list, create, sign, send, export a key). */
export const WalletsPage = page(() => loaders.wallets().then((m) => m.WalletsPage));
/** The Security page: `MfaEnrollmentJourney` on the SDK's MFA enrolment hooks (authenticator app, SMS, passkeys). */
export const SecurityPage = page(() => loaders.security().then((m) => m.SecurityPage));
/** The Account page: `AccountJourney` on the SDK's link, unlink, update and terms hooks. */
export const AccountPage = page(() => loaders.account().then((m) => m.AccountPage));
/** The Connections page: other apps' accounts, offline access and the Farcaster signer, as sections. */
export const ConnectionsPage = page(() => loaders.connections().then((m) => m.ConnectionsPage));
/** Signing in with an account from another provider app connected to this one. */
export const CrossAppSignInPage = page(() => loaders.crossAppSignIn().then((m) => m.CrossAppSignInPage));
/** The app's terms, before anything else, while `useSigilPrivy().termsPending`: Accept records, Decline logs out. */
export const TermsPage = page(() => loaders.terms().then((m) => m.TermsPage));
/** "You've been logged out", while `useSigilPrivy().sessionEnded`: Log in again goes back to signing in. */
export const SignedOutPage = page(() => loaders.signedOut().then((m) => m.SignedOutPage));
/** The app's settings could not be loaded (offline, provider down): the reason, and Retry. */
export const SettingsError = page(() => loaders.settingsError().then((m) => m.SettingsError));
// No fallback: the dialog appears once its chunk is here (preloaded while idle).
const PromptDialog = page(() => loaders.mfaPrompt().then((m) => m.MfaPromptDialog), null);

/**
 * Our verification prompt, in place of the provider's: when an action needs multi-factor verification (a
 * signature, an export, adding or removing a method), the SDK asks, and this shows `MfaVerificationJourney` in a
 * dialog over the page until it is verified or canceled. Render it once, in the layout of the signed-in pages.
 */
export function MfaPrompt() {
  const { signedIn, port } = useSigilPrivy();
  return signedIn && port?.mfa.prompt ? <PromptDialog prompt={port.mfa.prompt} session={port.mfa} /> : null;
}

/** Fetches chunks while the browser is idle (a failure only means fetching again when needed). */
export function preloadWhenIdle(loads: readonly (() => Promise<unknown>)[]) {
  const run = () => {
    for (const load of loads) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** Fetches every lazy page while the browser is idle (`SigilPrivyProvider` does once the settings are known). */
export function preloadPages() {
  preloadWhenIdle(Object.values(loaders));
}
