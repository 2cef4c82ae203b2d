import type { RefObject } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';

/** Where an unlink stands: waiting for the user's word, under way, or failed. */
export type UnlinkStatus = 'confirm' | 'unlinking' | 'error';

export interface UnlinkAccountDialogProps {
  open: boolean;
  /** The kind of account: "Email", "GitHub", "Passkey", "Account from Acme". */
  accountName: string;
  /** Which one: the address, number, username or device; null when there is none to show. */
  accountLabel?: string | null | undefined;
  status: UnlinkStatus;
  /** Why unlinking failed (status 'error'): the catalogue's message. */
  error?: ErrorEntry | null | undefined;
  /** "Unlink" (or "Try again" after an error). */
  onConfirm: () => void;
  /** Cancel, Escape and the close button ask for `false`; not while unlinking. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where focus goes when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The confirmation before an account is disconnected (unlinked): what stops working, then Disconnect or Cancel;
 * busy while disconnecting (it cannot be dismissed then); the catalogue's message with "Try again" when it failed.
 */
export function UnlinkAccountDialog({
  open,
  accountName,
  accountLabel = null,
  status,
  error = null,
  onConfirm,
  onOpenChange,
  returnFocusTo,
}: UnlinkAccountDialogProps) {
  const { t } = useCopy(accountCopy);
  const unlinking = status === 'unlinking';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!unlinking}
      returnFocusTo={returnFocusTo}
      title={t('account.unlink.title', { account: accountName })}
      description={
        accountLabel
          ? t('account.unlink.body', { account: accountName, label: accountLabel })
          : t('account.unlink.bodyNoLabel', { account: accountName })
      }
      footer={
        <div className="sg:grid sg:gap-2">
          <Button
            variant="destructive"
            fullWidth
            loading={unlinking}
            loadingLabel={t('account.unlinkingShort')}
            onClick={onConfirm}
          >
            {status === 'error' ? t('action.tryAgain') : t('account.unlinkShort')}
          </Button>
          <Button variant="ghost" fullWidth disabled={unlinking} onClick={() => onOpenChange?.(false)}>
            {t('action.cancel')}
          </Button>
        </div>
      }
    >
      <div data-slot="unlink-account" data-status={status}>
        {status === 'error' ? <ErrorBanner error={error} /> : null}
      </div>
    </Modal>
  );
}
