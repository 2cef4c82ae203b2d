import type { RefObject } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { offlineAccessCopy } from '../../copy/decks/offline-access';
import type { ErrorEntry } from '../../copy/errors';
import type { DelegableWallet } from '../../flows/offline-access';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';
import { WalletSummary } from './WalletSummary';

/** Where a consent stands: asking, granting, granted, or failed. */
export type OfflineAccessConsentStatus = 'confirm' | 'granting' | 'granted' | 'error';

export interface OfflineAccessConsentDialogProps {
  open: boolean;
  /** Who gets access: the app's name. */
  appName: string;
  /** The wallet the app asks to use. */
  wallet: Pick<DelegableWallet, 'address' | 'chainType' | 'custody'>;
  status: OfflineAccessConsentStatus;
  /** Why granting failed (status 'error'): the catalogue's message. */
  error?: ErrorEntry | null | undefined;
  /** Accept (or Try again after an error): the host grants access. */
  onAccept: () => void;
  /** Not now, Escape, the close button, and Done once granted: the dialog closes. Not while granting. */
  onDismiss: () => void;
  /** Where focus goes when it closes (it opens without a trigger): the Enable button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * "Enable offline access" (spec 2; spec 6: delegated access needs the user's explicit consent): who gets access,
 * what the app may do with the wallet while the user is away, which wallet, then Accept or Not now ("Not now" is an
 * answer, not an error). Busy while granting (it cannot be dismissed then); "Offline access enabled" with Done; or
 * the catalogue's message with Try again.
 */
export function OfflineAccessConsentDialog({
  open,
  appName,
  wallet,
  status,
  error = null,
  onAccept,
  onDismiss,
  returnFocusTo,
}: OfflineAccessConsentDialogProps) {
  const { t } = useCopy(offlineAccessCopy);
  const granting = status === 'granting';
  const granted = status === 'granted';
  const Check = icons.shieldCheck;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      dismissible={!granting}
      returnFocusTo={returnFocusTo}
      title={t('delegation.enable.title')}
      description={granted ? undefined : t('delegation.enable.body', { app: appName })}
      footer={
        granted ? (
          <Button fullWidth onClick={onDismiss}>
            {t('delegation.action.done')}
          </Button>
        ) : (
          <div className="sg:grid sg:gap-2">
            <Button fullWidth loading={granting} loadingLabel={t('delegation.enable.granting')} onClick={onAccept}>
              {status === 'error' ? t('action.tryAgain') : t('action.accept')}
            </Button>
            <Button variant="ghost" fullWidth disabled={granting} onClick={onDismiss}>
              {t('action.notNow')}
            </Button>
          </div>
        )
      }
    >
      <div data-slot="offline-access-consent" data-status={status} className="sg:grid sg:gap-4" aria-busy={granting}>
        <WalletSummary wallet={wallet} />
        {granted ? (
          <div role="status" className="sg:grid sg:justify-items-center sg:gap-2 sg:text-center">
            <Check aria-hidden className="sg:size-8 sg:text-success" />
            <p className="sg:font-semibold sg:text-foreground">{t('delegation.enable.done.title')}</p>
            <p className="sg:text-muted-foreground sg:text-sm">{t('delegation.enable.done.body', { app: appName })}</p>
          </div>
        ) : (
          <>
            <div className="sg:grid sg:gap-1 sg:text-sm">
              <p className="sg:text-foreground">{t('delegation.enable.may', { app: appName })}</p>
              <ul className="sg:grid sg:gap-0.5 sg:text-muted-foreground">
                {(['delegation.enable.maySign', 'delegation.enable.mayTransact'] as const).map((key) => (
                  <li key={key} className="sg:flex sg:items-start sg:gap-2.5 sg:ps-1">
                    <span aria-hidden className="sg:mt-2 sg:size-1.5 sg:shrink-0 sg:rounded-full sg:bg-current" />
                    {t(key)}
                  </li>
                ))}
              </ul>
              <p className="sg:text-muted-foreground">{t('delegation.enable.only')}</p>
            </div>
            {status === 'error' ? <ErrorBanner error={error} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
