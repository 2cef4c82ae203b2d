import { type RefObject, useMemo, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import type { CustomProvider, LinkedAccount, User } from '../../model';
import { BackButton } from '../../primitives/BackButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { canUnlinkAccount, type LinkableType, linkOptions } from '../../rules/accounts';
import { AccountDetails } from './AccountDetails';
import { AccountProfile } from './AccountProfile';
import { AddWayMenu } from './AddWayMenu';
import { LinkedAccountRow } from './LinkedAccountRow';
import { linkedAccountKey, useLinkedAccountText, walletAddressOf } from './linked-account';
import { SectionCard } from './SectionCard';
import { UnlinkAccountDialog } from './UnlinkAccountDialog';

export interface AccountScreenProps {
  /** The signed-in user (spec 3): id, e-mail, phone, guest flag, terms accepted, created, linked accounts. */
  user: Pick<User, 'id' | 'createdAt' | 'email' | 'phone' | 'isGuest' | 'hasAcceptedTerms' | 'linkedAccounts'>;
  /**
   * The kinds the app offers to connect (its login methods), in the order the "Add a way to log in" menu lists
   * them. A kind is offered while one more can be connected (5 passkeys, 1 of every other kind); passkeys at the
   * limit stay in the menu, disabled, with the reason.
   */
  linkable?: readonly LinkableType[] | undefined;
  /** The app's custom OAuth providers, for their names and icons. */
  customProviders?: readonly CustomProvider[] | undefined;
  /** The user is still loading: the profile and the lists wait behind one spinner (`user` is not read). */
  loading?: boolean | undefined;
  /** The kind being connected: the menu's button says so, the other buttons wait. */
  linking?: LinkableType | null | undefined;
  /** The account being disconnected, by `linkedAccountKey(account)`: its confirmation is busy. */
  unlinking?: string | null | undefined;
  /** Why the last disconnect failed: shown in the confirmation, with "Try again". */
  unlinkError?: ErrorEntry | null | undefined;
  /** Why the last connect (or anything else on the screen) failed: linked to another user, too many requests, limits. */
  error?: ErrorEntry | null | undefined;
  /** A kind chosen in "Add a way to log in" (or "Add email" / "Add phone"): the host starts connecting it. */
  onLink?: ((type: LinkableType) => void) | undefined;
  /**
   * Disconnect confirmed: the host calls the kind's unlink. When the account leaves `user.linkedAccounts` the
   * confirmation closes by itself.
   */
  onUnlink?: ((account: LinkedAccount) => void) | undefined;
  /** "Change email" beside the user's e-mail; leave out to hide it. */
  onUpdateEmail?: (() => void) | undefined;
  /** "Change phone" beside the user's phone; leave out to hide it. */
  onUpdatePhone?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
  /** The zone dates are shown in (the browser's by default); stories fix it so they read the same everywhere. */
  timeZone?: string | undefined;
  /** Open the "Add a way to log in" menu and the Details at first (stories). */
  defaultOpen?: { menu?: boolean | undefined; details?: boolean | undefined } | undefined;
}

/** Wallets are listed apart from the ways to log in. */
const isWallet = (account: LinkedAccount) => account.type === 'wallet' || account.type === 'smart_wallet';

/**
 * The account centre: the profile (picture or initials and name from the linked accounts, e-mail and phone with
 * Change or Add), the ways to log in and the wallets, each with Disconnect (confirmed in a dialog) or, where the rules
 * keep it (the only way to log in, a passkey that verifies sign-ins, a wallet created for the account), the reason;
 * connecting through one "Add a way to log in" menu; and the developer data (ids, raw types, indexes, dates) folded
 * behind "Details". Two columns where the screen is wide (profile beside the lists), one on a phone.
 */
export function AccountScreen({
  user,
  linkable = [],
  customProviders = [],
  loading = false,
  linking = null,
  unlinking = null,
  unlinkError = null,
  error = null,
  onLink,
  onUnlink,
  onUpdateEmail,
  onUpdatePhone,
  onBack,
  timeZone,
  defaultOpen,
}: AccountScreenProps) {
  const { t, locale } = useCopy(accountCopy);
  const describe = useLinkedAccountText(customProviders);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeZone }),
    [locale.code, timeZone],
  );
  const formatDate = (date: Date) => dates.format(date);
  const accounts = user.linkedAccounts;
  const busy = linking !== null || unlinking !== null;

  // The confirmation: which account, and whether the user confirmed it (so an old error is not shown anew).
  const [confirming, setConfirming] = useState<{ key: string; attempted: boolean } | null>(null);
  const target = confirming ? accounts.find((account) => linkedAccountKey(account) === confirming.key) : undefined;
  const opener = useRef<HTMLElement | null>(null);
  const linkedHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return opener.current?.isConnected ? opener.current : linkedHeading.current;
      },
    }),
    [],
  );

  const options = linkOptions(accounts, linkable).filter(
    ({ result }) => result.ok || result.error === 'validation.link.passkeyLimit',
  );
  const canAdd = (type: 'email' | 'phone') =>
    onLink && options.some((option) => option.type === type && option.result.ok) ? () => onLink(type) : undefined;
  const ways = accounts.filter((account) => !isWallet(account));
  const wallets = accounts.filter(isWallet);
  const row = (account: LinkedAccount) => {
    const key = linkedAccountKey(account);
    return (
      <LinkedAccountRow
        key={key}
        account={account}
        describe={describe}
        rule={canUnlinkAccount(accounts, account)}
        formatDate={formatDate}
        unlinking={unlinking === key}
        busy={busy}
        onUnlink={
          onUnlink
            ? (button) => {
                opener.current = button;
                setConfirming({ key, attempted: false });
              }
            : undefined
        }
      />
    );
  };

  const { user: UserIcon } = icons;
  return (
    <ScreenLayout icon={<UserIcon />} title={t('account.title')} subtitle={t('account.subtitle')}>
      <BackButton onBack={onBack} />
      <ErrorBanner error={error} />

      {loading ? (
        // Nothing is known yet: one spinner, not a profile of placeholders.
        <div aria-busy="true" className="sg:flex sg:justify-center sg:py-8 sg:text-accent-text">
          <Spinner label={t('action.loading')} />
        </div>
      ) : (
        <div className="sg:@container">
          <div className="sg:grid sg:items-start sg:gap-4 sg:@2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <AccountProfile
              user={user}
              kindName={(type) => describe.kind(type).name}
              busy={busy}
              onUpdateEmail={onUpdateEmail}
              onUpdatePhone={onUpdatePhone}
              onAddEmail={canAdd('email')}
              onAddPhone={canAdd('phone')}
            >
              <AccountDetails user={user} formatDate={formatDate} defaultOpen={defaultOpen?.details} />
            </AccountProfile>
            <div className="sg:grid sg:min-w-0 sg:gap-4">
              <SectionCard
                ref={linkedHeading}
                title={t('account.linked')}
                srSuffix={t('account.linkedCount', { count: ways.length })}
                action={
                  linkable.length > 0 && options.length > 0 ? (
                    <AddWayMenu
                      options={options}
                      describe={describe}
                      linking={linking}
                      busy={busy}
                      onLink={onLink}
                      defaultOpen={defaultOpen?.menu}
                    />
                  ) : undefined
                }
              >
                {ways.length === 0 ? (
                  <p className="sg:text-muted-foreground sg:text-sm">{t('account.linked.empty')}</p>
                ) : (
                  <ul className="sg:grid sg:gap-2">{ways.map(row)}</ul>
                )}
                {linkable.length > 0 && options.length === 0 ? (
                  <p className="sg:text-muted-foreground sg:text-sm">{t('account.link.none')}</p>
                ) : null}
              </SectionCard>
              {wallets.length > 0 ? (
                <SectionCard
                  title={t('account.wallets')}
                  srSuffix={t('account.walletsCount', { count: wallets.length })}
                >
                  <ul className="sg:grid sg:gap-2">{wallets.map(row)}</ul>
                </SectionCard>
              ) : null}
            </div>
          </div>
        </div>
      )}

      {target ? (
        <UnlinkAccountDialog
          open
          accountName={describe.kind(target.type, target).name}
          accountLabel={describe.primary(target) ?? walletAddressOf(target)}
          status={
            unlinking === confirming?.key ? 'unlinking' : confirming?.attempted && unlinkError ? 'error' : 'confirm'
          }
          error={unlinkError}
          returnFocusTo={returnFocus}
          onConfirm={() => {
            setConfirming((current) => (current ? { ...current, attempted: true } : current));
            onUnlink?.(target);
          }}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}
