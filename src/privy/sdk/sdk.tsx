/**
 * The only module that imports the provider SDK's runtime. It is loaded lazily (see AuthProvider), renders
 * nothing of its own, and publishes the SDK's headless hooks to the app as an AuthPort.
 */
import {
  PrivyProvider,
  useGuestAccounts,
  useLogin,
  useLoginWithEmail,
  useLoginWithOAuth,
  useLoginWithPasskey,
  useLoginWithSiwe,
  useLoginWithSiws,
  useLoginWithSms,
  useLoginWithTelegram,
  useModalStatus,
  usePrivy,
  useSignupWithPasskey,
} from '@privy-io/react-auth';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { Chain } from 'viem';
import { apiOrigin, type RuntimeConfig, sessionSignerId } from '../config';
import { installBuffer } from './buffer-shim';
import { DEFAULT_CHAIN, sdkChains } from './chains';
import type { AuthPort } from './port';
import { useAccountPort } from './sdk-account';
import { useConnectionsPorts } from './sdk-connections';
import { useFundingPort } from './sdk-funding';
import { useMfaSession } from './sdk-mfa';
import { useWalletsPort } from './sdk-wallets';
import { toAppUser } from './user';
import { useWalletFrameReady } from './wallet-frame';

// The SDK's Solana signing needs a global Buffer (see the module): installed before any wallet call.
installBuffer();

interface SdkProps {
  config: RuntimeConfig;
  onPort: (port: AuthPort) => void;
}

interface BridgeProps extends Pick<SdkProps, 'onPort'> {
  apiOrigin: string;
  appId: string;
  chains: readonly Chain[];
  /** The app's server signer for offline access of server-side wallets; null: none. */
  sessionSignerId: string | null;
  /** The emulator's origin in emulator mode (its on-ramp stand-ins); null live. */
  emulatorUrl: string | null;
}

function Bridge({ onPort, apiOrigin, appId, chains, sessionSignerId, emulatorUrl }: BridgeProps) {
  const walletFrameReady = useWalletFrameReady(apiOrigin);
  const privy = usePrivy();
  const mfa = useMfaSession(privy.user);
  const wallets = useWalletsPort({ user: privy.user, chains, apiOrigin, appId, verifyNow: mfa.verifyNow });
  const account = useAccountPort(privy.user);
  const linked = useConnectionsPorts(privy.user, { sessionSignerId });
  const funding = useFundingPort(wallets, { appId, emulatorUrl });
  const connections = useMemo(() => ({ ...linked, funding }), [linked, funding]);
  const email = useLoginWithEmail();
  const sms = useLoginWithSms();
  const passkeyLogin = useLoginWithPasskey();
  const passkeySignup = useSignupWithPasskey();
  const siwe = useLoginWithSiwe();
  const siws = useLoginWithSiws();
  const oauth = useLoginWithOAuth();
  const telegram = useLoginWithTelegram();
  const guest = useGuestAccounts();
  const { login: openModal } = useLogin();
  const { isOpen: providerModalOpen } = useModalStatus();

  // The hooks hand out new functions on most renders; the port's functions call the latest ones.
  const all = { privy, email, sms, passkeyLogin, passkeySignup, siwe, siws, oauth, telegram, guest, openModal };
  const hooks = useRef(all);
  hooks.current = all;

  const user = useMemo(() => (privy.user ? toAppUser(privy.user) : null), [privy.user]);
  const port = useMemo<AuthPort>(
    () => ({
      ready: privy.ready,
      walletFrameReady,
      authenticated: privy.authenticated,
      user,
      email: {
        state: email.state,
        sendCode: (input) => hooks.current.email.sendCode(input),
        loginWithCode: (input) => hooks.current.email.loginWithCode(input),
      },
      sms: {
        state: sms.state,
        sendCode: (input) => hooks.current.sms.sendCode(input),
        loginWithCode: (input) => hooks.current.sms.loginWithCode(input),
      },
      passkey: {
        loginState: passkeyLogin.state,
        signupState: passkeySignup.state,
        login: () => hooks.current.passkeyLogin.loginWithPasskey(),
        signup: () => hooks.current.passkeySignup.signupWithPasskey(),
      },
      siwe: {
        state: siwe.state,
        generateMessage: (input) => hooks.current.siwe.generateSiweMessage(input),
        login: (input) => hooks.current.siwe.loginWithSiwe(input),
      },
      siws: {
        generateMessage: (input) => hooks.current.siws.generateSiwsMessage(input),
        login: (input) => hooks.current.siws.loginWithSiws(input),
      },
      oauth: {
        state: oauth.state,
        start: (provider) => hooks.current.oauth.initOAuth({ provider }),
      },
      telegram: { state: telegram.state, login: () => hooks.current.telegram.login() },
      guest: { create: () => hooks.current.guest.createGuestAccount() },
      wallets,
      mfa,
      account,
      connections,
      providerModalOpen,
      providerModal: (method) => hooks.current.openModal({ loginMethods: [method] }),
      logout: () => hooks.current.privy.logout(),
    }),
    [
      privy.ready,
      walletFrameReady,
      privy.authenticated,
      user,
      email.state,
      sms.state,
      passkeyLogin.state,
      passkeySignup.state,
      siwe.state,
      oauth.state,
      telegram.state,
      wallets,
      mfa,
      account,
      connections,
      providerModalOpen,
    ],
  );
  useEffect(() => onPort(port), [port, onPort]);
  return null;
}

function Sdk({ config, onPort }: SdkProps) {
  const chains = useMemo(() => sdkChains(config), [config]);
  const defaultChain = chains.find((chain) => chain.id === DEFAULT_CHAIN.id) ?? DEFAULT_CHAIN;
  return (
    <PrivyProvider
      appId={config.appId}
      clientId={config.clientId ?? undefined}
      apiUrl={config.apiUrl ?? undefined}
      config={{
        // Whether sign-in creates embedded wallets is the dashboard's choice (the app config's
        // `embedded_wallet_config`): nothing here overrides it. Our review screens replace the provider's.
        embeddedWallets: { showWalletUIs: false },
        // Our verification journey answers the SDK's MFA prompts (auth/sdk-mfa.ts, pages/MfaPrompt.tsx).
        mfa: { noPromptOnMfaRequired: true },
        supportedChains: chains,
        defaultChain,
      }}
    >
      <Bridge
        onPort={onPort}
        apiOrigin={apiOrigin(config)}
        appId={config.appId}
        chains={chains}
        sessionSignerId={sessionSignerId(config)}
        emulatorUrl={config.mode === 'emulator' ? config.apiUrl : null}
      />
    </PrivyProvider>
  );
}

export default memo(Sdk);
