import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { OnrampProvider } from '../../flows/funding';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { providerKey } from './format';

export interface FundingCancelledScreenProps {
  provider: OnrampProvider;
  /** Opens the same on-ramp again (from this click). */
  onRetry: () => void;
  /** Back to the on-ramps. */
  onChooseAnother: () => void;
}

/** "Purchase cancelled": the on-ramp's window was closed (or Cancel pressed) before the purchase went through. */
export function FundingCancelledScreen({ provider, onRetry, onChooseAnother }: FundingCancelledScreenProps) {
  const { t } = useCopy(fundingCopy);
  const Ban = icons.ban;
  return (
    <ScreenLayout
      icon={<Ban />}
      tone="neutral"
      title={t('funding.cancelled.title')}
      subtitle={t('funding.cancelled.body', { provider: t(providerKey(provider)) })}
      footer={
        <>
          <Button fullWidth onClick={onRetry}>
            {t('action.tryAgain')}
          </Button>
          <Button variant="ghost" fullWidth onClick={onChooseAnother}>
            {t('funding.chooseAnother')}
          </Button>
        </>
      }
    />
  );
}
