import type { DelegableWallet } from '../flows/offline-access';

export type { DelegableWallet, WalletCustody } from '../flows/offline-access';

/**
 * What offline (delegated) access needs from an auth backend, in the SDK's terms. The app fills it from:
 * - the user's embedded wallets (`user.linkedAccounts` of type wallet, `walletClientType` 'privy'), with `delegated`
 *   and where the key lives: a server-side wallet has an `id` and `recoveryMethod` 'privy-v2' (the SDK's own test);
 * - on-device wallets: `useHeadlessDelegatedActions().delegateWallet({ address, chainType })` and
 *   `revokeWallets()`, which revokes EVERY delegated on-device wallet of the user at once (it takes no address).
 *   Both may never settle when a precondition fails (they throw inside `new Promise(async …)`): the app checks the
 *   preconditions before calling, and the journey guards every call with a time-out;
 * - server-side wallets: `useSigners().addSigners({ address, signers: [{ signerId }] })` and
 *   `removeSigners({ address })` (that wallet only), with the app's server signer (its key quorum id).
 * Every call rejects with the provider's error, which the journey turns into the catalogue's message; after a
 * call, `wallets` is the refreshed user's (the SDK refreshes the session itself).
 */
export interface OfflineAccessPort {
  /** The user's embedded wallets; null while they load. */
  wallets: readonly DelegableWallet[] | null;
  /** Gives the app offline access to this wallet, after the user accepted. */
  grant: (wallet: DelegableWallet) => Promise<unknown>;
  /** Takes it back, after the user confirmed (an on-device wallet: every on-device wallet at once). */
  revoke: (wallet: DelegableWallet) => Promise<unknown>;
  /**
   * The app has a server signer configured (the id `addSigners` needs). Without one, server-side wallets cannot be
   * delegated: they are listed as unavailable, never offered.
   */
  serverSignerConfigured: boolean;
  /** The app's name, as the consent names who gets access ("Acme can use this wallet …"). */
  appName: string;
  /**
   * The user has multi-factor methods enrolled (`user.mfaMethods`): the SDK may hold a call for a verification
   * (300 s per code), so the journey's guard waits that long too.
   */
  verificationRequired?: boolean | undefined;
}
