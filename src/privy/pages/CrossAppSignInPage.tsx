import { CrossAppJourney } from '../../journeys/connections';
import { usePrivyBackend } from '../session';

/**
 * Signing in with an account from another provider app: the library's cross-app journey lists the apps connected to
 * this one; choosing one opens the provider's modal beside that app's consent pop-up (the React SDK has no headless
 * cross-app login: docs/app.md#headless-coverage).
 */
export function CrossAppSignInPage({
  onSignedIn,
  onBack,
}: {
  /** Signed in: e.g. go to the signed-in home. */
  onSignedIn?: (() => void) | undefined;
  /** Back: e.g. return to the sign-in page. */
  onBack?: (() => void) | undefined;
}) {
  const backend = usePrivyBackend((port) => port.connections.crossApp);
  return <CrossAppJourney backend={backend} mode="sign-in" onSignedIn={onSignedIn} onBack={onBack} />;
}
