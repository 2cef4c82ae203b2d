import { WalletJourney } from '@sigil/ui/journeys';
import type { Backend, SiwePort, SiwsPort } from '@sigil/ui/ports';
import { solanaWallets } from '../auth/solana-wallets';
import { ethereumWallets } from '../auth/wallets';

/**
 * The wallet journey with this browser's wallets: Ethereum ones announced through EIP-6963, Solana ones
 * through the Wallet Standard, as the app's settings enable them. Its own chunk, with the discovery code.
 */
export function WalletSignIn({
  chains,
  siwe,
  siws,
  onBack,
}: {
  chains: { ethereum: boolean; solana: boolean };
  siwe: Backend<SiwePort>;
  siws: Backend<SiwsPort>;
  onBack: () => void;
}) {
  return (
    <WalletJourney
      ethereum={chains.ethereum ? { wallets: ethereumWallets(), backend: siwe } : undefined}
      solana={chains.solana ? { wallets: solanaWallets(), backend: siws } : undefined}
      onBack={onBack}
    />
  );
}
