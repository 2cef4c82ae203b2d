import type { LinkMetadata } from './link';
import type { CustomProvider, OAuthProviderId } from './methods';
import type { MfaMethod } from './mfa';
import type { SmartWalletAccount, WalletAccount } from './wallets';

/**
 * The accounts a user can link and the user who holds them (spec 3), with the fields and type names the
 * provider's SDK reports (`user.linkedAccounts[].type`).
 */

/** Built-in OAuth providers whose accounts are typed `<provider>_oauth` (Telegram's is typed `telegram`). */
export type OAuthAccountProvider = Exclude<OAuthProviderId, 'telegram'>;
export type OAuthAccountType = `${OAuthAccountProvider}_oauth`;

/** The linked-account type of a built-in OAuth provider: `google` → `google_oauth`. */
export const oauthAccountType = (provider: OAuthAccountProvider): OAuthAccountType => `${provider}_oauth`;

/** Every type a linked account can have; a custom OAuth provider's accounts are typed by its `custom:<id>`. */
export type LinkedAccountType =
  | 'wallet'
  | 'smart_wallet'
  | 'email'
  | 'phone'
  | 'passkey'
  | 'cross_app'
  | 'telegram'
  | 'farcaster'
  | 'custom_auth'
  | OAuthAccountType
  | CustomProvider['id'];

export interface EmailAccount extends LinkMetadata {
  type: 'email';
  address: string;
}

export interface PhoneAccount extends LinkMetadata {
  type: 'phone';
  /** In E.164. */
  number: string;
}

/** A passkey (spec 3): at most 5 per user; one may also serve as a verification method. */
export interface PasskeyAccount extends LinkMetadata {
  type: 'passkey';
  credentialId: string;
  /** The authenticator holding it ("iCloud Keychain", "YubiKey 5"), when known. */
  authenticatorName?: string | undefined;
  createdWithBrowser?: string | undefined;
  createdWithOs?: string | undefined;
  createdWithDevice?: string | undefined;
  enrolledInMfa: boolean;
}

/** An account from another app using the same provider, connected with its consent (spec 3). */
export interface CrossAppAccount extends LinkMetadata {
  type: 'cross_app';
  /** The user's id in the provider app. */
  subject: string;
  providerApp: { id: string; name?: string | undefined; logoUrl?: string | undefined };
  embeddedWallets: { address: string }[];
  smartWallets: { address: string }[];
}

/**
 * The app another app's accounts come from, as the provider's API describes it (spec 3, "Cross-app connection";
 * field names as on the wire).
 */
export interface CrossAppProviderApp {
  provider_app_id: string;
  provider_app_name: string;
  provider_app_icon_url: string | null;
  provider_app_custom_api_url: string | null;
  /** The connection may read the account but not act with its wallets. */
  read_only: boolean;
  provider_app_custom_auth_authorize_url: string | null;
  provider_app_custom_auth_transact_url: string | null;
}

export interface TelegramAccount extends LinkMetadata {
  type: 'telegram';
  telegramUserId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
}

export interface FarcasterAccount extends LinkMetadata {
  type: 'farcaster';
  /** The account's Farcaster id. */
  fid: number | null;
  /** The address that owns the fid (its custody address). */
  ownerAddress: string;
  username: string | null;
  displayName: string | null;
  bio: string | null;
  pfp: string | null;
  url: string | null;
  /** The signer the app added for the user, if any (it may have been revoked since). */
  signerPublicKey: string | null;
}

/** An account of the app's own auth system, signed in with a custom token. */
export interface CustomAuthAccount extends LinkMetadata {
  type: 'custom_auth';
  customUserId: string;
}

/** A social account from a built-in or custom OAuth provider; what each provider shares varies. */
export interface OAuthAccount extends LinkMetadata {
  type: OAuthAccountType | CustomProvider['id'];
  /** The provider's id for the user (its `sub`). */
  subject: string;
  email?: string | null | undefined;
  name?: string | null | undefined;
  username?: string | null | undefined;
  profilePictureUrl?: string | null | undefined;
}

export type LinkedAccount =
  | WalletAccount
  | SmartWalletAccount
  | EmailAccount
  | PhoneAccount
  | PasskeyAccount
  | CrossAppAccount
  | TelegramAccount
  | FarcasterAccount
  | CustomAuthAccount
  | OAuthAccount;

/** The signed-in user (spec 3). */
export interface User {
  id: string;
  createdAt: Date;
  email?: { address: string } | undefined;
  phone?: { number: string } | undefined;
  linkedAccounts: LinkedAccount[];
  mfaMethods: MfaMethod[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
}

/** The OAuth tokens a provider returns after consent (spec 3). */
export interface OAuthTokens {
  provider: OAuthProviderId | CustomProvider['id'];
  accessToken: string;
  accessTokenExpiresInSeconds?: number | undefined;
  refreshToken?: string | undefined;
  refreshTokenExpiresInSeconds?: number | undefined;
  scopes?: string[] | undefined;
}

/** A signer the app adds to the user's Farcaster account (spec 3 and 4). */
export interface FarcasterSigner {
  public_key: string;
  status: 'pending_approval' | 'approved' | 'revoked';
  signer_approval_url?: string | undefined;
}
