import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';

export interface WalletConnectFailedDialogProps {
  open: boolean;
  walletName: string;
  /** The wallet's own reason, when it gave one (shown beneath; the title says the spec's words). */
  error?: ErrorEntry | null | undefined;
  onRetry: () => void;
  /** Back to the wallet choice. */
  onBack: () => void;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** "Could not connect with wallet" (spec 2), with Retry and Back, and the wallet's reason where it gave one. */
export function WalletConnectFailedDialog({
  open,
  walletName,
  error = null,
  onRetry,
  onBack,
  onOpenChange,
}: WalletConnectFailedDialogProps) {
  const { t } = useCopy(walletsCopy);
  // The title already says "Could not connect with wallet": repeat only a more specific reason.
  const reason = error && error.id !== 'wallet.connectFailed' ? error : null;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.connectFailed')}
      description={t('wallets.connectFailed.description', { wallet: walletName })}
      footer={
        <div className="sg:grid sg:gap-2">
          <Button fullWidth onClick={onRetry}>
            {t('action.retry')}
          </Button>
          <Button variant="ghost" fullWidth onClick={onBack}>
            {t('action.back')}
          </Button>
        </div>
      }
    >
      {reason ? <ErrorBanner error={reason} /> : null}
    </Modal>
  );
}
