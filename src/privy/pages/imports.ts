/**
 * The lazily loaded pages' imports, in a module of their own, like `sdk-import.ts`: Vite writes each import's list
 * of chunks to preload next to it, and here those lists travel in this small chunk (fetched at start-up, beside the
 * first screen) instead of the first screen's own JavaScript.
 */
export const pageImports = {
  home: () => import('./HomePage'),
  wallets: () => import('./WalletsPage'),
  security: () => import('./SecurityPage'),
  account: () => import('./AccountPage'),
  connections: () => import('./ConnectionsPage'),
  crossAppSignIn: () => import('./CrossAppSignInPage'),
  terms: () => import('./TermsPage'),
  mfaPrompt: () => import('./MfaPrompt'),
  signedOut: () => import('./SignedOutPage'),
  settingsError: () => import('./SettingsError'),
};
