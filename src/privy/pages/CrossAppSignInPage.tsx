import { CrossAppJourney } from '@sigil/ui/connections';
import { useBackend } from '../auth/AuthProvider';
import { navigate } from '../router';

/**
 * Signing in with an account from another provider app (`/signin/apps`): the library's cross-app journey lists the
 * apps connected to this one; choosing one opens the provider's modal beside that app's consent pop-up (the React
 * SDK has no headless cross-app login: README, headless coverage). Signed in, the app goes home.
 */
export function CrossAppSignInPage() {
  const backend = useBackend((port) => port.connections.crossApp);
  return (
    <CrossAppJourney
      backend={backend}
      mode="sign-in"
      onSignedIn={() => navigate('/home')}
      onBack={() => navigate('/signin')}
    />
  );
}
