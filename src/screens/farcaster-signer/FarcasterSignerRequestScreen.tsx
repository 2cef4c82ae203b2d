import { useCopy } from '../../copy/CopyProvider';
import { farcasterSignerCopy } from '../../copy/decks/farcaster-signer';
import { type FarcasterSignerState, signerFailure } from '../../flows/farcaster-signer';
import { BrandIcon } from '../../icons/brands';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { QrCode } from '../../primitives/QrCode';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { AccountLine, type SignerAccount } from './parts';

/**
 * Where the request stands: the flow's states before approval (approved is the approved screen), or waiting for
 * the provider's own modal, which asks and polls itself where the backend has no headless request.
 */
export type FarcasterSignerRequestView =
  | Exclude<FarcasterSignerState, { status: 'approved' }>
  | { status: 'in-provider-modal' };

export interface FarcasterSignerRequestScreenProps {
  /** The app that will act with the signer, named in the subtitle. */
  appName: string;
  /** The user's Farcaster account the signer is for. */
  account: SignerAccount | null;
  state: FarcasterSignerRequestView;
  /** "Add signer", and "Try again" after a rejection, a time-out or a failure. */
  onStart: () => void;
  /** Stops waiting for approval, or for the provider's window (offered while waiting, when given). */
  onCancel?: (() => void) | undefined;
}

/**
 * "Add a signer to Farcaster": what the signer allows, for which account, and "Add signer"; then the approval
 * link as a QR code of 275 px to scan with a phone, the same link to copy, and a link that opens Farcaster on
 * this device, while the page waits for approval; or the provider's window to finish in. A rejection ("Request
 * rejected"), the time-out ("The request timed out. Try again.") and a failed request ("Connect failed") offer
 * "Try again".
 */
export function FarcasterSignerRequestScreen({
  appName,
  account,
  state,
  onStart,
  onCancel,
}: FarcasterSignerRequestScreenProps) {
  const { t } = useCopy(farcasterSignerCopy);
  const failed = signerFailure(state);
  return (
    <ScreenLayout
      icon={<BrandIcon name="farcaster" size={32} />}
      tone="neutral"
      title={t('signer.add.title')}
      subtitle={t('signer.add.subtitle', { app: appName })}
    >
      {account ? <AccountLine account={account} /> : null}
      {state.status === 'initial' ? <Button onClick={onStart}>{t('signer.add.start')}</Button> : null}
      {state.status === 'loading' ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner size="lg" />
        </div>
      ) : null}
      {state.status === 'awaiting-approval' ? (
        <>
          <p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('signer.add.scan')}</p>
          <QrCode value={state.url} label={t('signer.add.qrLabel')} showLink={false} />
          <p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('signer.add.copyHint')}</p>
          <div className="sg:flex sg:w-full sg:items-center sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:px-3 sg:py-1.5">
            <span
              dir="ltr"
              className="sg:min-w-0 sg:flex-1 sg:truncate sg:font-mono sg:text-muted-foreground sg:text-xs"
              title={state.url}
            >
              {state.url}
            </span>
            <CopyButton value={state.url} label={t('qr.copyLink')} variant="ghost" />
          </div>
          <Button asChild variant="secondary" fullWidth>
            <a href={state.url}>{t('signer.add.openMobile')}</a>
          </Button>
          <p
            role="status"
            className="sg:flex sg:items-center sg:justify-center sg:gap-2 sg:text-muted-foreground sg:text-sm"
          >
            <Spinner size="sm" decorative />
            {t('signer.add.waiting')}
          </p>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
          ) : null}
        </>
      ) : null}
      {state.status === 'in-provider-modal' ? (
        <div role="status" className="sg:flex sg:flex-col sg:items-center sg:gap-2 sg:text-center">
          <Spinner size="lg" decorative />
          <p className="sg:font-medium sg:text-foreground">{t('signer.add.inModal')}</p>
          <p className="sg:text-muted-foreground sg:text-sm">{t('signer.add.inModalHint')}</p>
        </div>
      ) : null}
      {state.status === 'in-provider-modal' && onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      ) : null}
      {failed ? (
        <>
          <ErrorBanner error={failed} />
          <Button onClick={onStart}>{t('action.tryAgain')}</Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
