import { type ReactNode, useMemo } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { TranslateWith } from '../../copy/translate';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import {
  type CustomProvider,
  isEmbeddedWallet,
  isOAuthProvider,
  type LinkedAccount,
  type LinkedAccountType,
  resolveOAuthProvider,
  walletClientName,
} from '../../model';
import type { LinkableType } from '../../rules/accounts';
import { formatPhoneNumber } from '../../rules/phone';

type T = TranslateWith<typeof accountCopy>;

/**
 * A stable key for a linked account: its type and the identifier the provider unlinks it by (address, number,
 * credential id, subject, fid, user id). Hosts use it to say which account is being unlinked.
 */
export function linkedAccountKey(account: LinkedAccount): string {
  switch (account.type) {
    case 'wallet':
    case 'smart_wallet':
    case 'email':
      return `${account.type}:${account.address}`;
    case 'phone':
      return `phone:${account.number}`;
    case 'passkey':
      return `passkey:${account.credentialId}`;
    case 'telegram':
      return `telegram:${account.telegramUserId}`;
    case 'farcaster':
      return `farcaster:${account.fid ?? account.ownerAddress}`;
    case 'custom_auth':
      return `custom_auth:${account.customUserId}`;
    default:
      return `${account.type}:${account.subject}`;
  }
}

/** The OAuth provider a `<provider>_oauth` type belongs to, if it is a built-in one. */
function builtInProvider(type: string) {
  const id = type.endsWith('_oauth') ? type.slice(0, -'_oauth'.length) : null;
  return id && isOAuthProvider(id) ? id : null;
}

/**
 * What a kind of account is called and shown with: "Email", "GitHub", a custom provider's name and icon; with the
 * account, a wallet by its chain ("Ethereum wallet") or its app ("MetaMask").
 */
function kindOf(
  type: LinkedAccountType,
  t: T,
  customProviders: readonly CustomProvider[] = [],
  account?: LinkedAccount,
): { name: string; icon: ReactNode } {
  const { email: Mail, phone: Phone, passkey: Key, wallet: Wallet, user: User, link: Link } = icons;
  switch (type) {
    case 'email':
      return { name: t('account.kind.email'), icon: <Mail /> };
    case 'phone':
      return { name: t('account.kind.phone'), icon: <Phone /> };
    case 'passkey':
      return { name: t('account.kind.passkey'), icon: <Key /> };
    case 'wallet': {
      // An embedded wallet by its chain ("Ethereum wallet"); a connected one by its app ("MetaMask").
      if (account?.type !== 'wallet') return { name: t('account.kind.wallet'), icon: <Wallet /> };
      const name = isEmbeddedWallet(account)
        ? t('account.kind.embeddedWallet', { chain: t(`account.chain.${account.chainType}`) })
        : account.walletClientType
          ? walletClientName(account.walletClientType)
          : t('account.kind.wallet');
      return { name, icon: <Wallet /> };
    }
    case 'smart_wallet':
      return { name: t('account.kind.smartWallet'), icon: <Wallet /> };
    case 'telegram':
      return { name: t('account.kind.telegram'), icon: <BrandIcon name="telegram" /> };
    case 'farcaster':
      return { name: t('account.kind.farcaster'), icon: <BrandIcon name="farcaster" /> };
    case 'custom_auth':
      return { name: t('account.kind.custom'), icon: <User /> };
    case 'cross_app': {
      const app = account?.type === 'cross_app' ? account.providerApp : undefined;
      return {
        name: app?.name ? t('account.kind.crossApp', { app: app.name }) : t('account.kind.crossAppUnnamed'),
        icon: app?.logoUrl ? <ProviderIcon name={app.name ?? app.id} src={app.logoUrl} /> : <Link />,
      };
    }
    default: {
      const { name, builtIn, iconUrl } = resolveOAuthProvider(builtInProvider(type) ?? type, customProviders);
      return {
        name,
        icon: builtIn ? <BrandIcon name={oauthProviderMark(builtIn)} /> : <ProviderIcon name={name} src={iconUrl} />,
      };
    }
  }
}

/** How "Connecting …" names a kind: "Connecting a wallet", "Connecting a passkey", "Connecting GitHub". */
function linkName(type: LinkableType, t: T, customProviders: readonly CustomProvider[] = []): string {
  if (type === 'wallet') return t('account.link.wallet');
  if (type === 'passkey') return t('account.link.passkey');
  return kindOf(type, t, customProviders).name;
}

/** The account's own identifier as the row's first detail: an address, a number, a username, a device. */
function primaryDetail(account: LinkedAccount, t: T): string | null {
  switch (account.type) {
    case 'wallet':
    case 'smart_wallet':
      return null; // shown with the Address primitive
    case 'email':
      return account.address;
    case 'phone':
      return formatPhoneNumber(account.number);
    case 'passkey':
      return account.authenticatorName || account.createdWithDevice || t('account.detail.unknownDevice');
    case 'telegram':
      return account.username
        ? `@${account.username}`
        : [account.firstName, account.lastName].filter(Boolean).join(' ') || null;
    case 'farcaster':
      return account.username ? `@${account.username}` : account.displayName;
    case 'custom_auth':
      return account.customUserId;
    case 'cross_app':
      return null; // its wallet is shown with the Address primitive
    default:
      return account.username ? `@${account.username}` : (account.email ?? account.name ?? null);
  }
}

/** The wallet address a row shows (shortened, copyable): a wallet's, or a cross-app account's embedded wallet. */
export function walletAddressOf(account: LinkedAccount): string | null {
  if (account.type === 'wallet' || account.type === 'smart_wallet') return account.address;
  if (account.type === 'cross_app') return account.embeddedWallets[0]?.address ?? null;
  return null;
}

/** Further facts about the account, each one short: chain and client, browser, fid, MFA. */
function secondaryDetails(account: LinkedAccount, t: T): string[] {
  switch (account.type) {
    case 'wallet':
      return [
        // An embedded wallet's name says its chain already.
        isEmbeddedWallet(account) ? null : t(`account.chain.${account.chainType}`),
        account.imported ? t('account.detail.imported') : null,
        account.delegated ? t('account.detail.delegated') : null,
      ].filter((part): part is string => Boolean(part));
    case 'smart_wallet':
      return [account.smartWalletType];
    case 'passkey': {
      const { createdWithBrowser: browser, createdWithOs: os } = account;
      return [
        browser && os ? t('account.detail.browserOnOs', { browser, os }) : (browser ?? os ?? null),
        account.enrolledInMfa ? t('account.detail.mfa') : null,
      ].filter((part): part is string => Boolean(part));
    }
    case 'farcaster':
      return account.fid === null ? [] : [t('account.detail.fid', { fid: String(account.fid) })];
    case 'telegram':
      return [t('account.detail.userId', { id: account.telegramUserId })];
    default:
      return [];
  }
}

/**
 * How the account screens name and describe linked accounts, in the account deck: each kind's name and icon,
 * how "Connecting …" names it, the account's own identifier (a phone number formatted) and its further facts.
 */
export function useLinkedAccountText(customProviders: readonly CustomProvider[] = []) {
  const { t } = useCopy(accountCopy);
  return useMemo(
    () => ({
      kind: (type: LinkedAccountType, account?: LinkedAccount) => kindOf(type, t, customProviders, account),
      linkName: (type: LinkableType) => linkName(type, t, customProviders),
      primary: (account: LinkedAccount) => primaryDetail(account, t),
      secondary: (account: LinkedAccount) => secondaryDetails(account, t),
    }),
    [t, customProviders],
  );
}
