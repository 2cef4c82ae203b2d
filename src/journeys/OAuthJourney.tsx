import { useEffect, useRef, useState } from 'react';
import { messageFor } from '../copy';
import { oauthView, type SimpleAuthFlowState } from '../flows';
import { useLatest } from '../lib/use-latest';
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
  const [provider, setProvider] = useState<OAuthProvider | null>(given ?? null);
  const [startError, setStartError] = useState<unknown>(null);
  const state: SimpleAuthFlowState = startError
    ? { status: 'error', error: startError instanceof Error ? startError : null }
    : (backend.port?.state ?? INITIAL);
  const view = oauthView(state, { provider, returning });
  const settled = state.status === 'done' || state.status === 'error';

  const onSettled = useLatest(onReturnSettled);
  useEffect(() => {
    if (returning && settled) onSettled.current?.();
  }, [returning, settled]);
  const signedIn = useLatest(onDone);
  const done = state.status === 'done';
  useEffect(() => {
    if (done) signedIn.current?.();
  }, [done]);

  const start = async (chosen: OAuthProvider) => {
    setStartError(null);
    try {
      await (await backend.whenReady()).start(chosen);
    } catch (error) {
      setStartError(error);
    }
  };

  // Leaving for a provider chosen before the journey starts at once (not on the way back), once.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useEffect(() => {
    if (!given || returning || started.current) return;
    started.current = true;
    void start(given);
  }, []);

  if (!provider) {
    return (
      <SocialLoginScreen
        providers={providers}
        customProviders={customProviders}
        onSelect={(chosen) => {
          setProvider(chosen);
          void start(chosen);
        }}
        onBack={onBack}
      />
    );
  }

  const shown = resolveOAuthProvider(provider, customProviders);
  const back = () => {
    setStartError(null);
    // Back to the journey's own list when it has one; otherwise out of the journey.
    if (given) onBack?.();
    else setProvider(null);
  };
  return (
    <OAuthStatusScreen
      phase={view.phase === 'choosing' ? 'redirecting' : view.phase}
      providerName={shown.name}
      providerIcon={shown.builtIn ?? { url: shown.iconUrl }}
      error={startError ? messageFor(startError, 'oauth') : view.error}
      onRetry={() => start(provider)}
      onBack={back}
    />
  );
}
