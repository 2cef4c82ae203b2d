import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { OnrampProvider } from '../../flows/funding';
import { OnrampMark } from '../../icons/onramp-marks';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { providerKey } from './format';

export interface OnrampWaitingScreenProps {
  provider: OnrampProvider;
  /** 'opening': the backend is preparing the on-ramp's address; 'waiting': the person is in the on-ramp's window. */
  phase: 'opening' | 'waiting';
  /** The on-ramp's window was closed: the last checks are under way. */
  popupClosed?: boolean | undefined;
  /** Long enough has passed that the funds may already be on the way (30 s). */
  onTheWay?: boolean | undefined;
  /** Stops waiting and closes the on-ramp's window. */
  onCancel: () => void;
}

/**
 * While the purchase happens in the on-ramp's window: "Opening MoonPay", then "In progress" with "Go back to
 * MoonPay to finish funding your account.", a note once the window was closed, and after 30 s that the funds
 * may be on the way.
 */
export function OnrampWaitingScreen({
  provider,
  phase,
  popupClosed = false,
  onTheWay = false,
  onCancel,
}: OnrampWaitingScreenProps) {
  const { t } = useCopy(fundingCopy);
  const name = t(providerKey(provider));
  const opening = phase === 'opening';
  const title = opening ? t('funding.waiting.opening', { provider: name }) : t('funding.waiting.title');
  return (
    <ScreenLayout
      icon={<OnrampMark name={provider} size={28} />}
      tone="neutral"
      title={title}
      subtitle={opening ? undefined : t('funding.waiting.body', { provider: name })}
      footer={
        <Button variant="ghost" fullWidth onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      }
    >
      <div className="sg:flex sg:justify-center sg:text-accent-text">
        <Spinner size="lg" label={opening ? title : t('funding.waiting.checking')} />
      </div>
      <p role="status" className="sg:min-h-5 sg:text-center sg:text-muted-foreground sg:text-sm">
        {popupClosed ? t('funding.waiting.closed', { provider: name }) : null}
      </p>
      {onTheWay ? <Banner tone="info">{t('funding.waiting.onTheWay', { provider: name })}</Banner> : null}
    </ScreenLayout>
  );
}
