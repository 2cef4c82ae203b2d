import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { icons } from '../../icons/semantic';
import type { LinkedAccount } from '../../model';
import { Address } from '../../primitives/Address';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/MethodButton';
import { Spinner } from '../../primitives/Spinner';
import type { RuleResult } from '../../rules/result';
import { Breakable } from './Breakable';
import { type useLinkedAccountText, walletAddressOf } from './linked-account';

export interface LinkedAccountRowProps {
  account: LinkedAccount;
  describe: ReturnType<typeof useLinkedAccountText>;
  /** Whether the rules let it be disconnected, and why not. */
  rule: RuleResult<true>;
  formatDate: (date: Date) => string;
  /** It is being disconnected. */
  unlinking: boolean;
  /** Another action is under way: its button waits. */
  busy: boolean;
  /** Its "Disconnect" was pressed (leave out to show no button). */
  onUnlink?: ((opener: HTMLElement) => void) | undefined;
}

/**
 * One linked account: its kind, what identifies it (a number formatted, an address shortened and copyable), when it
 * was last used, and either Disconnect or, when the rules keep it (the only way to log in, a passkey that verifies
 * sign-ins, a wallet created for the account), the reason in the info tone instead of a button that cannot be used.
 */
export function LinkedAccountRow({
  account,
  describe,
  rule,
  formatDate,
  unlinking,
  busy,
  onUnlink,
}: LinkedAccountRowProps) {
  const { t } = useCopy(accountCopy);
  const kind = describe.kind(account.type, account);
  const label = describe.primary(account);
  const address = walletAddressOf(account);
  const facts = [
    ...describe.secondary(account),
    account.latestVerifiedAt
      ? t('account.detail.lastUsed', { date: formatDate(account.latestVerifiedAt) })
      : account.firstVerifiedAt
        ? t('account.detail.verified', { date: formatDate(account.firstVerifiedAt) })
        : null,
  ].filter((fact): fact is string => Boolean(fact));
  const name = label ? `${kind.name} ${label}` : kind.name;
  const UnlinkIcon = icons.unlink;
  return (
    <ListItem
      data-type={account.type}
      icon={kind.icon}
      label={kind.name}
      description={
        <>
          {label ? (
            <span dir="auto" className="sg:block sg:wrap-anywhere sg:text-foreground">
              <Breakable text={label} />
            </span>
          ) : null}
          {address ? <Address address={address} /> : null}
          {facts.length ? <span className="sg:block">{facts.join(' · ')}</span> : null}
          {rule.ok ? null : (
            <span data-slot="kept-reason" className="sg:mt-1 sg:block sg:text-info">
              {t(rule.error)}
            </span>
          )}
        </>
      }
      trailing={
        rule.ok && onUnlink ? (
          <IconButton
            variant="destructive"
            size="sm"
            label={t(unlinking ? 'account.unlinking' : 'account.unlink', { account: name })}
            icon={unlinking ? <Spinner size="sm" decorative /> : <UnlinkIcon aria-hidden />}
            aria-busy={unlinking || undefined}
            disabled={busy}
            onClick={(event) => onUnlink(event.currentTarget)}
          />
        ) : undefined
      }
    />
  );
}
