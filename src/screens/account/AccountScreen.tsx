import { type ReactNode, type RefObject, useId, useMemo, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import type { CustomProvider, LinkedAccount, User } from '../../model';
import { Address } from '../../primitives/Address';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/MethodButton';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { canUnlinkAccount, type LinkableType, linkOptions } from '../../rules/accounts';
import { linkedAccountKey, useLinkedAccountText, walletAddressOf } from './linked-account';
import { UnlinkAccountDialog } from './UnlinkAccountDialog';

export interface AccountScreenProps {
  /** The signed-in user (spec 3): id, e-mail, phone, guest flag, terms accepted, created, linked accounts. */
  user: Pick<User, 'id' | 'createdAt' | 'email' | 'phone' | 'isGuest' | 'hasAcceptedTerms' | 'linkedAccounts'>;
  /**
   * The kinds the app offers to link (its login methods), in the order to show them. A kind shows a "Link"
   * button while one more can be linked (5 passkeys, 1 of every other kind); passkeys at the limit say so.
   */
  linkable?: readonly LinkableType[] | undefined;
  /** The app's custom OAuth providers, for their names and icons. */
  customProviders?: readonly CustomProvider[] | undefined;
  /** The user is still loading: the profile and the lists wait behind one spinner (`user` is not read). */
  loading?: boolean | undefined;
  /** The kind being linked: its button is busy, the other link and unlink buttons wait. */
  linking?: LinkableType | null | undefined;
  /** The account being unlinked, by `linkedAccountKey(account)`: its confirmation is busy. */
  unlinking?: string | null | undefined;
  /** Why the last unlink failed: shown in the confirmation, with "Try again". */
  unlinkError?: ErrorEntry | null | undefined;
  /** Why the last link (or anything else on the screen) failed: linked to another user, too many requests, limits. */
  error?: ErrorEntry | null | undefined;
  /** "Link …": the host starts that kind's link journey. */
  onLink?: ((type: LinkableType) => void) | undefined;
  /**
   * Unlink confirmed: the host calls the kind's unlink. When the account leaves `user.linkedAccounts` the
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
}

/**
 * The account overview: who the user is (id, e-mail, phone, guest, terms, created), every linked account with
 * what identifies it (address, number, username, device and browser, fid, verified and last-used dates) and
 * an Unlink button, disabled with the reason when the rules refuse it (the last way in, a passkey enrolled in
 * MFA, the wallets created for the user), confirmed in a dialog; then "Link …" for the kinds the app offers
 * that can still be linked.
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
}: AccountScreenProps) {
  const { t, locale } = useCopy(accountCopy);
  const describe = useLinkedAccountText(customProviders);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeZone }),
    [locale.code, timeZone],
  );
  const level = useScreenHeadingLevel();
  const Heading = `h${Math.min(level + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const ids = { profile: useId(), linked: useId(), link: useId() };
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

  const { unlink: UnlinkIcon, user: UserIcon, link: LinkIcon } = icons;
  const options = linkOptions(accounts, linkable).filter(
    ({ result }) => result.ok || result.error === 'validation.link.passkeyLimit',
  );

  const profileRows: { label: string; value: ReactNode; action?: ReactNode | undefined }[] = [
    {
      label: t('account.user.id'),
      value: (
        <span dir="ltr" className="sg:font-mono">
          {user.id}
        </span>
      ),
      action: <CopyButton value={user.id} label={t('account.user.copyId')} iconOnly variant="ghost" />,
    },
    {
      label: t('account.user.email'),
      value: user.email ? <span dir="ltr">{user.email.address}</span> : t('account.user.none'),
      action:
        user.email && onUpdateEmail ? (
          <Button variant="secondary" size="sm" onClick={onUpdateEmail} disabled={busy}>
            {t('account.updateEmail')}
          </Button>
        ) : undefined,
    },
    {
      label: t('account.user.phone'),
      value: user.phone ? <span dir="ltr">{user.phone.number}</span> : t('account.user.none'),
      action:
        user.phone && onUpdatePhone ? (
          <Button variant="secondary" size="sm" onClick={onUpdatePhone} disabled={busy}>
            {t('account.updatePhone')}
          </Button>
        ) : undefined,
    },
    {
      label: t('account.user.guest'),
      value: user.isGuest ? (
        <Chip tone="warning">{t('account.user.guestYes')}</Chip>
      ) : (
        <span>{t('account.user.guestNo')}</span>
      ),
    },
    {
      label: t('account.user.terms'),
      value: user.hasAcceptedTerms ? (
        <Chip tone="success">{t('account.user.termsAccepted')}</Chip>
      ) : (
        <Chip>{t('account.user.termsNotAccepted')}</Chip>
      ),
    },
    { label: t('account.user.created'), value: dates.format(user.createdAt) },
  ];

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
        <>
          <section aria-labelledby={ids.profile} className="sg:grid sg:gap-2">
            <Heading id={ids.profile} className="sg:font-medium sg:text-muted-foreground sg:text-sm">
              {t('account.user')}
            </Heading>
            <dl className="sg:grid sg:divide-y sg:divide-border sg:border sg:border-border">
              {profileRows.map((row) => (
                <div
                  key={row.label}
                  className="sg:grid sg:min-h-12 sg:grid-cols-[1fr_auto] sg:items-center sg:gap-x-3 sg:px-3 sg:py-2"
                >
                  <dt className="sg:text-muted-foreground sg:text-xs">{row.label}</dt>
                  <dd className="sg:col-start-1 sg:min-w-0 sg:break-all sg:text-foreground sg:text-sm">{row.value}</dd>
                  {row.action ? <dd className="sg:col-start-2 sg:row-span-2 sg:row-start-1">{row.action}</dd> : null}
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby={ids.linked} className="sg:grid sg:gap-2">
            <Heading
              id={ids.linked}
              ref={linkedHeading}
              tabIndex={-1}
              className="sg:font-medium sg:text-muted-foreground sg:text-sm sg:outline-none"
            >
              {t('account.linked')}
              <span className="sg:sr-only">: {t('account.linkedCount', { count: accounts.length })}</span>
            </Heading>
            {accounts.length === 0 ? (
              <p className="sg:text-muted-foreground sg:text-sm">{t('account.linked.empty')}</p>
            ) : (
              <ul className="sg:grid sg:gap-2">
                {accounts.map((account) => {
                  const key = linkedAccountKey(account);
                  const kind = describe.kind(account.type, account);
                  const label = describe.primary(account);
                  const address = walletAddressOf(account);
                  const rule = canUnlinkAccount(accounts, account);
                  const reasonId = `${ids.linked}-${key}-reason`;
                  const facts = [
                    ...describe.secondary(account),
                    account.firstVerifiedAt
                      ? t('account.detail.verified', { date: dates.format(account.firstVerifiedAt) })
                      : null,
                    account.latestVerifiedAt
                      ? t('account.detail.lastUsed', { date: dates.format(account.latestVerifiedAt) })
                      : null,
                  ].filter((fact): fact is string => Boolean(fact));
                  const name = label ? `${kind.name} ${label}` : kind.name;
                  const isUnlinking = unlinking === key;
                  return (
                    <ListItem
                      key={key}
                      data-type={account.type}
                      icon={kind.icon}
                      label={kind.name}
                      description={
                        <>
                          {label ? (
                            <span dir="auto" className="sg:block sg:break-all sg:text-foreground">
                              {label}
                            </span>
                          ) : null}
                          {address ? <Address address={address} /> : null}
                          {facts.length ? <span className="sg:block">{facts.join(' · ')}</span> : null}
                          {rule.ok ? null : (
                            <span id={reasonId} className="sg:mt-1 sg:block sg:text-warning">
                              {t(rule.error)}
                            </span>
                          )}
                        </>
                      }
                      trailing={
                        onUnlink ? (
                          <IconButton
                            variant="destructive"
                            size="sm"
                            label={t(isUnlinking ? 'account.unlinking' : 'account.unlink', { account: name })}
                            icon={isUnlinking ? <Spinner size="sm" decorative /> : <UnlinkIcon aria-hidden />}
                            aria-busy={isUnlinking || undefined}
                            aria-describedby={rule.ok ? undefined : reasonId}
                            disabled={!rule.ok || busy}
                            onClick={(event) => {
                              opener.current = event.currentTarget;
                              setConfirming({ key, attempted: false });
                            }}
                          />
                        ) : undefined
                      }
                    />
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}

      {linkable.length > 0 && !loading ? (
        <section aria-labelledby={ids.link} className="sg:grid sg:gap-2">
          <Heading id={ids.link} className="sg:font-medium sg:text-muted-foreground sg:text-sm">
            {t('account.link')}
          </Heading>
          {options.length === 0 ? (
            <p className="sg:text-muted-foreground sg:text-sm">{t('account.link.none')}</p>
          ) : (
            <ul className="sg:grid sg:gap-2">
              {options.map(({ type, result }) => {
                const kind = describe.kind(type);
                const what = describe.linkName(type);
                const starting = linking === type;
                const reasonId = `${ids.link}-${type}-reason`;
                return (
                  <ListItem
                    key={type}
                    data-type={type}
                    icon={kind.icon}
                    label={kind.name}
                    description={
                      result.ok ? undefined : (
                        <span id={reasonId} className="sg:text-warning">
                          {t(result.error)}
                        </span>
                      )
                    }
                    trailing={
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t(starting ? 'account.linkingKind' : 'account.linkKind', { account: what })}
                        aria-describedby={result.ok ? undefined : reasonId}
                        data-link={type}
                        loading={starting}
                        loadingLabel={t('account.linkingShort')}
                        disabled={!result.ok || (busy && !starting) || !onLink}
                        onClick={() => onLink?.(type)}
                      >
                        <LinkIcon aria-hidden />
                        {t('account.linkShort')}
                      </Button>
                    }
                  />
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

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
