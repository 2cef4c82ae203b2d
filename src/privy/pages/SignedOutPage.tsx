import { SignedOutScreen } from '../../screens';
import { useSigilPrivy } from '../session';

/** "You've been logged out": its own small chunk, needed only after a session ended. Log in again dismisses it. */
export function SignedOutPage() {
  const { dismissSessionEnded } = useSigilPrivy();
  return <SignedOutScreen onLogin={dismissSessionEnded} />;
}
