import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { LinkedAccount, User } from '../../model';
import { CopyButton } from '../../primitives/CopyButton';
import { Disclosure } from '../../primitives/Disclosure';
import { Breakable } from './Breakable';
import { linkedAccountKey } from './linked-account';

export interface AccountDetailsProps {
  user: Pick<User, 'id' | 'createdAt' | 'isGuest' | 'hasAcceptedTerms' | 'linkedAccounts'>;
  /** Formats the dates shown (the screen's locale and zone). */
  formatDate: (date: Date) => string;
  /** Open at first (stories). */
  defaultOpen?: boolean | undefined;
}

const mono = 'sg:font-mono sg:text-xs sg:wrap-anywhere';

/** One term and its value, in the details' compact list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sg:grid sg:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] sg:items-baseline sg:gap-x-3 sg:py-1">
      <dt className="sg:text-muted-foreground sg:text-xs">{term}</dt>
      <dd className="sg:min-w-0 sg:text-foreground sg:text-sm">{children}</dd>
    </div>
  );
}

/** The id the provider names the account by (address, number, credential, subject, fid, user id). */
const identifierOf = (account: LinkedAccount) => linkedAccountKey(account).slice(account.type.length + 1);

/**
 * The data a person rarely needs, folded behind "Details": the user id (copyable), guest and terms flags, when the
 * account was created, and each linked account's raw type, identifier, wallet index and verification dates.
 */
export function AccountDetails({ user, formatDate, defaultOpen }: AccountDetailsProps) {
  const { t } = useCopy(accountCopy);
  return (
    <Disclosure label={t('account.details')} defaultOpen={defaultOpen}>
      <div data-slot="account-details" className="sg:grid sg:gap-3">
        <dl className="sg:grid">
          <Fact term={t('account.user.id')}>
            <span className="sg:flex sg:items-center sg:gap-1">
              <span dir="ltr" className={mono}>
                <Breakable text={user.id} />
              </span>
              <CopyButton value={user.id} label={t('account.user.copyId')} iconOnly variant="ghost" />
            </span>
          </Fact>
          <Fact term={t('account.user.guest')}>
            {t(user.isGuest ? 'account.user.guestYes' : 'account.user.guestNo')}
          </Fact>
          <Fact term={t('account.user.terms')}>
            {t(user.hasAcceptedTerms ? 'account.user.termsAccepted' : 'account.user.termsNotAccepted')}
          </Fact>
          <Fact term={t('account.user.created')}>{formatDate(user.createdAt)}</Fact>
        </dl>
        {user.linkedAccounts.length > 0 ? (
          <div className="sg:grid sg:gap-1">
            <p className="sg:font-medium sg:text-muted-foreground sg:text-xs">{t('account.details.accounts')}</p>
            <ul className="sg:grid sg:divide-y sg:divide-border sg:rounded-sigil sg:border sg:border-border sg:px-3">
              {user.linkedAccounts.map((account) => (
                <li key={linkedAccountKey(account)} className="sg:py-2">
                  <dl>
                    <Fact term={t('account.details.type')}>
                      <span className={mono}>{account.type}</span>
                    </Fact>
                    <Fact term={t('account.details.id')}>
                      <span dir="ltr" className={mono}>
                        <Breakable text={identifierOf(account)} />
                      </span>
                    </Fact>
                    {account.type === 'wallet' && account.walletIndex !== null ? (
                      <Fact term={t('account.details.walletIndex')}>{String(account.walletIndex)}</Fact>
                    ) : null}
                    <Fact term={t('account.details.firstVerified')}>
                      {account.firstVerifiedAt ? formatDate(account.firstVerifiedAt) : t('account.details.never')}
                    </Fact>
                    <Fact term={t('account.details.lastVerified')}>
                      {account.latestVerifiedAt ? formatDate(account.latestVerifiedAt) : t('account.details.never')}
                    </Fact>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Disclosure>
  );
}
