import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import type { SimpleAuthFlowState } from '../../flows/types';
import { BrandIcon } from '../../icons/brands';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Busy } from './Busy';

export interface TelegramScreenProps {
  status: SimpleAuthFlowState['status'];
  error?: ErrorEntry | null | undefined;
  onStart: () => void;
  onBack: () => void;
}

/** Telegram login: opens Telegram's confirmation window, waits, or shows why it failed. */
export function TelegramScreen({ status, error = null, onStart, onBack }: TelegramScreenProps) {
  const { t } = useCopy(signInCopy);
  return (
    <ScreenLayout icon={<BrandIcon name="telegram" size={32} />} tone="neutral" title={t('login.telegram.title')}>
      {status === 'loading' ? <Busy label={t('login.telegram.waiting')} /> : null}
      <ErrorBanner error={status === 'error' ? error : null} />
      {status !== 'loading' ? (
        <Button onClick={onStart}>{status === 'error' ? t('action.tryAgain') : t('login.telegram.continue')}</Button>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}
