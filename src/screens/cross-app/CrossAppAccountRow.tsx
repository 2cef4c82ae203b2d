import { useCopy } from '../../copy/CopyProvider';
import { crossAppCopy } from '../../copy/decks/cross-app';
import type { CrossAppTarget } from '../../flows/cross-app';
import { ProviderIcon } from '../../icons/ProviderIcon';
import type { CrossAppAccount } from '../../model';
import { Address } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { crossAppWallets } from './target';

export interface CrossAppAccountRowProps {
  account: CrossAppAccount;
  /** The provider app it comes from (name, icon, read-only), e.g. `accountTarget(account, apps)`. */
  app: CrossAppTarget;
  /** "Sign a message" with the account's first wallet; left out, not offered. */
  onSignMessage?: ((account: CrossAppAccount, address: string) => void) | undefined;
  /** "Unlink"; left out, not offered. */
  onUnlink?: ((account: CrossAppAccount) => void) | undefined;
  /** A request of this row is under way: its buttons wait. */
  busy?: 'sign' | 'unlink' | null | undefined;
  /** Another request is under way: the buttons are disabled. */
  disabled?: boolean | undefined;
}

/**
 * A linked account from another app: the app's icon and name ("Account from Orbit Games"), "Read-only" when the
 * connection cannot sign, the wallets it holds (shortened, copyable), and "Sign a message" / "Unlink".
 */
export function CrossAppAccountRow({
  account,
  app,
  onSignMessage,
  onUnlink,
  busy = null,
  disabled = false,
}: CrossAppAccountRowProps) {
  const { t } = useCopy(crossAppCopy);
  const name = { app: app.name };
  const wallets = crossAppWallets(account);
  const first = wallets[0];
  return (
    <li
      data-slot="cross-app-account"
      data-app={app.id}
      className="sg:grid sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:px-4 sg:py-3 sg:text-start"
    >
      <div className="sg:flex sg:items-start sg:gap-3">
        <ProviderIcon name={app.name} src={app.iconUrl} size={32} />
        <div className="sg:min-w-0 sg:flex-1">
          <p className="sg:flex sg:flex-wrap sg:items-center sg:gap-2 sg:font-medium sg:text-foreground">
            <span>{t('crossApp.account.name', name)}</span>
            {app.readOnly ? <Chip>{t('crossApp.readOnly')}</Chip> : null}
          </p>
          {wallets.length > 0 ? (
            <ul aria-label={t('crossApp.account.wallets', name)} className="sg:mt-1 sg:grid sg:gap-1">
              {wallets.map((address) => (
                <li key={address}>
                  <Address address={address} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="sg:text-muted-foreground sg:text-sm">{t('crossApp.account.noWallet', name)}</p>
          )}
        </div>
      </div>
      {onSignMessage || onUnlink ? (
        <div className="sg:flex sg:flex-wrap sg:justify-end sg:gap-2">
          {onSignMessage && first ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('crossApp.account.signLabel', name)}
              disabled={disabled || busy === 'unlink'}
              loading={busy === 'sign'}
              onClick={() => onSignMessage(account, first)}
            >
              {t('crossApp.account.sign')}
            </Button>
          ) : null}
          {onUnlink ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('crossApp.account.unlinkLabel', name)}
              disabled={disabled || busy === 'sign'}
              loading={busy === 'unlink'}
              onClick={() => onUnlink(account)}
            >
              {t('crossApp.account.unlink')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
