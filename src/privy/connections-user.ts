/**
 * What the Connections page reads from the SDK's user, as pure functions on the user's shape (the SDK's `User`,
 * typed structurally here so they are unit-tested without loading the SDK): the embedded wallets offline access
 * can be granted for, and why a Farcaster signer is unavailable — the SDK's own preconditions, checked before its
 * hooks are called (they fail late or, for delegation, never settle).
 */
import type { DelegableWallet, FarcasterSignerBlocker } from '../ports';

/** The fields of the SDK's wallet account read here. */
export interface SdkWalletAccount {
  type: 'wallet';
  address: string;
  chainType: string;
  walletClientType?: string | undefined;
  /** Server-side wallets have an id. */
  id?: string | null | undefined;
  recoveryMethod?: string | undefined;
  delegated?: boolean | undefined;
}

/** The fields of the SDK's user read here. */
export interface SdkConnectionsUser {
  linkedAccounts: readonly ({ type: string } | SdkWalletAccount)[];
  farcaster?: { fid: number | null } | null | undefined;
}

const isWallet = (account: { type: string }): account is SdkWalletAccount => account.type === 'wallet';

/** The user's embedded wallets (`walletClientType` 'privy'), in linking order. */
export const embeddedWallets = <Wallet extends SdkWalletAccount>(
  user: {
    linkedAccounts: readonly ({ type: string } | Wallet)[];
  } | null,
): Wallet[] =>
  (user?.linkedAccounts ?? []).filter(
    (account): account is Wallet => isWallet(account) && account.walletClientType === 'privy',
  );

/** The SDK's own test for a wallet whose key lives on the provider's servers (its on-device paths refuse these). */
export const isServerWallet = (wallet: SdkWalletAccount) => Boolean(wallet.id) && wallet.recoveryMethod === 'privy-v2';

export const isDelegationChain = (chainType: string): chainType is 'ethereum' | 'solana' =>
  chainType === 'ethereum' || chainType === 'solana';

/** The user's embedded Ethereum and Solana wallets as the offline-access journey lists them. */
export function delegableWallets(user: SdkConnectionsUser | null): DelegableWallet[] {
  return embeddedWallets(user).flatMap((wallet) => {
    const { chainType } = wallet;
    return isDelegationChain(chainType)
      ? [
          {
            address: wallet.address,
            chainType,
            delegated: Boolean(wallet.delegated),
            custody: isServerWallet(wallet) ? ('server' as const) : ('on-device' as const),
          },
        ]
      : [];
  });
}

/** Why the SDK would refuse a Farcaster signer, or null when it would not. */
export function farcasterSignerBlocker(user: SdkConnectionsUser | null): FarcasterSignerBlocker | null {
  if (!user?.farcaster?.fid) return 'no-farcaster';
  // The SDK takes the user's first embedded wallet, of either chain.
  const [wallet] = embeddedWallets(user);
  if (!wallet) return 'no-embedded-wallet';
  return isServerWallet(wallet) ? 'server-wallet' : null;
}
