import type { CountryCode } from 'libphonenumber-js/min';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { CustomProvider, LinkedAccount, OAuthAccountProvider } from '../model';
import type { AccountPort, AccountUser, Backend, OAuthProvider, WalletDiscovery } from '../ports';
import { canLinkType, type LinkableType } from '../rules/accounts';
import { detectInAppBrowser, oauthBlockedInBrowser } from '../rules/in-app-browser';
import { AccountScreen } from '../screens/account/AccountScreen';
import { linkedAccountKey } from '../screens/account/linked-account';
import { LinkOAuth, LinkWallet } from './AccountLinks';
import { useFocusKeeper } from './focus-keeper';
import { JourneyLoading } from './JourneyLoading';

/**
 * Connecting or changing an e-mail or phone brings the phone field (libphonenumber-js's metadata): a chunk of its
 * own, so the overview opens without it.
 */
const AccountContactJourney = lazy(() =>
  import('./AccountContactJourney').then((m) => ({ default: m.AccountContactJourney })),
);

export interface AccountJourneyProps {
  backend: Backend<AccountPort>;
  /** The kinds the app offers to connect (its login methods), in the order the "Add a way to log in" menu lists them. */
  linkable: readonly LinkableType[];
  /** The app's custom OAuth providers, for their names and icons. */
  customProviders?: readonly CustomProvider[] | undefined;
  /** The app accepts e-mail addresses with a '+' (its settings). */
  allowPlusInEmail?: boolean | undefined;
  /** The country the phone fields start on. */
  defaultCountry?: CountryCode | undefined;
  /** The browser's wallets, for linking one; without it wallets are not offered. */
  discoverWallets?: (() => Promise<WalletDiscovery>) | undefined;
  /** The chains the app's wallets sign in on. */
  walletChains?: { ethereum: boolean; solana: boolean } | undefined;
  /** This page load is the return from an OAuth provider the user was linking: the backend is finishing it. */
  oauthReturn?: { provider: OAuthProvider } | null | undefined;
  /** The OAuth return has been dealt with (linked or failed): e.g. take the provider's parameters off the address. */
  onReturnSettled?: (() => void) | undefined;
  /** This browser is an in-app browser (detected from the user agent when left out). */
  inAppBrowser?: boolean | undefined;
  /** This page's address, for the in-app browser screen's "open in your browser". */
  pageUrl?: string | undefined;
  onBack?: (() => void) | undefined;
  /** The zone dates are shown in (the browser's by default). */
  timeZone?: string | undefined;
  /** Freeze the resend countdowns (stories, so screenshots do not depend on the second they are taken). */
  clockPaused?: boolean | undefined;
  /**
   * Called when the user's linked accounts change: an account linked (by any of the journey's ways, the
   * provider's own window included) or unlinked. `account` is the one that came or went.
   */
  onDone?: ((change: AccountChange) => void) | undefined;
}

type View =
  | { kind: 'overview' }
  | { kind: 'contact'; channel: 'email' | 'phone'; mode: 'connect' | 'update' }
  | { kind: 'wallet' }
  | { kind: 'oauth'; provider: OAuthProvider; returning: boolean };

/** `github_oauth` → `github`; a custom provider's type is already its id. */
const providerOf = (type: LinkableType): OAuthProvider | null => {
  if (type.endsWith('_oauth')) return type.slice(0, -'_oauth'.length) as OAuthAccountProvider;
  if (type.startsWith('custom:')) return type as OAuthProvider;
  return null;
};

/** The kinds this journey can link with what the host gave it. */
function offered(linkable: readonly LinkableType[], port: AccountPort | null, canLinkWallets: boolean): LinkableType[] {
  return linkable.filter((type) => {
    if (type === 'wallet') return canLinkWallets;
    if (type === 'farcaster' || type === 'telegram') return Boolean(port?.linkInProviderModal);
    if (type === 'cross_app' || type === 'custom_auth') return false;
    return true;
  });
}

