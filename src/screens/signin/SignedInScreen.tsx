import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface SignedInScreenProps {
  /** How to call the user: an e-mail, a phone number, a shortened address. */
  name?: string | undefined;
  onContinue?: (() => void) | undefined;
}

/** Signed in: who the user is signed in as, and Continue when the app wants a step before moving on. */
export function SignedInScreen({ name, onContinue }: SignedInScreenProps) {
  const { t } = useCopy(signInCopy);
  const Check = icons.verifiedBadge;
  return (
    <ScreenLayout
      icon={<Check />}
      tone="success"
      title={t('login.signedIn.title')}
      subtitle={name ? t('login.signedIn.as', { name }) : undefined}
      footer={onContinue ? <Button onClick={onContinue}>{t('action.continue')}</Button> : undefined}
    />
  );
}
