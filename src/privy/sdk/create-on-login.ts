import { useEffect, useRef } from 'react';
import type { ChainType } from '../../model';
import type { CreateOnLogin } from '../app-config';
import type { AppUser, AuthPort } from '../port';

/**
 * The dashboard's "create embedded wallets on login", for every way of signing in. The provider's SDK does it
 * itself only after its own modal, a guest sign-in and custom-token sign-in; after its headless e-mail, SMS,
 * passkey, wallet and OAuth sign-ins it does not, so Sigil does, with the SDK's rule: `all-users` gives a
 * user without an embedded wallet of that chain type one; `users-without-wallets` only a user with no wallet
 * of that chain type at all (an external wallet counts).
 */
export function walletsToCreate(policy: Record<ChainType, CreateOnLogin>, accounts: AppUser['accounts']): ChainType[] {
  const wallets = accounts.filter((a) => a.type === 'wallet');
  return (['ethereum', 'solana'] as const).filter((chainType) => {
    const ofChain = wallets.filter((w) => w.chainType === chainType);
    if (ofChain.some((w) => w.embedded)) return false;
    if (policy[chainType] === 'all-users') return true;
    return policy[chainType] === 'users-without-wallets' && ofChain.length === 0;
  });
}

/**
 * Once per signed-in user: waits for the provider's wallet frame and the user's wallets, then creates what
 * `walletsToCreate` says (Ethereum first, as the SDK does). A guest's wallets are the SDK's own to create, and so
 * are those of a sign-in in the provider's modal (decided only after it has closed, on the user it left). A
 * failure is logged, never shown as a sign-in error: the Wallets page offers Create again.
 */
export function useCreateOnLogin(
  /** The dashboard's setting; unset (the app's settings not known yet): nothing is created until it is. */
  policy: Record<ChainType, CreateOnLogin> | undefined,
  user: AppUser | null,
  /** The provider's modal is open: a sign-in made there gets its wallets from the modal; decide once it closes. */
  providerModalOpen: boolean,
  /** Resolves with the latest port once the wallet frame is ready (or after the time-out given). */
  whenWalletFrameReady: (timeoutMs: number) => Promise<AuthPort>,
) {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      // Signed out: the next user to sign in (the same one again, too) is handled afresh.
      handled.current = null;
      return;
    }
    if (!policy || user.isGuest || providerModalOpen || handled.current === user.id) return;
    if (walletsToCreate(policy, user.accounts).length === 0) return;
    handled.current = user.id;
    void (async () => {
      const port = await whenWalletFrameReady(30_000);
      // Decide again on the user as the SDK knows them now (the SDK's modal may have created them meanwhile),
      // and only for the user this was started for (another may have signed in during the wait).
      const latest = port.user;
      if (!latest || latest.id !== user.id) return;
      for (const chainType of walletsToCreate(policy, latest.accounts)) {
        try {
          await port.wallets.createWallet(chainType);
        } catch (error) {
          console.warn(`Sigil: the ${chainType} wallet to create on login could not be created`, error);
        }
      }
    })();
  }, [policy, user, providerModalOpen, whenWalletFrameReady]);
}
