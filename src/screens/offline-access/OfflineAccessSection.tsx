import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { offlineAccessCopy } from '../../copy/decks/offline-access';
import type { DelegableWallet } from '../../flows/offline-access';
import { icons } from '../../icons/semantic';
import { Address, shortenAddress } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ListItem } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';

export interface OfflineAccessSectionProps {
  /** The app's name: who gets offline access. */
  appName: string;
  /** The user's embedded wallets with their delegated state; null while they load. */
  wallets: readonly DelegableWallet[] | null;
  /** The app has a server signer: without one, wallets kept on the provider's server cannot be delegated. */
  serverSignerConfigured: boolean;
  /** Enable on a wallet without offline access: the host asks for consent. */
  onEnable: (wallet: DelegableWallet) => void;
  /** Revoke on a wallet with offline access: the host asks to confirm. */
  onRevoke: (wallet: DelegableWallet) => void;
  /** The heading's level where the section sits in a page (the surrounding level by default). */
  headingLevel?: 1 | 2 | 3 | undefined;
}

/** A server wallet of an app without a server signer cannot be delegated. */
const canDelegate = (wallet: Pick<DelegableWallet, 'custody'>, serverSignerConfigured: boolean) =>
  wallet.custody === 'on-device' || serverSignerConfigured;

/**
 * "Offline access": what it means, then the user's embedded wallets, each with its delegated state as a chip
 * ("Offline access granted" / "No offline access", or "Unavailable" with the reason) and Enable or Revoke.
 */
export function OfflineAccessSection({
  appName,
  wallets,
  serverSignerConfigured,
  onEnable,
  onRevoke,
  headingLevel,
}: OfflineAccessSectionProps) {
  const { t } = useCopy(offlineAccessCopy);
  const Shield = icons.shieldCheck;
  const Wallet = icons.wallet;
  let body: ReactNode;
  if (wallets === null) {
    body = (
      <div className="sg:flex sg:justify-center sg:py-6">
        <Spinner label={t('delegation.section.loading')} />
      </div>
    );
  } else if (wallets.length === 0) {
    body = (
      <p className="sg:rounded-sigil sg:border sg:border-border sg:border-dashed sg:px-4 sg:py-6 sg:text-center sg:text-muted-foreground sg:text-sm">
        {t('delegation.section.empty')}
      </p>
    );
  } else {
    body = (
      <ul aria-label={t('delegation.section.wallets')} className="sg:grid sg:gap-2">
        {wallets.map((wallet) => {
          const name = t('delegation.wallet.label', { chain: t(`delegation.wallet.${wallet.chainType}`) });
          const named = `${name} ${shortenAddress(wallet.address)}`;
          const available = wallet.delegated || canDelegate(wallet, serverSignerConfigured);
          let trailing: ReactNode;
          if (wallet.delegated) {
            trailing = (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('delegation.action.revokeFor', { wallet: named })}
                onClick={() => onRevoke(wallet)}
              >
                {t('delegation.action.revoke')}
              </Button>
            );
          } else if (available) {
            trailing = (
              <Button
                size="sm"
                aria-label={t('delegation.action.enableFor', { wallet: named })}
                onClick={() => onEnable(wallet)}
              >
                {t('delegation.action.enable')}
              </Button>
            );
          }
          return (
            <ListItem
              key={wallet.address}
              data-address={wallet.address}
              data-custody={wallet.custody}
              data-state={wallet.delegated ? 'granted' : available ? 'off' : 'unavailable'}
              icon={<Wallet />}
              label={
                <span className="sg:flex sg:flex-wrap sg:items-center sg:gap-x-1">
                  {name}
                  <Address address={wallet.address} copyable={false} />
                </span>
              }
              description={
                <span className="sg:grid sg:gap-1">
                  <span>{t(`delegation.custody.${wallet.custody}`)}</span>
                  <span>
                    {wallet.delegated ? (
                      <Chip tone="success">{t('delegation.status.granted')}</Chip>
                    ) : available ? (
                      <Chip>{t('delegation.status.off')}</Chip>
                    ) : (
                      <Chip tone="warning">{t('delegation.status.unavailable')}</Chip>
                    )}
                  </span>
                  {available ? null : <span>{t('delegation.unavailable.noServerSigner', { app: appName })}</span>}
                </span>
              }
              trailing={trailing}
            />
          );
        })}
      </ul>
    );
  }
  return (
    <ScreenLayout
      aria-label={t('delegation.section.title')}
      icon={<Shield />}
      headingLevel={headingLevel}
      title={t('delegation.section.title')}
      subtitle={t('delegation.section.body', { app: appName })}
    >
      {body}
    </ScreenLayout>
  );
}