/** The unlink call for an account, by the field the provider names it by; null for kinds that cannot be unlinked. */
function unlinkCall(port: AccountPort, account: LinkedAccount): (() => Promise<unknown>) | null {
  const { unlink } = port;
  switch (account.type) {
    case 'email':
      return () => unlink.email({ address: account.address });
    case 'phone':
      return () => unlink.phone({ phoneNumber: account.number });
    case 'passkey':
      return () => unlink.passkey({ credentialId: account.credentialId });
    case 'wallet':
      return () => unlink.wallet({ address: account.address });
    case 'farcaster':
      return account.fid === null ? null : () => unlink.farcaster({ fid: account.fid as number });
    case 'telegram':
      return () => unlink.telegram({ telegramUserId: account.telegramUserId });
    case 'cross_app':
      return () => unlink.oauth({ provider: `privy:${account.providerApp.id}`, subject: account.subject });
    case 'smart_wallet':
    case 'custom_auth':
      return null;
    default:
      return () => unlink.oauth({ provider: providerOf(account.type) ?? account.type, subject: account.subject });
  }
}

/** What `AccountJourney`'s `onDone` reports. */
export interface AccountChange {
  action: 'linked' | 'unlinked';
  account: LinkedAccount;
}

/**
 * Calls `onDone` for each linked account that appears or disappears in `user` after the first render (the accounts
 * the user had when the journey opened are not news).
 */
function useAccountChanges(user: AccountUser | null | undefined, onDone: AccountJourneyProps['onDone']) {
  const onDoneRef = useLatest(onDone);
  const known = useRef<Map<string, LinkedAccount> | null>(null);
  const accounts = user?.linkedAccounts;
  useEffect(() => {
    if (!accounts) return;
    const next = new Map(accounts.map((account) => [linkedAccountKey(account), account]));
    const before = known.current;
    known.current = next;
    if (!before) return;
    for (const [key, account] of next) if (!before.has(key)) onDoneRef.current?.({ action: 'linked', account });
    for (const [key, account] of before) if (!next.has(key)) onDoneRef.current?.({ action: 'unlinked', account });
  }, [accounts]);
}

