import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface GuestScreenProps {
  creating?: boolean | undefined;
  error?: ErrorEntry | null | undefined;
  onContinue: () => void;
  onBack: () => void;
}

/** "Continue as guest": what a guest account means, then creating it. */
export function GuestScreen({ creating = false, error = null, onContinue, onBack }: GuestScreenProps) {
  const { t } = useCopy(signInCopy);
  const User = icons.user;
  return (
    <ScreenLayout icon={<User />} title={t('login.guest.title')} subtitle={t('login.guest.description')}>
      <ErrorBanner error={error} />
      <Button onClick={onContinue} loading={creating} loadingLabel={t('login.guest.creating')}>
        {t('login.method.guest')}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={creating}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}
