import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { User } from '../../model';
import { Avatar } from '../../primitives/Avatar';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { formatPhoneNumber } from '../../rules/phone';
import { Breakable } from './Breakable';
import { profileFromAccounts } from './profile';
import { SectionCard } from './SectionCard';

export interface AccountProfileProps {
  user: Pick<User, 'email' | 'phone' | 'isGuest' | 'linkedAccounts'>;
  /** Names the account a name came from ("From GitHub"). */
  kindName: (type: User['linkedAccounts'][number]['type']) => string;
  /** Another action is under way: the buttons wait. */
  busy: boolean;
  onUpdateEmail?: (() => void) | undefined;
  onUpdatePhone?: (() => void) | undefined;
  /** "Add email" when the user has none (the host starts connecting one); leave out to hide it. */
  onAddEmail?: (() => void) | undefined;
  /** "Add phone" when the user has none; leave out to hide it. */
  onAddPhone?: (() => void) | undefined;
  /** Below the contact rows (the Details disclosure). */
  children?: ReactNode | undefined;
}

/**
 * The account centre's profile card: the person's picture or initials and name (from their linked accounts, with
 * where it came from), their e-mail and phone (formatted) with Change or Add, and a guest's note in the info tone.
 */
export function AccountProfile({
  user,
  kindName,
  busy,
  onUpdateEmail,
  onUpdatePhone,
  onAddEmail,
  onAddPhone,
  children,
}: AccountProfileProps) {
  const { t } = useCopy(accountCopy);
  const profile = profileFromAccounts(user.linkedAccounts);
  const email = user.email?.address ?? null;
  const phone = user.phone ? formatPhoneNumber(user.phone.number) : null;
  /** "Change …" beside a value the user has, "Add …" (marked for focus return) where they have none. */
  const action = (
    type: 'email' | 'phone',
    value: string | null,
    onChange: (() => void) | undefined,
    onAdd: (() => void) | undefined,
  ): ReactNode => {
    const onClick = value ? onChange : onAdd;
    if (!onClick) return null;
    const label = value
      ? t(type === 'email' ? 'account.updateEmail' : 'account.updatePhone')
      : t(type === 'email' ? 'account.addEmail' : 'account.addPhone');
    return (
      <Button variant="secondary" size="sm" data-link={value ? undefined : type} onClick={onClick} disabled={busy}>
        {label}
      </Button>
    );
  };
  const rows = [
    { label: t('account.user.email'), value: email, action: action('email', email, onUpdateEmail, onAddEmail) },
    { label: t('account.user.phone'), value: phone, action: action('phone', phone, onUpdatePhone, onAddPhone) },
  ];
  return (
    <SectionCard title={t('account.user')}>
      <div className="sg:flex sg:items-center sg:gap-3">
        <Avatar name={profile.name ?? email} src={profile.avatarUrl} size="lg" />
        <div className="sg:min-w-0">
          <p
            className={
              profile.name
                ? 'sg:wrap-anywhere sg:font-semibold sg:text-foreground sg:text-lg'
                : 'sg:text-muted-foreground'
            }
          >
            {profile.name ?? t('account.user.noName')}
          </p>
          {profile.nameFrom ? (
            <p className="sg:text-muted-foreground sg:text-xs">
              {t('account.user.nameFrom', { account: kindName(profile.nameFrom) })}
            </p>
          ) : null}
        </div>
      </div>
      {user.isGuest ? <Banner tone="info">{t('account.user.guestNote')}</Banner> : null}
      <dl className="sg:grid sg:divide-y sg:divide-border">
        {rows.map((row) => (
          <div
            key={row.label}
            className="sg:grid sg:min-h-12 sg:grid-cols-[minmax(0,1fr)_auto] sg:items-center sg:gap-x-3 sg:gap-y-1 sg:py-2"
          >
            <dt className="sg:text-muted-foreground sg:text-xs">{row.label}</dt>
            {/* The value takes the whole width under its label and action: a long e-mail wraps less. */}
            <dd className="sg:col-span-2 sg:row-start-2 sg:min-w-0 sg:wrap-anywhere sg:text-foreground sg:text-sm">
              {row.value ? (
                <span dir="ltr">
                  <Breakable text={row.value} />
                </span>
              ) : (
                t('account.user.none')
              )}
            </dd>
            {row.action ? <dd className="sg:col-start-2 sg:row-start-1">{row.action}</dd> : null}
          </div>
        ))}
      </dl>
      {children}
    </SectionCard>
  );
}
