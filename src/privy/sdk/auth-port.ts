/**
 * The whole `AuthPort` from the SDK's headless hooks: every journey's port, the session, the wallet frame's
 * readiness. SDK side (`@sigil/ui/privy-hooks`; `SigilPrivyProvider` runs it in the SDK's lazily loaded chunk).
 */
import {
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
import { useMemo } from 'react';
import type { Chain } from 'viem';
import { useLatest } from '../../lib/use-latest';
import type { OnrampStandIns } from '../config';
import type { AuthPort } from '../port';
import { useAccountPort } from './account';
import { useConnectionsPorts } from './connections';
import { forward } from './forward';
import { useFundingPort } from './funding';
import { useMfaSession } from './mfa';
import { toAppUser } from './user';
import { useWalletFrameReady } from './wallet-frame';
import { useWalletsPort } from './wallets';

/** What `usePrivyAuthPort` needs besides the SDK's hooks (inside the SDK's `PrivyProvider`). */
export interface AuthPortOptions {
  /** The provider's API origin (`apiOrigin(config)`): the wallet frame answers from it; prices are read there. */
  apiOrigin: string;
  /** The app id: the provider's public requests carry it. */
  appId: string;
  /** The chains the SDK was given (`supportedChains`): balances, prices and receipts are read on them. */
  chains: readonly Chain[];
  /** The app's server signer that offline access adds to server-side wallets; null or unset: none. */
  sessionSignerId?: string | null | undefined;
  /** Stand-ins for the card on-ramps (a local emulator's); null or unset: MoonPay's and Coinbase's own. */
  onrampStandIns?: OnrampStandIns | null | undefined;
}

/**
 * Fills every port from the SDK's headless hooks: call it inside the SDK's `PrivyProvider` (set up with
 * `embeddedWallets.showWalletUIs: false` and `mfa.noPromptOnMfaRequired: true`, as `SigilPrivyProvider` does). The
 * SDK's hook states are assigned to the ports as they are (their types match: tests/types/sdk-states.ts), and the
 * port's functions always call the latest hooks.
 */
export function usePrivyAuthPort({
  apiOrigin,
  appId,
  chains,
  sessionSignerId = null,
  onrampStandIns = null,
}: AuthPortOptions): AuthPort {
  const walletFrameReady = useWalletFrameReady(apiOrigin);
  const privy = usePrivy();
  const mfa = useMfaSession(privy.user);
  const wallets = useWalletsPort({ user: privy.user, chains, apiOrigin, appId, verifyNow: mfa.verifyNow });
  const account = useAccountPort(privy.user);
  const linked = useConnectionsPorts(privy.user, { sessionSignerId });
  const funding = useFundingPort(wallets, { appId, standIns: onrampStandIns });
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
  const hooks = useLatest(all);

  const user = useMemo(() => (privy.user ? toAppUser(privy.user) : null), [privy.user]);
  return useMemo<AuthPort>(
    () => ({
      ready: privy.ready,
      walletFrameReady,
      authenticated: privy.authenticated,
      user,
      email: { state: email.state, ...forward(() => hooks.current.email, 'sendCode', 'loginWithCode') },
      sms: { state: sms.state, ...forward(() => hooks.current.sms, 'sendCode', 'loginWithCode') },
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
}
