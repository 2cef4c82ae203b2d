import { lazy, useEffect, useRef, useState } from 'react';
import { messageFor } from '../copy/errors';
import type { SimpleAuthFlowState } from '../flows/types';
import { useLatest } from '../lib/use-latest';
import { type CustomProvider, resolveOAuthProvider } from '../model';
import type { AccountPort, Backend, OAuthProvider, WalletDiscovery } from '../ports';
import { OAuthLinkStatusScreen } from '../screens/account/OAuthLinkStatusScreen';
import { OAuthTokensScreen } from '../screens/account/OAuthTokensScreen';

// The account journey's two ways of linking that leave its overview for a screen of their own.

/** Linking a wallet brings the wallet flows and the browser's wallet discovery: a chunk of its own. */
const SignInWallets = lazy(() => import('./SignInWallets').then((m) => ({ default: m.SignInWallets })));

/** The wallet journey in link mode: the SIWE and SIWS ports link the signed wallet to the user. */
export function LinkWallet({
  backend,
  discovery,
  chains,
  onDone,
  onBack,
}: {
  /** The latest backend (a ref: the ports read it at each call, never a stale one). */
  backend: { readonly current: Backend<AccountPort> };
  discovery: Promise<WalletDiscovery>;
  chains: { ethereum: boolean; solana: boolean };
  onDone: () => void;
  onBack: () => void;
}) {
  const [backends] = useState(() => ({
    siwe: {
      get port() {
        return backend.current.port?.linkSiwe ?? null;
      },
      whenReady: () => backend.current.whenReady().then((port) => port.linkSiwe),
    },
    siws: {
      get port() {
        return backend.current.port?.linkSiws ?? null;
      },
      whenReady: () => backend.current.whenReady().then((port) => port.linkSiws),
    },
  }));
  return (
    <SignInWallets
      discovery={discovery}
      backends={backends}
      chains={chains}
      purpose="link"
      onDone={onDone}
      onBack={onBack}
    />
  );
}

/**
 * Linking an OAuth provider: leaving for it ("Linking GitHub"), or on the way back the backend's state: linked
 * (with the tokens the provider returned, when the app asked for them), or the error with Retry when it helps.
 * In an in-app browser a provider that refuses them is not even tried: "Could not log in with provider".
 */
export function LinkOAuth({
  backend,
  provider,
  returning,
  blocked,
  customProviders,
  pageUrl,
  onReturnSettled,
  onDone,
}: {
  backend: Backend<AccountPort>;
  provider: OAuthProvider;
  returning: boolean;
  blocked: boolean;
  customProviders: readonly CustomProvider[];
  pageUrl: string;
  onReturnSettled?: (() => void) | undefined;
  onDone: () => void;
}) {
  const [startError, setStartError] = useState<unknown>(null);
  const port = backend.port;
  const reported = port?.linkOAuth.state;
  // The SDK's OAuth state outlives a flow (and its login and link hooks share it): what it said before this screen
  // started leaving for the provider is an earlier flow's outcome, not this one's. On the way back it is this one's.
  const [before] = useState(() => (returning ? undefined : reported));
  const state: SimpleAuthFlowState = reported && reported !== before ? reported : { status: 'initial' };
  const settled = state.status === 'done' || state.status === 'error';

  const onSettled = useLatest(onReturnSettled);
  useEffect(() => {
    if (returning && settled) onSettled.current?.();
  }, [returning, settled]);

  const start = async () => {
    setStartError(null);
    try {
      await (await backend.whenReady()).linkOAuth.initOAuth({ provider });
    } catch (cause) {
      setStartError(cause);
    }
  };
  // Leaving for the provider starts at once (not on the way back, not where it cannot work), once.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useEffect(() => {
    if (returning || blocked || started.current) return;
    started.current = true;
    void start();
  }, []);

  const shown = resolveOAuthProvider(provider, customProviders);
  const tokens = state.status === 'done' ? port?.oauthTokens : null;

  if (!startError && tokens && tokens.provider === provider) {
    return <OAuthTokensScreen tokens={tokens} customProviders={customProviders} onDone={onDone} />;
  }
  const failed = startError !== null || state.status === 'error';
  const phase = blocked ? 'in-app-browser' : failed ? 'error' : state.status === 'done' ? 'success' : 'linking';
  const error = startError
    ? messageFor(startError, 'oauth')
    : state.status === 'error'
      ? messageFor(state.error, 'oauth')
      : null;
  return (
    <OAuthLinkStatusScreen
      phase={phase}
      providerName={shown.name}
      providerIcon={shown.builtIn ?? { url: shown.iconUrl }}
      error={error}
      pageUrl={pageUrl}
      onRetry={error?.retryable ? () => void start() : undefined}
      onBack={onDone}
      onDone={onDone}
    />
  );
}
