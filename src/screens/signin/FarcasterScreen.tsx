import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { errorEntry } from '../../copy/errors';
import type { FarcasterSignInState } from '../../flows/farcaster';
import { BrandIcon } from '../../icons/brands';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { QrCode } from '../../primitives/QrCode';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';

export interface FarcasterScreenProps {
  state: FarcasterSignInState;
  onRetry: () => void;
  onBack?: (() => void) | undefined;
}

/**
 * Farcaster sign-in: a QR code (275 px) to scan with a phone and a link for the app on this device, then
 * waiting, completed, or timed out with Try again.
 */
export function FarcasterScreen({ state, onRetry, onBack }: FarcasterScreenProps) {
  const { t } = useCopy(signInCopy);
  const Check = icons.verifiedBadge;
  if (state.status === 'completed') {
    return <ScreenLayout icon={<Check />} tone="success" title={t('login.farcaster.completed')} />;
  }
  const failed =
    state.status === 'timed-out' ? errorEntry('signer.timeout') : state.status === 'error' ? state.error : null;
  return (
    <ScreenLayout
      icon={<BrandIcon name="farcaster" size={32} />}
      tone="neutral"
      title={t('login.farcaster.title')}
      subtitle={state.status === 'awaiting-scan' ? t('login.farcaster.scan') : undefined}
    >
      <BackButton onBack={onBack} />
      {state.status === 'awaiting-scan' ? (
        <>
          <QrCode value={state.connectUri} label={t('login.farcaster.qrLabel')} showLink={false} />
          <Button asChild variant="secondary" fullWidth>
            <a href={state.connectUri}>{t('login.farcaster.openMobile')}</a>
          </Button>
          <p className="sg:flex sg:items-center sg:justify-center sg:gap-2 sg:text-muted-foreground sg:text-sm">
            <Spinner size="sm" decorative />
            {t('login.farcaster.waiting')}
          </p>
        </>
      ) : null}
      {state.status === 'loading' || state.status === 'initial' ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner size="lg" />
        </div>
      ) : null}
      {failed ? (
        <>
          <ErrorBanner error={failed} />
          <Button onClick={onRetry}>{t('action.tryAgain')}</Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
