/**
 * `@sigil/ui/privy`: Sigil on the provider's SDK (`@privy-io/react-auth`, an optional peer dependency of
 * `@sigil/ui` that only this entry and `@sigil/ui/privy-hooks` need). `SigilPrivyProvider` takes your app id, loads
 * the SDK after the first screen has painted and fills every journey's port from its headless hooks; the pages
 * below are the journeys wired to it (each but the sign-in in a chunk of its own), and `usePrivyBackend` hands any
 * library journey its backend, for pages of your own. The SDK's runtime is never imported here: it loads lazily.
 */

export type { CreateOnLogin, FundingSuggestion, PrivyAppSettings } from './app-config';
export { apiOrigin, type OnrampStandIns, type PrivyAppConfig, type PrivySdkOptions } from './config';
export { clearOAuthReturn, type OAuthReturn } from './oauth-return';
export {
  AccountPage,
  ConnectionsPage,
  CrossAppSignInPage,
  HomePage,
  MfaPrompt,
  preloadPages,
  preloadWhenIdle,
  SecurityPage,
  SettingsError,
  SignedOutPage,
  TermsPage,
  WalletsPage,
} from './pages/lazy';
export { SignInPage, type SignInPageProps } from './pages/SignInPage';
export type {
  AppUser,
  AuthPort,
  ConnectionsPorts,
  LinkedAccountView,
  MfaPromptRequest,
  MfaSession,
} from './port';
export { SigilPrivyProvider, type SigilPrivyProviderProps } from './SigilPrivyProvider';
export { type AuthContextValue, type SigilPrivy, usePrivyBackend, useSigilPrivy } from './session';
export { type UserProfile, useUserProfile } from './user-profile';
