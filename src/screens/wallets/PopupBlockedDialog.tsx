import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';

export interface PopupBlockedDialogProps {
  open: boolean;
  /** The wallet whose window the browser blocked. */
  walletName: string;
  /** Opens the window again (from this click, which browsers allow). */
  onRetry: () => void;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** "Popup was blocked. Try again." (spec 2 and 8), with Retry: a user's click may open the window. */
export function PopupBlockedDialog({ open, walletName, onRetry, onOpenChange }: PopupBlockedDialogProps) {
  const { t } = useCopy(walletsCopy);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('error.popupBlocked')}
      description={t('wallets.popup.description', { wallet: walletName })}
      footer={
        <div className="sg:grid sg:gap-2">
          <Button fullWidth onClick={onRetry}>
            {t('action.retry')}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => onOpenChange?.(false)}>
            {t('action.cancel')}
          </Button>
        </div>
      }
    />
  );
}
