import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface SignedOutScreenProps {
  onLogin: () => void;
}

/** After logging out (or a session that ended): said plainly, with a way back in. */
export function SignedOutScreen({ onLogin }: SignedOutScreenProps) {
  const { t } = useCopy(signInCopy);
  const LogOut = icons.logOut;
  return (
    <ScreenLayout
      icon={<LogOut />}
      tone="neutral"
      title={t('login.signedOut.title')}
      footer={<Button onClick={onLogin}>{t('login.signedOut.again')}</Button>}
    />
  );
}
