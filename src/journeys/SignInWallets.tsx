import { useState } from 'react';
import { usePromise } from '../lib/use-promise';
import type { SignInBackends, WalletDiscovery } from '../ports';
import { WalletSignInJourney } from './WalletSignInJourney';

export interface SignInWalletsProps {
  /** The browser's wallets, being looked for (the discovery code loads with this chunk, not before). */
  discovery: Promise<WalletDiscovery>;
  backends: Pick<SignInBackends, 'siwe' | 'siws'>;
  chains: { ethereum: boolean; solana: boolean };
  /** Signing in (default) or linking a wallet to the signed-in user. */
  purpose?: 'sign-in' | 'link' | undefined;
  onDone?: (() => void) | undefined;
  onBack: () => void;
}

/**
 * The wallet journey as `SignInJourney` opens it: once the browser's wallets have been looked for, the
 * enabled chains' wallets, each chain with its backend (SIWE, SIWS). Its own chunk, with the wallet flows.
 */
export function SignInWallets({ discovery, backends, chains, purpose, onDone, onBack }: SignInWalletsProps) {
  const found = usePromise(discovery);
  // Read once per mount: a discovery function hands out the same long-lived directory each time.
  // Only the chains the app enables and the host has a backend for start listening.
  const [wallets] = useState(() => ({
    ethereum: chains.ethereum && backends.siwe ? found.ethereum() : undefined,
    solana: chains.solana && backends.siws ? found.solana() : undefined,
  }));
  return (
    <WalletSignInJourney
      ethereum={wallets.ethereum && backends.siwe ? { wallets: wallets.ethereum, backend: backends.siwe } : undefined}
      solana={wallets.solana && backends.siws ? { wallets: wallets.solana, backend: backends.siws } : undefined}
      purpose={purpose}
      onDone={onDone}
      onBack={onBack}
    />
  );
}
