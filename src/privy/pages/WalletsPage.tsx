import { WalletsJourney } from '@sigil/ui/wallets';
import { useBackend } from '../auth/AuthProvider';

/**
 * The Wallets page: the library's Wallets journey on the SDK's headless wallet hooks (the port is filled in
 * `auth/sdk-wallets.ts`). Its calls wait for the provider's wallet frame, which embedded wallets sign through.
 */
export function WalletsPage() {
  const backend = useBackend((port) => port.wallets, { walletFrame: true });
  return <WalletsJourney backend={backend} siteHost={window.location.host} />;
}
