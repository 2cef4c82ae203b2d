import type { OtpFlowState, PasskeyFlowState, SimpleAuthFlowState } from '../flows/types';
import type { OAuthTokens, User } from '../model';
import type { OAuthProvider, SiwePort, SiwsPort } from './signin';

/**
 * What the account journey needs from an auth backend, in the SDK's own shapes: `useLinkEmail`, `useLinkPhone`,
 * `useLinkWithOAuth`, `useLinkWithPasskey`, `useLinkWithSiwe`/`useLinkWithSiws` (as the wallet journey's SIWE and
 * SIWS ports, linking instead of logging in), the `useUnlink*` hooks, `useUpdateEmail`, `useUpdatePhone`,
 * `useOAuthTokens` and `useAcceptTerms`. Every call rejects with the provider's error (its `privyErrorCode` or
 * message), which the journey turns into the catalogue's message. After a call that changes the user, `user`
 * is the new user (the SDK's `user` updates itself).
 */

/** The signed-in user, in the model's shape (the SDK's `user`, its linked accounts of known kinds). */
export type AccountUser = Pick<
  User,
  'id' | 'createdAt' | 'email' | 'phone' | 'isGuest' | 'hasAcceptedTerms' | 'linkedAccounts' | 'mfaMethods'
>;

/** `useLinkEmail()` / `useLinkPhone()`: send a code to the destination, then link it with the code. */
export interface LinkWithCodePort<Destination> {
  state?: OtpFlowState | undefined;
  sendCode: (destination: Destination) => Promise<void>;
  linkWithCode: (input: { code: string }) => Promise<unknown>;
}

/** `useUpdateEmail()` / `useUpdatePhone()`: send a code to the new destination, then verify it. */
export interface UpdateWithCodePort<Destination> {
  state?: OtpFlowState | undefined;
  sendCode: (destination: Destination) => Promise<void>;
  verifyCode: (input: { code: string }) => Promise<unknown>;
}

/** `useLinkWithOAuth()`: `initOAuth` leaves for the provider; `state` tells how the return went. */
export interface LinkWithOAuthPort {
  state: SimpleAuthFlowState;
  initOAuth: (input: { provider: OAuthProvider }) => Promise<void>;
}

/** `useLinkWithPasskey()`: the browser's passkey ceremony, then the passkey is linked. */
export interface LinkWithPasskeyPort {
  state?: PasskeyFlowState | undefined;
  linkWithPasskey: () => Promise<unknown>;
}

/** The `unlink` of each `useUnlink*` hook, by the field that names the account. */
export interface UnlinkPorts {
  email: (input: { address: string }) => Promise<unknown>;
  phone: (input: { phoneNumber: string }) => Promise<unknown>;
  /** Built-in and custom OAuth providers; another app's account (cross-app) as `privy:<its app id>`. */
  oauth: (input: { provider: string; subject: string }) => Promise<unknown>;
  passkey: (input: { credentialId: string }) => Promise<unknown>;
  wallet: (input: { address: string }) => Promise<unknown>;
  farcaster: (input: { fid: number }) => Promise<unknown>;
  telegram: (input: { telegramUserId: string }) => Promise<unknown>;
}

export interface AccountPort {
  /** The signed-in user; null while the session is still being restored. */
  user: AccountUser | null;
  linkEmail: LinkWithCodePort<{ email: string }>;
  linkPhone: LinkWithCodePort<{ phoneNumber: string }>;
  linkOAuth: LinkWithOAuthPort;
  linkPasskey: LinkWithPasskeyPort;
  /** Linking an Ethereum wallet: the SIWE port's `login` links the signed wallet to this user. */
  linkSiwe: SiwePort;
  /** Linking a Solana wallet (SIWS). */
  linkSiws: SiwsPort;
  /**
   * Kinds the backend links only in the provider's own modal (Farcaster and Telegram with the React SDK): opens
   * it. Left out, those kinds are not offered.
   */
  linkInProviderModal?: ((type: 'farcaster' | 'telegram') => void) | undefined;
  unlink: UnlinkPorts;
  updateEmail: UpdateWithCodePort<{ newEmailAddress: string }>;
  updatePhone: UpdateWithCodePort<{ newPhoneNumber: string }>;
  /**
   * The tokens the last OAuth link returned (`useOAuthTokens({ onOAuthTokenGrant })`), when the app asked the
   * provider for them; null otherwise.
   */
  oauthTokens?: OAuthTokens | null | undefined;
  /** `useAcceptTerms().acceptTerms()`. */
  acceptTerms: () => Promise<unknown>;
}
