import { useCopy } from '../../copy/CopyProvider';
import { crossAppCopy } from '../../copy/decks/cross-app';
import type { ErrorEntry } from '../../copy/errors';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import { Address } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { DetailRow } from '../signing/DetailRow';
import { MessageBlock } from '../signing/MessageBlock';

/** Where a signature asked of another app's wallet stands. */
export type CrossAppRequestPhase = 'waiting' | 'signed' | 'failed';

export interface CrossAppRequestScreenProps {
  phase: CrossAppRequestPhase;
  /** The provider app that holds the wallet ("Orbit Games"). */
  appName: string;
  /** The provider app's icon URL (https: or data:image/ only). */
  appIcon?: string | null | undefined;
  /** The wallet asked to sign (the cross-app account's wallet). */
  address: string;
  /** What is being signed, as the user will see it in the provider app's pop-up. */
  message: string;
  /** The provider app's answer (phase 'signed'). */
  signature?: string | null | undefined;
  /**
   * Why it did not go through (phase 'failed'), from the catalogue: "Request timeout", "User rejected request",
   * "Cannot transact against a read-only provider app", "Popup was blocked. Try again.", or another error.
   */
  error?: ErrorEntry | null | undefined;
  /** Ask again (phase 'failed', when the error can be retried). */
  onRetry?: (() => void) | undefined;
  /** Cancel while waiting, Back after a failure. */
  onCancel?: (() => void) | undefined;
  /** Done once signed. */
  onDone?: (() => void) | undefined;
}

/**
 * A signature request to another app's wallet: "Waiting for {app}" while its pop-up asks the user, with the wallet
 * and the message being signed; "Message signed" with the signature; or what stopped it, in the catalogue's words
 * (time-out, rejected, read-only refusal), with Retry where trying again can help.
 */
export function CrossAppRequestScreen({
  phase,
  appName,
  appIcon,
  address,
  message,
  signature = null,
  error = null,
  onRetry,
  onCancel,
  onDone,
}: CrossAppRequestScreenProps) {
  const { t } = useCopy(crossAppCopy);
  // One level below the screen's title, whatever level the page gives it.
  const SubHeading = `h${Math.min(useScreenHeadingLevel() + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const app = { app: appName };
  const mark = <ProviderIcon name={appName} src={appIcon} size={32} />;
  const messageLabel = phase === 'signed' ? t('crossApp.request.signedMessage') : t('crossApp.request.message');
  const details = (
    <dl>
      <DetailRow label={t('crossApp.request.wallet')}>
        <Address address={address} />
      </DetailRow>
      <DetailRow label={messageLabel} stacked>
        <MessageBlock label={messageLabel}>{message}</MessageBlock>
      </DetailRow>
    </dl>
  );

  if (phase === 'signed') {
    const Check = icons.verifiedBadge;
    return (
      <ScreenLayout
        data-slot="cross-app-request"
        data-phase={phase}
        icon={<Check />}
        tone="success"
        title={t('crossApp.request.signed')}
        subtitle={t('crossApp.request.signedDescription', app)}
        footer={
          onDone ? (
            <Button fullWidth onClick={onDone}>
              {t('crossApp.done')}
            </Button>
          ) : undefined
        }
      >
        {details}
        {signature ? (
          <>
            <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
              <SubHeading className="sg:font-medium sg:text-foreground sg:text-sm">
                {t('crossApp.request.signature')}
              </SubHeading>
              <CopyButton value={signature} label={t('crossApp.request.copySignature')} />
            </div>
            <MessageBlock label={t('crossApp.request.signature')} mono>
              {signature}
            </MessageBlock>
          </>
        ) : null}
      </ScreenLayout>
    );
  }

  if (phase === 'failed') {
    const retryable = Boolean(onRetry) && (error?.id === 'popupBlocked' || error?.retryable !== false);
    return (
      <ScreenLayout
        data-slot="cross-app-request"
        data-phase={phase}
        icon={mark}
        tone="error"
        title={t('crossApp.request.failed', app)}
      >
        <ErrorBanner error={error} />
        {details}
        <div className="sg:grid sg:gap-2">
          {retryable ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('action.back')}
            </Button>
          ) : null}
        </div>
      </ScreenLayout>
    );
  }

  const title = t('crossApp.request.waiting', app);
  return (
    <ScreenLayout
      data-slot="cross-app-request"
      data-phase={phase}
      icon={mark}
      tone="neutral"
      title={title}
      subtitle={t('crossApp.request.waitingDescription', app)}
    >
      <div className="sg:flex sg:justify-center sg:text-accent-text">
        <Spinner size="lg" label={title} />
      </div>
      {details}
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      ) : null}
    </ScreenLayout>
  );
}
