/**
 * The Connections page's ports filled from the SDK's headless hooks (SDK side: loaded with the SDK's chunk):
 * - cross-app accounts: `useCrossAppAccounts` (sign-in and link open the provider's modal beside the other app's
 *   consent popup: the React SDK has no headless cross-app login; signing opens only the other app's popup) and the
 *   connected apps from `usePrivyClient_experimental().crossApp.getCrossAppConnections()`;
 * - offline access: `useHeadlessDelegatedActions` for on-device wallets, `useSigners` for server-side ones;
 * - the Farcaster signer: `useFarcasterSigner` (its request always opens the provider's modal, which polls);
 * - funding: `usePrivyClient_experimental().funding` (funding.ts).
 * See docs/app.md#headless-coverage.
 */
import {
  type User,
  useCrossAppAccounts,
  useFarcasterSigner,
  useHeadlessDelegatedActions,
  useModalStatus,
  usePrivyClient_experimental,
  useSigners,
} from '@privy-io/react-auth';
import { useMemo } from 'react';
import { useLatest } from '../../lib/use-latest';
import type { CrossAppAccount, CrossAppProviderApp } from '../../model';
import { type CrossAppPort, crossAppError, type DelegableWallet, type FarcasterSignerPort } from '../../ports';
import { toLinkedAccount } from '../account-user';
import {
  delegableWallets,
  embeddedWallets,
  farcasterSignerBlocker,
  isDelegationChain,
  isServerWallet,
} from '../connections-user';
import type { ConnectionsPorts } from '../port';

/** What `useConnectionsPorts` needs besides the SDK's hooks. */
export interface ConnectionsOptions {
  /** The app's server signer (the key quorum id) `useSigners` adds to server-side wallets; null: none configured. */
  sessionSignerId: string | null;
}

/**
 * The Connections page's ports but funding (`useFundingPort`): other apps' accounts, offline access and the
 * Farcaster signer, for `user` (the SDK's, `usePrivy().user`).
 */
export function useConnectionsPorts(user: User | null, options: ConnectionsOptions): Omit<ConnectionsPorts, 'funding'> {
  const client = usePrivyClient_experimental();
  const crossApp = useCrossAppAccounts();
  const delegation = useHeadlessDelegatedActions();
  const signers = useSigners();
  const farcaster = useFarcasterSigner();
  const { isOpen: modalOpen } = useModalStatus();

  // The hooks hand out new functions on most renders; the ports' functions call the latest ones.
  const all = { client, crossApp, delegation, signers, farcaster, user, options };
  const hooks = useLatest(all);

  const crossAppAccounts = useMemo(
    () =>
      (user?.linkedAccounts ?? [])
        .map((account) => toLinkedAccount(account as Parameters<typeof toLinkedAccount>[0]))
        .filter((account): account is CrossAppAccount => account?.type === 'cross_app'),
    [user],
  );
  const wallets = useMemo(() => (user ? delegableWallets(user) : null), [user]);

  const crossAppPort = useMemo<CrossAppPort>(() => {
    const listProviderApps = async (): Promise<CrossAppProviderApp[]> =>
      (await hooks.current.client.crossApp.getCrossAppConnections()).connections.map((c) => ({
        provider_app_id: c.provider_app_id,
        provider_app_name: c.provider_app_name,
        provider_app_icon_url: c.provider_app_icon_url ?? null,
        provider_app_custom_api_url: c.provider_app_custom_api_url ?? null,
        read_only: c.read_only,
        provider_app_custom_auth_authorize_url: c.provider_app_custom_auth_authorize_url ?? null,
        provider_app_custom_auth_transact_url: c.provider_app_custom_auth_transact_url ?? null,
      }));
    // The SDK's login and link never settle for an app that is not connected to ours (it throws inside an async
    // promise executor): ask the connections first, as the SDK would, and refuse with its message.
    const requireConnected = async (appId: string) => {
      if (!(await listProviderApps()).some((app) => app.provider_app_id === appId)) {
        throw new Error('Invalid connected app');
      }
    };
    return {
      accounts: crossAppAccounts,
      listProviderApps,
      loginWithCrossAppAccount: async ({ appId }) => {
        await requireConnected(appId);
        return hooks.current.crossApp.loginWithCrossAppAccount({ appId });
      },
      linkCrossAppAccount: async ({ appId }) => {
        await requireConnected(appId);
        return hooks.current.crossApp.linkCrossAppAccount({ appId });
      },
      unlinkCrossAppAccount: ({ subject }) => hooks.current.crossApp.unlinkCrossAppAccount({ subject }),
      signMessage: async (message, { address, chainId }) => {
        try {
          return await hooks.current.crossApp.signMessage(message, { address, ...(chainId ? { chainId } : {}) });
        } catch (raised) {
          // The other app's popup answers an error as a bare string.
          throw crossAppError(raised);
        }
      },
    };
  }, [crossAppAccounts]);

  const offlineAccessPort = useMemo<ConnectionsPorts['offlineAccess']>(() => {
    /** The SDK's wallet for this address, checked against the preconditions its hooks would otherwise hang on. */
    const sdkWallet = (wallet: DelegableWallet) => {
      const found = embeddedWallets(hooks.current.user).find(
        (w) => w.address.toLowerCase() === wallet.address.toLowerCase(),
      );
      const chainType = found?.chainType ?? '';
      if (!found || !isDelegationChain(chainType)) {
        throw new Error('This wallet is not one of your embedded Ethereum or Solana wallets.');
      }
      return { ...found, chainType };
    };
    return {
      wallets,
      serverSignerConfigured: Boolean(options.sessionSignerId),
      verificationRequired: (user?.mfaMethods.length ?? 0) > 0,
      grant: async (wallet) => {
        const found = sdkWallet(wallet);
        if (isServerWallet(found)) {
          const signerId = hooks.current.options.sessionSignerId;
          if (!signerId) throw new Error('This app has no server signer for offline access.');
          return hooks.current.signers.addSigners({ address: found.address, signers: [{ signerId }] });
        }
        return hooks.current.delegation.delegateWallet({ address: found.address, chainType: found.chainType });
      },
      revoke: async (wallet) => {
        const found = sdkWallet(wallet);
        if (isServerWallet(found)) return hooks.current.signers.removeSigners({ address: found.address });
        // revokeWallets never settles when no on-device wallet is delegated.
        if (!embeddedWallets(hooks.current.user).some((w) => !isServerWallet(w) && w.delegated)) {
          throw new Error('No wallet has offline access to revoke.');
        }
        return hooks.current.delegation.revokeWallets();
      },
    };
  }, [wallets, options.sessionSignerId, user]);

  const farcasterSignerPort = useMemo<FarcasterSignerPort>(
    () => ({
      account: user?.farcaster?.fid ? { fid: user.farcaster.fid, username: user.farcaster.username ?? null } : null,
      signerPublicKey: user?.farcaster?.signerPublicKey ?? null,
      unavailable: farcasterSignerBlocker(user),
      signFarcasterMessage: (hash) => hooks.current.farcaster.signFarcasterMessage(hash),
      providerModal: {
        open: () => hooks.current.farcaster.requestFarcasterSignerFromWarpcast(),
        isOpen: modalOpen,
      },
    }),
    [user, modalOpen],
  );

  return useMemo(
    () => ({ crossApp: crossAppPort, offlineAccess: offlineAccessPort, farcasterSigner: farcasterSignerPort }),
    [crossAppPort, offlineAccessPort, farcasterSignerPort],
  );
}
