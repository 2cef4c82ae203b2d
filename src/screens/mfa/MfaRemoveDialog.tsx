import type { RefObject } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaCopy } from '../../copy/decks/mfa';
import { mfaSetupCopy } from '../../copy/decks/mfa-setup';
import type { ErrorEntry } from '../../copy/errors';
import type { MfaRemoveStatus } from '../../flows/mfa-enrollment';
import type { MfaMethod } from '../../model';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';

export type { MfaRemoveStatus } from '../../flows/mfa-enrollment';

/** The removal strings, and the method names the verification deck holds ("SMS"). */
const removeDecks = [mfaCopy, mfaSetupCopy] as const;

export interface MfaRemoveDialogProps {
  open: boolean;
  /** The method to remove. */
  method: MfaMethod;
  status: MfaRemoveStatus;
  /** It is the user's only method: removing it leaves nothing asking for a second step. */
  lastMethod?: boolean | undefined;
  /** Why the removal failed (status 'error'). */
  error?: ErrorEntry | null | undefined;
  /** "Remove" (or "Try again" after an error): the host verifies the user, then calls `unenrollWith…`. */
  onConfirm: () => void;
  /** Cancel, Escape and the close button ask for `false`; not while the removal is under way. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where focus goes when the dialog closes (it opens without a trigger): the remove button, or what replaced it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The multi-factor removal confirmation (spec 2), one per method: what stops working, a warning when it is
 * the only method, a note that verification comes first (spec 6), then Remove or Cancel; busy while
 * removing (it cannot be dismissed then); the catalogue's message with "Try again" when it failed.
 */
export function MfaRemoveDialog({
  open,
  method,
  status,
  lastMethod = false,
  error = null,
  onConfirm,
  onOpenChange,
  returnFocusTo,
}: MfaRemoveDialogProps) {
  const { t } = useCopy(removeDecks);
  const removing = status === 'removing';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!removing}
      returnFocusTo={returnFocusTo}
      title={t(`mfa.remove.title.${method}`)}
      description={t(`mfa.remove.body.${method}`)}
      footer={
        <div className="sg:grid sg:gap-2">
          <Button
            variant="destructive"
            fullWidth
            loading={removing}
            loadingLabel={t('action.removing')}
            onClick={onConfirm}
          >
            {status === 'error' ? t('action.tryAgain') : t('action.remove')}
          </Button>
          <Button variant="ghost" fullWidth disabled={removing} onClick={() => onOpenChange?.(false)}>
            {t('action.cancel')}
          </Button>
        </div>
      }
    >
      <div data-slot="mfa-remove" data-method={method} data-status={status} className="sg:grid sg:gap-3">
        {lastMethod ? <Banner tone="warning">{t('mfa.remove.lastMethod')}</Banner> : null}
        <p className="sg:text-muted-foreground sg:text-sm">{t('mfa.remove.verifyFirst')}</p>
        {status === 'error' ? <ErrorBanner error={error} /> : null}
      </div>
    </Modal>
  );
}
