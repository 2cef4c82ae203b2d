import { WalletsJourney, type WalletsJourneyProps } from '../../journeys/WalletsJourney';
import { usePrivyBackend, useSigilPrivy } from '../session';
import { useFunding } from './funding';

/**
 * The Wallets page: the library's Wallets journey on the SDK's headless wallet hooks (the port is filled in
 * `sdk/wallets.ts`). Its calls wait for the provider's wallet frame, which embedded wallets sign through. Each card
 * offers Send, Receive and, where an on-ramp the app's dashboard offers sells on its chain, Add funds (the funding
 * journey, in a dialog). `onDone` hears what the person finished here (a wallet created, a request signed, a
 * transaction mined), for a toast; `initialAction` opens a card's action on arrival (a dashboard's "Receive" link).
 */
export function WalletsPage({ onDone, initialAction }: Pick<WalletsJourneyProps, 'onDone' | 'initialAction'>) {
  const backend = usePrivyBackend((port) => port.wallets, { walletFrame: true });
  const { settings } = useSigilPrivy();
  const funding = useFunding(settings);
  return (
    <WalletsJourney
      backend={backend}
      siteHost={window.location.host}
      onDone={onDone}
      initialAction={initialAction}
      funding={{
        canFund: funding.canFund,
        render: (wallet, close) =>
          funding.render(
            { address: wallet.address, chainType: wallet.chainType, chainId: wallet.chainId ?? null },
            close,
          ),
      }}
    />
  );
}
