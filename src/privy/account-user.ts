import {
  CHAIN_TYPES,
  type ChainType,
  type CrossAppAccount,
  type CustomAuthAccount,
  type CustomProvider,
  type EmailAccount,
  type FarcasterAccount,
  isConnectorType,
  isMfaMethod,
  isOAuthProvider,
  type LinkedAccount,
  type LoginMethod,
  OAUTH_PROVIDERS,
  type OAuthAccountType,
  type OAuthTokens,
  type PhoneAccount,
  RECOVERY_METHODS,
  type RecoveryMethod,
  type TelegramAccount,
} from '../model';
import type { AccountUser, OAuthProvider } from '../ports';
import type { LinkableType } from '../rules';

/**
 * The SDK's user and OAuth tokens in the model's shapes (`@sigil/ui/model`), for the Account page. The SDK's
 * types are close but wider: a wallet's `chainType` names chains we do not model (Bitcoin, Cosmos …), its
 * `connectorType` and `recoveryMethod` are open strings, and it knows OAuth providers we do not (LINE, another
 * app's `privy:` logins). Unknown values are dropped or mapped to "not said", never cast.
 *
 * Pure and SDK-free at run time and in its types: the parameters below describe the fields read, and sdk/account.ts
 * passes the SDK's own `User` and `OAuthTokens` to them, so the type-check fails there if the SDK's shapes drift.
 */

interface Meta {
  firstVerifiedAt: Date | null;
  latestVerifiedAt: Date | null;
}

/** The SDK's linked accounts, as far as this mapping reads them (each SDK variant is assignable to one of these). */
export type SdkLinkedAccount =
  | (Meta & {
      type: 'wallet';
      address: string;
      chainType: string;
      walletClientType?: string | undefined;
      connectorType?: string | undefined;
      recoveryMethod?: string | undefined;
      imported: boolean;
      delegated: boolean;
      walletIndex: number | null;
    })
  | (Meta & { type: 'smart_wallet'; address: string; smartWalletType: string; smartWalletVersion?: string | undefined })
  // The kinds whose fields the SDK and the model name alike: the model's own types.
  | EmailAccount
  | PhoneAccount
  | CrossAppAccount
  | TelegramAccount
  | FarcasterAccount
  | CustomAuthAccount
  | (Meta & {
      type: 'passkey';
      credentialId: string;
      enrolledInMfa: boolean;
      authenticatorName?: string | undefined;
      createdWithBrowser?: string | undefined;
      createdWithOs?: string | undefined;
      createdWithDevice?: string | undefined;
    })
  | (Meta & {
      type: `${string}_oauth` | `custom:${string}`;
      subject: string;
      email?: string | null | undefined;
      name?: string | null | undefined;
      username?: string | null | undefined;
      profilePictureUrl?: string | null | undefined;
    });