/** The journey's views; `AccountJourney` wraps them with focus keeping. */
function AccountJourneyView({
  backend,
  linkable,
  customProviders = [],
  allowPlusInEmail = true,
  defaultCountry,
  discoverWallets,
  walletChains = { ethereum: true, solana: true },
  oauthReturn = null,
  onReturnSettled,
  onOpened,
  inAppBrowser,
  pageUrl,
  onBack,
  timeZone,
  clockPaused,
  onDone,
}: AccountJourneyProps & { onOpened?: ((type: LinkableType | null) => void) | undefined }) {
  const port = backend.port;
  useAccountChanges(port?.user, onDone);
  const [view, setView] = useState<View>(
    oauthReturn ? { kind: 'oauth', provider: oauthReturn.provider, returning: true } : { kind: 'overview' },
  );
  const [linking, setLinking] = useState<LinkableType | null>(null);
  const [unlinking, setUnlinking] = useState<string | null>(null);
  const [unlinkError, setUnlinkError] = useState<ErrorEntry | null>(null);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const [inApp] = useState(() => inAppBrowser ?? detectInAppBrowser());
  // The browser's wallets, looked for once per journey and kept outside the Suspense boundary that waits for them
  // (state inside it is dropped while it suspends: a new search each time would never settle).
  const discovery = useRef<Promise<WalletDiscovery> | null>(null);
  // The latest backend, for the wallet journey's ports (made once per visit).
  const latest = useLatest(backend);
  const overview = () => {
    setError(null);
    setView({ kind: 'overview' });
  };

  const link = async (type: LinkableType) => {
    onOpened?.(type);
    setError(null);
    const user = port?.user;
    // The rules said it can be linked when the button was drawn; the user may have changed since (another tab).
    if (user) {
      const allowed = canLinkType(user.linkedAccounts, type);
      if (!allowed.ok) {
        setError(errorEntry(allowed.error === 'validation.link.passkeyLimit' ? 'passkey.limit' : 'link.oneOfType'));
        return;
      }
    }
    if (type === 'email' || type === 'phone') {
      setView({ kind: 'contact', channel: type, mode: 'connect' });
      return;
    }
    if (type === 'wallet') {
      if (discoverWallets) discovery.current ??= discoverWallets();
      setView({ kind: 'wallet' });
      return;
    }
    if (type === 'farcaster' || type === 'telegram') {
      (await backend.whenReady()).linkInProviderModal?.(type);
      return;
    }
    const provider = providerOf(type);
    if (provider) {
      setView({ kind: 'oauth', provider, returning: false });
      return;
    }
    if (type === 'passkey') {
      setLinking('passkey');
      try {
        await (await backend.whenReady()).linkPasskey.linkWithPasskey();
      } catch (cause) {
        setError(messageFor(cause, 'passkey'));
      } finally {
        setLinking(null);
      }
    }
  };

  const unlink = async (account: LinkedAccount) => {
    const key = linkedAccountKey(account);
    setError(null);
    setUnlinkError(null);
    setUnlinking(key);
    try {
      const call = unlinkCall(await backend.whenReady(), account);
      if (!call) throw new Error('This account cannot be unlinked.');
      await call();
    } catch (cause) {
      setUnlinkError(messageFor(cause, account.type === 'passkey' ? 'passkey' : 'oauth'));
    } finally {
      setUnlinking(null);
    }
  };

  if (view.kind === 'contact') {
    return (
      <Suspense fallback={<JourneyLoading />}>
        <AccountContactJourney
          key={`${view.channel}-${view.mode}`}
          backend={backend}
          channel={view.channel}
          mode={view.mode}
          allowPlus={allowPlusInEmail}
          defaultCountry={defaultCountry}
          clockPaused={clockPaused}
          onBack={overview}
        />
      </Suspense>
    );
  }
  if (view.kind === 'wallet' && discovery.current) {
    return (
      <Suspense fallback={<JourneyLoading />}>
        <LinkWallet
          backend={latest}
          discovery={discovery.current}
          chains={walletChains}
          onDone={overview}
          onBack={overview}
        />
      </Suspense>
    );
  }
  if (view.kind === 'oauth') {
    return (
      <LinkOAuth
        backend={backend}
        provider={view.provider}
        returning={view.returning}
        blocked={oauthBlockedInBrowser(view.provider, inApp)}
        customProviders={customProviders}
        pageUrl={pageUrl ?? (typeof window === 'undefined' ? '' : window.location.href)}
        onReturnSettled={onReturnSettled}
        onDone={overview}
      />
    );
  }

  const user = port?.user;
  return (
    <AccountScreen
      user={user ?? { id: '', createdAt: new Date(0), isGuest: false, hasAcceptedTerms: false, linkedAccounts: [] }}
      loading={!user}
      linkable={offered(linkable, port, Boolean(discoverWallets))}
      customProviders={customProviders}
      linking={linking}
      unlinking={unlinking}
      unlinkError={unlinkError}
      error={error}
      onLink={(type) => void link(type)}
      onUnlink={(account) => void unlink(account)}
      onUpdateEmail={user?.email ? () => setView({ kind: 'contact', channel: 'email', mode: 'update' }) : undefined}
      onUpdatePhone={user?.phone ? () => setView({ kind: 'contact', channel: 'phone', mode: 'update' }) : undefined}
      onBack={onBack}
      timeZone={timeZone}
    />
  );
}

/**
 * The account page: the overview of who the user is and every way in (`AccountScreen`), and from it linking
 * (e-mail and phone with a code, a passkey with the browser's prompt, a wallet with its signature through the
 * wallet journey, an OAuth provider by redirect, Farcaster and Telegram in the provider's modal when the backend
 * can only do it there), unlinking after a confirmation, and changing the e-mail or phone with a code sent to the
 * new one. Limits (5 passkeys, 1 of every other kind), the last way in and MFA passkeys are decided by the rules
 * before the user tries; what the backend refuses anyway (linked to another user, too many requests) is said in
 * the catalogue's words where it happened. When a step ends, focus returns to the button that opened it ("Add
 * phone", or the "Add a way to log in" menu's button; else the new view's title), so keyboard and screen-reader
 * users keep their place.
 */
export function AccountJourney(props: AccountJourneyProps) {
  const frame = useRef<HTMLDivElement>(null);
  const opened = useRef<LinkableType | null>(null);
  useFocusKeeper(frame, () => {
    const type = opened.current;
    if (!type) return null;
    // The "Add email" / "Add phone" button that opened it, else the "Add a way to log in" menu's button.
    const button =
      frame.current?.querySelector<HTMLButtonElement>(`button[data-link="${CSS.escape(type)}"]`) ??
      frame.current?.querySelector<HTMLButtonElement>('button[data-link-menu]');
    return button && !button.disabled ? button : null;
  });
  return (
    <div ref={frame} className="sg:contents">
      <AccountJourneyView
        {...props}
        onOpened={(type) => {
          opened.current = type;
        }}
      />
    </div>
  );
}
