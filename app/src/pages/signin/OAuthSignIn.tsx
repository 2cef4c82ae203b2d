import { messageFor } from '@sigil/ui/copy';
import type { SimpleAuthFlowState } from '@sigil/ui/flows';
import { oauthView } from '@sigil/ui/flows';
import type { CustomProvider } from '@sigil/ui/model';
import { OAUTH_PROVIDERS, type OAuthProviderId } from '@sigil/ui/model';
import { OAuthStatusScreen } from '@sigil/ui/screens';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { clearOAuthReturn } from '../../auth/oauth-return';

const INITIAL: SimpleAuthFlowState = { status: 'initial' };

/**
 * OAuth by full-page redirect: "Redirecting to …" before leaving, "Logging in with …" on the way back while
 * the SDK exchanges the code, then home, or the error with Retry / Back. The provider-prefixed parameters
 * leave the address bar as soon as the SDK has used them.
 */
export function OAuthSignIn({
  provider,
  returning,
  customProviders,
  onBack,
}: {
  provider: OAuthProviderId | CustomProvider['id'];
  returning: boolean;
  customProviders: readonly CustomProvider[];
  onBack: () => void;
}) {
  const { port, whenReady } = useAuth();
  const [startError, setStartError] = useState<unknown>(null);
  const state = startError
    ? { status: 'error' as const, error: startError instanceof Error ? startError : null }
    : (port?.oauth.state ?? INITIAL);
  const view = oauthView(state, { provider, returning });
  const settled = state.status === 'done' || state.status === 'error';

  useEffect(() => {
    if (returning && settled) clearOAuthReturn();
  }, [returning, settled]);

  const start = async () => {
    setStartError(null);
    try {
      await (await whenReady()).oauth.start(provider);
    } catch (error) {
      setStartError(error);
    }
  };

  // Leaving for the provider starts at once when the user chose it here (not on the way back), once.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useEffect(() => {
    if (returning || started.current) return;
    started.current = true;
    void start();
  }, []);

  const builtIn = OAUTH_PROVIDERS.find((p) => p.id === provider);
  const custom = customProviders.find((p) => p.id === provider);
  return (
    <OAuthStatusScreen
      phase={view.phase === 'choosing' ? 'redirecting' : view.phase}
      providerName={builtIn?.name ?? custom?.name ?? provider.replace(/^custom:/, '')}
      providerIcon={builtIn ? builtIn.id : { url: custom?.iconUrl }}
      error={startError ? messageFor(startError, 'oauth') : view.error}
      onRetry={start}
      onBack={onBack}
    />
  );
}
