import { type SimpleAuthFlowState, useOAuth } from '../flows';
import { type CustomProvider, type OAuthProviderId, resolveOAuthProvider } from '../model';
import type { Backend, OAuthPort, OAuthProvider } from '../ports';
import { OAuthStatusScreen, SocialLoginScreen } from '../screens';

const INITIAL: SimpleAuthFlowState = { status: 'initial' };

export interface OAuthJourneyProps {
  backend: Backend<OAuthPort>;
  /** The provider already chosen (on the landing screen): leaving for it starts at once. */
  provider?: OAuthProvider | undefined;
  /** Without `provider`: the providers to choose from on the journey's own list. */
  providers?: readonly OAuthProviderId[] | undefined;
  customProviders?: readonly CustomProvider[] | undefined;
  /** This page load is the return from the provider: the backend is exchanging the code. */
  returning?: boolean | undefined;
  /** The return has been dealt with (signed in or failed): e.g. take the provider's parameters off the address. */
  onReturnSettled?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
}

/**
 * OAuth by redirect: "Redirecting to …" before leaving, "Logging in with …" on the way back while the backend
 * exchanges the code, then "Signed in with …", or the error with Retry (when it helps) and Back.
 */
export function OAuthJourney({
  backend,
  provider: given,
  providers = [],
  customProviders = [],
  returning = false,
  onReturnSettled,
  onBack,
  onDone,
}: OAuthJourneyProps) {
  const { provider, view, error, choose, retry, back } = useOAuth(
    { start: async (chosen) => (await backend.whenReady()).start(chosen), onDone, onReturnSettled },
    { state: backend.port?.state ?? INITIAL, provider: given, returning },
  );

  if (!provider) {
    return (
      <SocialLoginScreen providers={providers} customProviders={customProviders} onSelect={choose} onBack={onBack} />
    );
  }

  const shown = resolveOAuthProvider(provider, customProviders);
  return (
    <OAuthStatusScreen
      phase={view.phase === 'choosing' ? 'redirecting' : view.phase}
      providerName={shown.name}
      providerIcon={shown.builtIn ?? { url: shown.iconUrl }}
      error={error}
      onRetry={retry}
      // Back to the journey's own list when it has one; otherwise out of the journey.
      onBack={() => {
        back(!given);
        if (given) onBack?.();
      }}
    />
  );
}
