import type { ReactNode } from 'react';
import { type ErrorEntry, useCopy } from '../../copy';
import { accountCopy } from '../../copy/decks/account';
import { signInCopy } from '../../copy/decks/sign-in';
import type { TranslateWith } from '../../copy/translate';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { icons } from '../../icons/semantic';
import { isOAuthProvider, type MfaMethod, oauthProviderName } from '../../model';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { Breakable } from './Breakable';
import { type HomeWallet, type HomeWalletAction, HomeWallets } from './HomeWallets';
import { SectionCard } from './SectionCard';

export type { HomeWallet, HomeWalletAction } from './HomeWallets';

/** One way the user logs in, as the home screen lists it (wallets go in `wallets`). */
export interface HomeAccount {
  /**
   * The login method it belongs to: `email`, `sms`, `passkey`, `wallet`, an OAuth provider id, `farcaster`,
   * `telegram`, `custom` (the app's own accounts), `cross_app`, or a custom provider's `custom:<id>`.
   */
  method: string;
  /** The address, number, username or device; null when the provider gives none. */
  label: string | null;
  linkedAt?: Date | null | undefined;
}

export interface HomeScreenProps {
  /** The best short name for the user (a name from a linked account, else their e-mail, phone or username). */
  name?: string | null | undefined;
  /** Their e-mail, shown under the name when it is not the name. */
  email?: string | null | undefined;
  /** A picture of the user (from a linked account); their initials without one. */
  avatarUrl?: string | null | undefined;
  isGuest?: boolean | undefined;
  memberSince?: Date | null | undefined;
  /** The ways the user logs in (e-mail, phone, social accounts, passkeys), listed under who they are. */
  accounts?: readonly HomeAccount[] | undefined;
  /** The user's wallets with their balances; 'loading' while the wallets are not known; leave out to hide the card. */
  wallets?: readonly HomeWallet[] | 'loading' | undefined;
  /** The everyday actions each wallet offers, in order (Send, Receive, Add funds by default). */
  walletActions?: readonly HomeWalletAction[] | undefined;
  /**
   * Send, Receive or Add funds on a wallet: the host opens it, e.g. the Wallets page with
   * `initialAction: { action, address }`.
   */
  onWalletAction?: ((action: HomeWalletAction, address: string) => void) | undefined;
  /** The user's two-step verification methods (`user.mfaMethods`); leave out to hide the security card. */
  mfaMethods?: readonly MfaMethod[] | undefined;
  /** "Set up" (two-step verification off) or "Manage" (on): the host opens the security settings. */
  onOpenSecurity?: (() => void) | undefined;
  /** "Manage account" beside who the user is: the host opens the account page. */
  onManageAccount?: (() => void) | undefined;
  loggingOut?: boolean | undefined;
  error?: ErrorEntry | null | undefined;
  /** "Log out" at the foot of the page; leave out where the app's header has it. */
  onLogout?: (() => void) | undefined;
  /** For stories and tests: the locale's dates need a fixed zone to be stable. */
  timeZone?: string | undefined;
}

/** The home screen's strings, and the guest hint it shares with the guest sign-in screen. */
const homeDecks = [accountCopy, signInCopy] as const;

function accountKind(method: string, t: TranslateWith<typeof homeDecks>): { name: string; icon: ReactNode } {
  const { email: Mail, phone: Phone, passkey: Key, wallet: Wallet, user: User, link: Link } = icons;
  switch (method) {
    case 'email':
      return { name: t('login.method.email'), icon: <Mail /> };
    case 'sms':
      return { name: t('login.method.sms'), icon: <Phone /> };
    case 'passkey':
      return { name: t('login.method.passkey'), icon: <Key /> };
    case 'wallet':
      return { name: t('home.account.wallet'), icon: <Wallet /> };
    case 'farcaster':
      return { name: 'Farcaster', icon: <BrandIcon name="farcaster" /> };
    case 'custom':
      return { name: t('home.account.custom'), icon: <User /> };
    case 'cross_app':
      return { name: t('home.account.crossApp'), icon: <Link /> };
    default: {
      if (isOAuthProvider(method))
        return { name: oauthProviderName(method), icon: <BrandIcon name={oauthProviderMark(method)} /> };
      return { name: method.replace(/^custom:/, ''), icon: <Link /> };
    }
  }
}

const MFA_NAMES = { sms: 'home.mfa.sms', totp: 'home.mfa.totp', passkey: 'home.mfa.passkey' } as const;

/**
 * The signed-in home as a dashboard of cards: who the user is (picture or initials, name, e-mail, the ways they log
 * in), their wallets with balances and Send / Receive / Add funds, and whether two-step verification is on (with
 * which methods) or off (with "Set up"). Two columns where the screen is wide, one on a phone. Guests are told how to
 * keep their account.
 */