export interface SdkUser {
  id: string;
  createdAt: Date;
  email?: { address: string } | undefined;
  phone?: { number: string } | undefined;
  linkedAccounts: readonly SdkLinkedAccount[];
  mfaMethods: readonly string[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
}

export interface SdkOAuthTokens {
  provider: string;
  accessToken: string;
  accessTokenExpiresInSeconds?: number | undefined;
  refreshToken?: string | undefined;
  refreshTokenExpiresInSeconds?: number | undefined;
  scopes?: string[] | undefined;
}

const isChainType = (value: string): value is ChainType => (CHAIN_TYPES as readonly string[]).includes(value);
const isRecovery = (value: string | undefined): value is RecoveryMethod =>
  (RECOVERY_METHODS as readonly (string | undefined)[]).includes(value);

/** Built-in providers whose accounts are `<id>_oauth` (Telegram's accounts are `telegram`). */
const OAUTH_ACCOUNT_TYPES: readonly string[] = OAUTH_PROVIDERS.filter((p) => p.id !== 'telegram').map(
  (p) => `${p.id}_oauth`,
);
const isOAuthAccountType = (type: string): type is OAuthAccountType => OAUTH_ACCOUNT_TYPES.includes(type);
/** One of the app's custom OAuth providers: `custom:<id>`. */
export const isCustomId = (value: string): value is CustomProvider['id'] => /^custom:.+/.test(value);

const metaOf = (account: Meta) => ({
  firstVerifiedAt: account.firstVerifiedAt,
  latestVerifiedAt: account.latestVerifiedAt,
});

/** One SDK account in the model's shape; null for a kind or chain the model does not have. */
export function toLinkedAccount(account: SdkLinkedAccount): LinkedAccount | null {
  const meta = metaOf(account);
  switch (account.type) {
    case 'wallet': {
      if (!isChainType(account.chainType)) return null;
      return {
        type: 'wallet',
        address: account.address,
        chainType: account.chainType,
        ...(account.walletClientType ? { walletClientType: account.walletClientType } : {}),
        connectorType: isConnectorType(account.connectorType) ? account.connectorType : null,
        ...(isRecovery(account.recoveryMethod) ? { recoveryMethod: account.recoveryMethod } : {}),
        delegated: account.delegated,
        imported: account.imported,
        walletIndex: account.walletIndex,
        ...meta,
      };
    }
    case 'smart_wallet':
      return {
        type: 'smart_wallet',
        address: account.address,
        smartWalletType: account.smartWalletType,
        ...(account.smartWalletVersion ? { smartWalletVersion: account.smartWalletVersion } : {}),
        ...meta,
      };
    case 'email':
      return { type: 'email', address: account.address, ...meta };
    case 'phone':
      return { type: 'phone', number: account.number, ...meta };
    case 'passkey':
      return {
        type: 'passkey',
        credentialId: account.credentialId,
        enrolledInMfa: account.enrolledInMfa,
        ...(account.authenticatorName ? { authenticatorName: account.authenticatorName } : {}),
        ...(account.createdWithBrowser ? { createdWithBrowser: account.createdWithBrowser } : {}),
        ...(account.createdWithOs ? { createdWithOs: account.createdWithOs } : {}),
        ...(account.createdWithDevice ? { createdWithDevice: account.createdWithDevice } : {}),
        ...meta,
      };
    case 'cross_app':
      return {
        type: 'cross_app',
        subject: account.subject,
        providerApp: { ...account.providerApp },
        embeddedWallets: account.embeddedWallets.map(({ address }) => ({ address })),
        smartWallets: account.smartWallets.map(({ address }) => ({ address })),
        ...meta,
      };
    case 'telegram':
      return {
        type: 'telegram',
        telegramUserId: account.telegramUserId,
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        photoUrl: account.photoUrl,
        ...meta,
      };
    case 'farcaster':
      return {
        type: 'farcaster',
        fid: account.fid,
        ownerAddress: account.ownerAddress,
        username: account.username,
        displayName: account.displayName,
        bio: account.bio,
        pfp: account.pfp,
        url: account.url,
        signerPublicKey: account.signerPublicKey,
        ...meta,
      };
    case 'custom_auth':
      return { type: 'custom_auth', customUserId: account.customUserId, ...meta };
    default: {
      const { type } = account;
      // Built-in providers we model, and the app's custom providers; not LINE, which the model does not offer.
      if (!isOAuthAccountType(type) && !isCustomId(type)) return null;
      return {
        type,
        subject: account.subject,
        email: account.email ?? null,
        name: account.name ?? null,
        username: account.username ?? null,
        profilePictureUrl: account.profilePictureUrl ?? null,
        ...meta,
      };
    }
  }
}

/** The SDK's user as the Account page shows it: the accounts of kinds we model, the MFA methods we know. */
export function toAccountUser(user: SdkUser): AccountUser {
  return {
    id: user.id,
    createdAt: user.createdAt,
    ...(user.email ? { email: { address: user.email.address } } : {}),
    ...(user.phone ? { phone: { number: user.phone.number } } : {}),
    isGuest: user.isGuest,
    hasAcceptedTerms: user.hasAcceptedTerms,
    linkedAccounts: user.linkedAccounts.flatMap((account) => {
      const mapped = toLinkedAccount(account);
      return mapped ? [mapped] : [];
    }),
    mfaMethods: user.mfaMethods.filter(isMfaMethod),
  };
}

/** The tokens of an OAuth grant (`onOAuthTokenGrant`) in the model's shape; null for a provider the model lacks. */
export function toOAuthTokens(tokens: SdkOAuthTokens): OAuthTokens | null {
  const { provider } = tokens;
  if (!(isOAuthProvider(provider) || isCustomId(provider))) return null;
  return {
    provider,
    accessToken: tokens.accessToken,
    ...(tokens.accessTokenExpiresInSeconds !== undefined
      ? { accessTokenExpiresInSeconds: tokens.accessTokenExpiresInSeconds }
      : {}),
    ...(tokens.refreshToken !== undefined ? { refreshToken: tokens.refreshToken } : {}),
    ...(tokens.refreshTokenExpiresInSeconds !== undefined
      ? { refreshTokenExpiresInSeconds: tokens.refreshTokenExpiresInSeconds }
      : {}),
    ...(tokens.scopes ? { scopes: [...tokens.scopes] } : {}),
  };
}

/**
 * The kinds the Account page offers to link: the app's login methods (its dashboard settings), in their order,
 * as linked-account types (`sms` → `phone`, `github` → `github_oauth`).
 */
export function linkableTypes(methods: readonly LoginMethod[]): LinkableType[] {
  return methods.flatMap((method): LinkableType[] => {
    switch (method) {
      case 'email':
      case 'passkey':
      case 'wallet':
      case 'farcaster':
      case 'telegram':
        return [method];
      case 'sms':
        return ['phone'];
      default:
        if (isCustomId(method)) return [method];
        return isOAuthProvider(method) ? [`${method}_oauth`] : [];
    }
  });
}

/**
 * The provider of an OAuth return the Account page can finish: a built-in one or one of the app's custom
 * providers; null for anything else (another app's `privy:` login is not linked here).
 */
export function accountOAuthProvider(
  provider: string,
  customProviders: readonly CustomProvider[],
): OAuthProvider | null {
  if (isOAuthProvider(provider)) return provider;
  return customProviders.find((p) => p.id === provider)?.id ?? null;
}
