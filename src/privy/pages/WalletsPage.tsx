import { WalletsJourney, type WalletsJourneyProps } from '../../journeys/WalletsJourney';
import { usePrivyBackend } from '../session';

/**
 * The Wallets page: the library's Wallets journey on the SDK's headless wallet hooks (the port is filled in
 * `sdk/wallets.ts`). Its calls wait for the provider's wallet frame, which embedded wallets sign through. `onDone`
 * hears what the person finished here (a wallet created, a request signed, a transaction mined), for a toast.
 */
export function WalletsPage({ onDone }: Pick<WalletsJourneyProps, 'onDone'>) {
  const backend = usePrivyBackend((port) => port.wallets, { walletFrame: true });
  return <WalletsJourney backend={backend} siteHost={window.location.host} onDone={onDone} />;
}