export function HomeScreen({
  name,
  email,
  avatarUrl,
  isGuest = false,
  memberSince,
  accounts = [],
  wallets,
  walletActions = ['send', 'receive', 'fund'],
  onWalletAction,
  mfaMethods,
  onOpenSecurity,
  onManageAccount,
  loggingOut = false,
  error = null,
  onLogout,
  timeZone,
}: HomeScreenProps) {
  const { t, locale } = useCopy(homeDecks);
  const dates = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeZone });
  const shownName = isGuest ? t('home.guestName') : name;
  const { logOut: LogOut, user: UserIcon, shieldCheck: Shield } = icons;
  const mfaOn = (mfaMethods?.length ?? 0) > 0;
  const methods = new Intl.ListFormat(locale.code, { type: 'conjunction' }).format(
    (mfaMethods ?? []).map((method) => t(MFA_NAMES[method])),
  );
  return (
    <ScreenLayout
      icon={<UserIcon />}
      title={shownName ? t('home.greetingNamed', { name: shownName }) : t('home.greeting')}
      subtitle={
        isGuest
          ? t('login.guest.description')
          : memberSince
            ? t('home.memberSince', { date: dates.format(memberSince) })
            : undefined
      }
      footer={
        onLogout ? (
          <Button
            variant="secondary"
            fullWidth
            loading={loggingOut}
            loadingLabel={t('home.loggingOut')}
            onClick={onLogout}
          >
            <LogOut aria-hidden />
            {t('action.logout')}
          </Button>
        ) : undefined
      }
    >
      <ErrorBanner error={error} />
      <div className="sg:@container">
        <div className="sg:grid sg:items-start sg:gap-4 sg:@2xl:grid-cols-2">
          <SectionCard
            title={t('home.you')}
            action={
              onManageAccount ? (
                <Button variant="ghost" size="sm" onClick={onManageAccount}>
                  {t('home.manageAccount')}
                </Button>
              ) : undefined
            }
          >
            <div className="sg:flex sg:items-center sg:gap-3">
              <Avatar name={isGuest ? null : (name ?? null)} src={avatarUrl} size="lg" />
              <div className="sg:min-w-0">
                <p className="sg:wrap-anywhere sg:font-semibold sg:text-foreground">
                  {shownName ?? t('home.greeting')}
                </p>
                {email && email !== shownName ? (
                  <p dir="ltr" className="sg:wrap-anywhere sg:text-start sg:text-muted-foreground sg:text-sm">
                    <Breakable text={email} />
                  </p>
                ) : null}
              </div>
            </div>
            <div className="sg:grid sg:gap-2">
              <p className="sg:font-medium sg:text-muted-foreground sg:text-xs">
                {t('home.linkedAccounts')}
                <span className="sg:sr-only">: {t('home.linkedAccountsCount', { count: accounts.length })}</span>
              </p>
              <ul aria-label={t('home.linkedAccounts')} className="sg:flex sg:flex-wrap sg:gap-2">
                {accounts.map((account, index) => {
                  const kind = accountKind(account.method, t);
                  return (
                    <li
                      // Accounts have no id of their own here; method + label is unique per user.
                      key={`${account.method}-${account.label ?? index}`}
                      className="sg:flex sg:min-w-0 sg:max-w-full sg:items-center sg:gap-2 sg:rounded-full sg:border sg:border-border sg:px-3 sg:py-1 sg:text-sm sg:[&_svg]:size-4"
                    >
                      <span aria-hidden className="sg:flex sg:shrink-0">
                        {kind.icon}
                      </span>
                      <span className="sg:font-medium sg:text-foreground">{kind.name}</span>
                      {account.label ? (
                        <span dir="auto" className="sg:min-w-0 sg:wrap-anywhere sg:text-muted-foreground">
                          {/* At its joints first (an e-mail's "@" and "."), mid-word only where one part is too long. */}
                          <Breakable text={account.label} />
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          </SectionCard>

          {mfaMethods ? (
            <SectionCard
              title={t('home.security')}
              action={
                onOpenSecurity ? (
                  <Button variant={mfaOn ? 'ghost' : 'primary'} size="sm" onClick={onOpenSecurity}>
                    {t(mfaOn ? 'home.security.manage' : 'home.security.setUp')}
                  </Button>
                ) : undefined
              }
            >
              <div data-mfa={mfaOn ? 'on' : 'off'} className="sg:flex sg:items-start sg:gap-3">
                <span
                  aria-hidden
                  className={
                    mfaOn
                      ? 'sg:flex sg:size-10 sg:shrink-0 sg:items-center sg:justify-center sg:rounded-full sg:bg-success-subtle sg:text-success'
                      : 'sg:flex sg:size-10 sg:shrink-0 sg:items-center sg:justify-center sg:rounded-full sg:bg-muted sg:text-muted-foreground'
                  }
                >
                  <Shield className="sg:size-5" />
                </span>
                <div className="sg:min-w-0">
                  <p className="sg:font-medium sg:text-foreground">
                    {t(mfaOn ? 'home.security.on' : 'home.security.off')}
                  </p>
                  <p className="sg:text-muted-foreground sg:text-sm">
                    {mfaOn ? t('home.security.with', { methods }) : t('home.security.offHint')}
                  </p>
                </div>
              </div>
            </SectionCard>
          ) : null}

          {wallets ? (
            <SectionCard
              title={t('home.wallets')}
              className="sg:@2xl:col-span-2"
              srSuffix={wallets === 'loading' ? undefined : t('account.walletsCount', { count: wallets.length })}
            >
              {wallets === 'loading' ? (
                <div aria-busy="true" className="sg:flex sg:justify-center sg:py-4 sg:text-accent-text">
                  <Spinner label={t('home.wallets.loading')} />
                </div>
              ) : wallets.length === 0 ? (
                <p className="sg:text-muted-foreground sg:text-sm">{t('home.wallets.empty')}</p>
              ) : (
                <HomeWallets wallets={wallets} actions={walletActions} onWalletAction={onWalletAction} />
              )}
            </SectionCard>
          ) : null}
        </div>
      </div>
    </ScreenLayout>
  );
}
