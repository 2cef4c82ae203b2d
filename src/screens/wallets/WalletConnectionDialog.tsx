import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ExternalWalletOverlay } from '../../flows/wallet-connection';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { Spinner } from '../../primitives/Spinner';

export interface WalletConnectionDialogProps {
  open: boolean;
  /** Which overlay: the relay went quiet ('connection-lost'), or a request waits on the phone. */
  kind: Exclude<ExternalWalletOverlay, null>;
  /** The wallet app on the phone (MetaMask, Rainbow …). */
  walletName: string;
  onCancelTransaction: () => void;
  onResetConnection: () => void;
  /** Escape, the close button or an outside click: `false`. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The phone-wallet overlays (spec 2): "Connection lost" or "Confirm on phone", each with "Cancel transaction"
 * and "Reset connection". The app shows the one `externalWalletOverlay` returns.
 */
export function WalletConnectionDialog({
  open,
  kind,
  walletName,
  onCancelTransaction,
  onResetConnection,
  onOpenChange,
}: WalletConnectionDialogProps) {
  const { t } = useCopy(walletsCopy);
  const lost = kind === 'connection-lost';
  const Alert = icons.alert;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={lost ? t('wallet.connectionLost') : t('wallet.confirmOnPhone')}
      description={
        lost
          ? t('wallets.overlay.connectionLostDescription', { wallet: walletName })
          : t('wallets.overlay.confirmDescription', { wallet: walletName })
      }
      footer={
        <div className="sg:grid sg:gap-2">
          <Button variant={lost ? 'primary' : 'secondary'} fullWidth onClick={onResetConnection}>
            {t('wallet.resetConnection')}
          </Button>
          <Button variant={lost ? 'secondary' : 'destructive'} fullWidth onClick={onCancelTransaction}>
            {t('wallet.cancelTransaction')}
          </Button>
        </div>
      }
    >
      <div className="sg:flex sg:justify-center sg:py-2">
        {lost ? (
          <span className="sg:flex sg:size-12 sg:items-center sg:justify-center sg:rounded-full sg:bg-warning-subtle sg:text-warning sg:[&_svg]:size-6">
            <Alert aria-hidden />
          </span>
        ) : (
          <span className="sg:text-accent-text">
            <Spinner size="lg" decorative />
          </span>
        )}
      </div>
    </Modal>
  );
}
