import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { ErrorEntry } from '../../copy/errors';
import type { FundingFailure, OnrampProvider } from '../../flows/funding';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { providerKey } from './format';

export interface FundingFailedScreenProps {
  provider: OnrampProvider;
  /**
   * What went wrong: the on-ramp failed or declined the purchase, its status could not be read (three checks in a
   * row), its address was not https, or the backend refused (`error`, from the catalogue).
   */
  reason: FundingFailure;
  /** reason 'error': the catalogue's entry. */
  error?: ErrorEntry | null | undefined;
  /** Opens the same on-ramp again (from this click); left out, no Try again. */
  onRetry?: (() => void) | undefined;
  /** Back to the on-ramps. */
  onChooseAnother: () => void;
}

const MESSAGE = {
  declined: 'funding.failed.declined',
  'status-unavailable': 'funding.failed.statusUnavailable',
  'insecure-url': 'funding.failed.insecureUrl',
} as const;

/** "Could not add funds", with why, Try again (when it can help) and Choose another on-ramp. */
export function FundingFailedScreen({
  provider,
  reason,
  error = null,
  onRetry,
  onChooseAnother,
}: FundingFailedScreenProps) {
  const { t } = useCopy(fundingCopy);
  const name = t(providerKey(provider));
  const Alert = icons.alert;
  // A refused address will be refused again; the catalogue says whether a backend error is worth retrying.
  const retryable = reason !== 'insecure-url' && (reason !== 'error' || (error?.retryable ?? true));
  return (
    <ScreenLayout
      icon={<Alert />}
      tone="error"
      title={t('funding.failed.title')}
      footer={
        <>
          {onRetry && retryable ? (
            <Button fullWidth onClick={onRetry}>
              {t('action.tryAgain')}
            </Button>
          ) : null}
          <Button variant={onRetry && retryable ? 'ghost' : 'primary'} fullWidth onClick={onChooseAnother}>
            {t('funding.chooseAnother')}
          </Button>
        </>
      }
    >
      {reason === 'error' ? (
        <ErrorBanner error={error} />
      ) : (
        <Banner tone="error">{t(MESSAGE[reason], { provider: name })}</Banner>
      )}
    </ScreenLayout>
  );
}
