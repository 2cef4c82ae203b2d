import type { RefObject } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { offlineAccessCopy } from '../../copy/decks/offline-access';
import type { ErrorEntry } from '../../copy/errors';
import type { DelegableWallet } from '../../flows/offline-access';
import { icons } from '../../icons/semantic';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';
import { WalletSummary } from './WalletSummary';

/** Where a revocation stands: asking, revoking, revoked, or failed. */
export type OfflineAccessRevokeStatus = 'confirm' | 'revoking' | 'revoked' | 'error';

type Wallet = Pick<DelegableWallet, 'address' | 'chainType' | 'custody'>;

export interface OfflineAccessRevokeDialogProps {
  open: boolean;
  /** Who loses access: the app's name. */
  appName: string;
  /** The wallet whose Revoke was pressed. */
  wallet: Wallet;
  /**
   * The other wallets that lose access with it: for an on-device wallet, every other delegated on-device wallet
   * (the SDK's revoke takes no address); none for a server-side wallet.
   */
  alsoRevoked?: readonly Wallet[] | undefined;
  status: OfflineAccessRevokeStatus;
  /** Why revoking failed (status 'error'): the catalogue's message. */
  error?: ErrorEntry | null | undefined;
  /** Confirm (or Try again after an error): the host revokes access. */
  onConfirm: () => void;
  /** Deny, Escape, the close button, and Done once revoked: the dialog closes. Not while revoking. */
  onDismiss: () => void;
  /** Where focus goes when it closes: the Revoke button that opened it, or what replaced it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * "Revoke offline access to wallet" (spec 2; spec 6: delegated access can be revoked): what stops, which wallet,
 * and for a wallet kept on this device that every on-device wallet loses access together (naming the others); then
 * Confirm or Deny ("Deny" keeps access, and is no error). Busy while revoking; "Offline access revoked" with Done;
 * or the catalogue's message with Try again.
 */
export function OfflineAccessRevokeDialog({
  open,
  appName,
  wallet,
  alsoRevoked = [],
  status,
  error = null,
  onConfirm,
  onDismiss,
  returnFocusTo,
}: OfflineAccessRevokeDialogProps) {
  const { t } = useCopy(offlineAccessCopy);
  const revoking = status === 'revoking';
  const revoked = status === 'revoked';
  const onDevice = wallet.custody === 'on-device';
  const Done = icons.ban;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      dismissible={!revoking}
      returnFocusTo={returnFocusTo}
      title={t('delegation.revoke.title')}
      description={revoked ? undefined : t('delegation.revoke.body', { app: appName })}
      footer={
        revoked ? (
          <Button fullWidth onClick={onDismiss}>
            {t('delegation.action.done')}
          </Button>
        ) : (
          <div className="sg:grid sg:gap-2">
            <Button
              variant="destructive"
              fullWidth
              loading={revoking}
              loadingLabel={t('delegation.revoke.revoking')}
              onClick={onConfirm}
            >
              {status === 'error' ? t('action.tryAgain') : t('action.confirm')}
            </Button>
            <Button variant="ghost" fullWidth disabled={revoking} onClick={onDismiss}>
              {t('action.deny')}
            </Button>
          </div>
        )
      }
    >
      <div
        data-slot="offline-access-revoke"
        data-status={status}
        data-custody={wallet.custody}
        className="sg:grid sg:gap-4"
        aria-busy={revoking}
      >
        <WalletSummary wallet={wallet} />
        {revoked ? (
          <div role="status" className="sg:grid sg:justify-items-center sg:gap-2 sg:text-center">
            <Done aria-hidden className="sg:size-8 sg:text-muted-foreground" />
            <p className="sg:font-semibold sg:text-foreground">{t('delegation.revoke.done.title')}</p>
            <p className="sg:text-muted-foreground sg:text-sm">
              {t(
                onDevice && alsoRevoked.length > 0
                  ? 'delegation.revoke.done.bodyOnDevice'
                  : 'delegation.revoke.done.body',
                {
                  app: appName,
                },
              )}
            </p>
          </div>
        ) : (
          <>
            {onDevice ? (
              <Banner tone="warning">
                {t('delegation.revoke.onDevice')}
                {alsoRevoked.length > 0 ? (
                  <>
                    <span className="sg:mt-2 sg:block">
                      {t('delegation.revoke.alsoAffected', { count: alsoRevoked.length })}
                    </span>
                    <ul className="sg:mt-1 sg:grid sg:gap-1">
                      {alsoRevoked.map((other) => (
                        <li key={other.address} className="sg:flex sg:flex-wrap sg:items-center sg:gap-x-1">
                          {t('delegation.wallet.label', { chain: t(`delegation.wallet.${other.chainType}`) })}
                          <Address address={other.address} copyable={false} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Banner>
            ) : null}
            {status === 'error' ? <ErrorBanner error={error} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
