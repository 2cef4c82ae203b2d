import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import type { CustomAuthFlowState } from '../../flows/types';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Busy } from './Busy';

export interface CustomTokenScreenProps {
  status: CustomAuthFlowState['status'];
  error?: ErrorEntry | null | undefined;
  onRetry: () => void;
}

/** Custom-token sign-in runs on its own; this is its status: signing in, not enabled, or failed. */
export function CustomTokenScreen({ status, error = null, onRetry }: CustomTokenScreenProps) {
  const { t } = useCopy(signInCopy);
  const Shield = icons.shieldCheck;
  return (
    <ScreenLayout icon={<Shield />} title={t('login.custom.title')}>
      {status === 'loading' || status === 'initial' ? <Busy label={t('login.custom.title')} /> : null}
      {status === 'not-enabled' ? <Banner tone="warning">{t('login.custom.notEnabled')}</Banner> : null}
      {status === 'error' ? (
        <>
          <ErrorBanner error={error} />
          <Button onClick={onRetry}>{t('action.tryAgain')}</Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
