import type { ReactNode } from 'react';
import { type ErrorEntry, useCopy } from '../../copy';
import { accountCopy } from '../../copy/decks/account';
import { signInCopy } from '../../copy/decks/sign-in';
import type { TranslateWith } from '../../copy/translate';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { icons } from '../../icons/semantic';
import { isOAuthProvider, oauthProviderName } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ListItem } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';

/** One account linked to the user, as the home screen lists it. */
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
  /** The best short name for the user (their e-mail, phone or username); null for none. */
  name?: string | null | undefined;
  isGuest?: boolean | undefined;
  memberSince?: Date | null | undefined;
  accounts: readonly HomeAccount[];
  loggingOut?: boolean | undefined;
  error?: ErrorEntry | null | undefined;
  onLogout: () => void;
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

/**
 * The signed-in home: who the user is, every account linked to them, and logging out. Guests are told how
 * to keep their account.
 */
export function HomeScreen({
  name,
  isGuest = false,
  memberSince,
  accounts,
  loggingOut = false,
  error = null,
  onLogout,
  timeZone,
}: HomeScreenProps) {
  const { t, locale } = useCopy(homeDecks);
  const dates = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeZone });
  const shownName = isGuest ? t('home.guestName') : name;
  const { logOut: LogOut, user: UserIcon } = icons;
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
      }
    >
      <ErrorBanner error={error} />
      <section aria-labelledby="sigil-home-accounts" className="sg:grid sg:gap-2">
        <h2 id="sigil-home-accounts" className="sg:font-medium sg:text-muted-foreground sg:text-sm">
          {t('home.linkedAccounts')}
          <span className="sg:sr-only">: {t('home.linkedAccountsCount', { count: accounts.length })}</span>
        </h2>
        <ul className="sg:grid sg:gap-2">
          {accounts.map((account, index) => {
            const kind = accountKind(account.method, t);
            const details = [
              account.label,
              account.linkedAt ? t('home.linkedOn', { date: dates.format(account.linkedAt) }) : null,
            ].filter(Boolean);
            return (
              <ListItem
                // Accounts have no id of their own here; method + label is unique per user.
                key={`${account.method}-${account.label ?? index}`}
                icon={kind.icon}
                label={kind.name}
                description={details.length ? details.join(' · ') : undefined}
              />
            );
          })}
        </ul>
      </section>
    </ScreenLayout>
  );
}
