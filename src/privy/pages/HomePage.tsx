import { useEffect, useState } from 'react';
import { type ErrorEntry, messageFor } from '../../copy';
import { type Balances, balanceOf, readBalances } from '../../journeys/wallet-balances';
import { useLatest } from '../../lib/use-latest';
import { isEmbeddedWallet, walletClientName } from '../../model';
import type { WalletsPort } from '../../ports';
import { HomeScreen, type HomeScreenProps, type HomeWallet } from '../../screens';
import { canFundWallet } from '../onramps';
import { useSigilPrivy } from '../session';
import { useUserProfile } from '../user-profile';

export interface HomePageProps {
  /**
   * Send, Receive or Add funds pressed on one of the user's wallets. The app routes it, e.g. to the Wallets page
   * opened on that action: `navigate('/wallets')` with `initialAction: { action, address }`. Without it the wallets
   * show no actions.
   */
  onWalletAction?: HomeScreenProps['onWalletAction'] | undefined;
  /** "Set up" / "Manage" on the security card: the app opens its security page (`/security`). */
  onOpenSecurity?: (() => void) | undefined;
  /** "Manage account" beside who the user is: the app opens its account page (`/account`). */
  onManageAccount?: (() => void) | undefined;
}

/** Each wallet's balance, read once the wallets are known and again when they change. */
function useHomeBalances(port: Pick<WalletsPort, 'wallets' | 'getBalance'> | null) {
  const [balances, setBalances] = useState<Balances>({});
  const portRef = useLatest(port);
  const wallets = port?.wallets;
  useEffect(() => {
    const current = portRef.current;
    if (!current || !wallets) return;
    return readBalances(current, wallets, setBalances);
  }, [wallets]);
  return balances;
}

/**
 * The signed-in home, a dashboard: who the user is (name and picture from their linked accounts, e-mail, the ways
 * they log in), their wallets with balances and Send / Receive / Add funds (`onWalletAction`), whether two-step
 * verification is on (`onOpenSecurity`), and Log out.
 */
export function HomePage({ onWalletAction, onOpenSecurity, onManageAccount }: HomePageProps) {
  const { port, logout: onLogout, settings } = useSigilPrivy();
  const emulated = Boolean(port?.connections.funding.runsOnEmulator);
  const [loggingOut, setLoggingOut] = useState(false);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const walletsPort = port?.wallets.ready ? port.wallets : null;
  const balances = useHomeBalances(walletsPort);
  const accountUser = port?.account.user ?? null;
  const profile = useUserProfile();
  const user = port?.user;
  if (!user || !profile) return null;
  const logout = async () => {
    setLoggingOut(true);
    setError(null);
    try {
      await onLogout();
    } catch (cause) {
      setError(messageFor(cause));
      setLoggingOut(false);
    }
  };
  const wallets: readonly HomeWallet[] | 'loading' = walletsPort
    ? walletsPort.wallets.map((wallet) => ({
        address: wallet.address,
        chainType: wallet.chainType,
        chainId: wallet.chainId,
        walletName:
          wallet.walletName ??
          (isEmbeddedWallet(wallet) || !wallet.walletClientType ? null : walletClientName(wallet.walletClientType)),
        balance: balanceOf(balances, wallet),
        // What the Wallets page offers on this wallet's card: Send from Ethereum wallets, Add funds where an on-ramp
        // the app offers sells on its chain, Receive on every one.
        actions: [
          ...(wallet.chainType === 'ethereum' ? (['send'] as const) : []),
          'receive' as const,
          ...(canFundWallet(settings.onramps, wallet, emulated) ? (['fund'] as const) : []),
        ],
      }))
    : 'loading';
  return (
    <HomeScreen
      name={profile.name}
      email={profile.email}
      avatarUrl={profile.avatarUrl}
      isGuest={user.isGuest}
      memberSince={user.createdAt}
      accounts={user.accounts
        // The wallets made for the user are theirs, not ways in: they are listed with their balances.
        .filter((a) => a.type !== 'smart_wallet' && !(a.type === 'wallet' && a.embedded))
        .map((a) => ({ method: a.method, label: a.label, linkedAt: a.verifiedAt }))}
      wallets={wallets}
      onWalletAction={onWalletAction}
      mfaMethods={accountUser?.mfaMethods ?? port?.mfa.enrollment.enrolled ?? []}
      onOpenSecurity={onOpenSecurity}
      onManageAccount={onManageAccount}
      loggingOut={loggingOut}
      error={error}
      onLogout={logout}
    />
  );
}
