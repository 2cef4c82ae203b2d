/**
 * The SDK's chunk: the module `SigilPrivyProvider` loads lazily (through `sdk-import.ts`), after the first screen
 * has painted. It renders the SDK's `PrivyProvider` and nothing of its own, and publishes the SDK's headless hooks
 * as an AuthPort (`usePrivyAuthPort`). Outside `sdk/`, nothing imports the SDK's runtime.
 */
import { PrivyProvider } from '@privy-io/react-auth';
import { memo, useEffect, useMemo } from 'react';
import type { Chain } from 'viem';
import type { CreateOnLogin } from '../app-config';
import { apiOrigin, type PrivySdkOptions } from '../config';
import type { AuthPort } from '../port';
import { type AuthPortOptions, usePrivyAuthPort } from './auth-port';
import { installBuffer } from './buffer-shim';
import { DEFAULT_CHAIN, sdkChains } from './chains';
import { useCreateOnLogin } from './create-on-login';

// The SDK's Solana signing needs a global Buffer (see the module): installed before any wallet call.
installBuffer();

/** What the lazily loaded chunk is rendered with. */
export interface SdkProps extends PrivySdkOptions {
  /** The dashboard's "create embedded wallets on login"; unset until the app's settings are known. */
  createOnLogin?: Record<'ethereum' | 'solana', CreateOnLogin> | undefined;
  onPort: (port: AuthPort) => void;
  /** Resolves with the latest port once the wallet frame is ready (or after the time-out given). */
  whenWalletFrameReady: (timeoutMs: number) => Promise<AuthPort>;
}

interface BridgeProps extends AuthPortOptions, Pick<SdkProps, 'createOnLogin' | 'onPort' | 'whenWalletFrameReady'> {}

function Bridge({ onPort, createOnLogin, whenWalletFrameReady, ...options }: BridgeProps) {
  const port = usePrivyAuthPort(options);
  useEffect(() => onPort(port), [port, onPort]);
  const signedIn = port.ready && port.authenticated && port.user;
  useCreateOnLogin(createOnLogin, signedIn ? port.user : null, port.providerModalOpen, whenWalletFrameReady);
  return null;
}

function Sdk({
  appId,
  clientId,
  apiUrl,
  config,
  sessionSignerId,
  walletRpcUrl,
  onrampStandIns,
  createOnLogin,
  onPort,
  whenWalletFrameReady,
}: SdkProps) {
  const chains = useMemo(() => sdkChains(config?.supportedChains, walletRpcUrl), [config, walletRpcUrl]);
  // One object while the settings stay the same: this renders again when the app's settings arrive.
  const sdkConfig = useMemo(() => {
    const wanted = config?.defaultChain ?? DEFAULT_CHAIN;
    const defaultChain: Chain = chains.find((chain) => chain.id === wanted.id) ?? wanted;
    return {
      ...config,
      // Whether sign-in creates embedded wallets is the dashboard's choice (the app config's
      // `embedded_wallet_config`): nothing here overrides it. Our review screens replace the provider's.
      embeddedWallets: { ...config?.embeddedWallets, showWalletUIs: false },
      // Our verification journey answers the SDK's MFA prompts (sdk/mfa.ts, pages/MfaPrompt.tsx).
      mfa: { ...config?.mfa, noPromptOnMfaRequired: true },
      supportedChains: chains,
      defaultChain,
    };
  }, [config, chains]);
  return (
    <PrivyProvider appId={appId} clientId={clientId ?? undefined} apiUrl={apiUrl ?? undefined} config={sdkConfig}>
      <Bridge
        onPort={onPort}
        createOnLogin={createOnLogin}
        whenWalletFrameReady={whenWalletFrameReady}
        apiOrigin={apiOrigin({ apiUrl })}
        appId={appId}
        chains={chains}
        sessionSignerId={sessionSignerId}
        onrampStandIns={onrampStandIns}
      />
    </PrivyProvider>
  );
}

export default memo(Sdk);
