import { useCallback, useEffect, useMemo, useState } from 'react';
import { FUNDING_AMOUNT, FundingJourney } from '../../journeys/connections';
import type { FundingWallet } from '../../ports';
import type { PrivyAppSettings } from '../app-config';
import { canFundWallet, onrampSupportsChain, suggestedUsd } from '../onramps';
import type { ConnectionsPorts } from '../port';
import { useAuth } from '../session';

/**
 * Adding funds, shared by the pages that offer it (a wallet's card on the Wallets page, the Connections page's
 * section): the funding port with the on-ramps the app's dashboard offers, each with whether it sells on the
 * wallet's chain, and the dashboard's suggested amount.
 */
export function useFunding(settings: PrivyAppSettings) {
  const { port, whenReady } = useAuth();
  const funding = port?.connections.funding ?? null;
  const withOnramps = useCallback(
    (sdk: ConnectionsPorts['funding']) => ({
      ...sdk,
      onramps: (wallet: FundingWallet) =>
        settings.onramps.map((provider) => ({
          provider,
          supported:
            wallet.chainType === 'ethereum' &&
            onrampSupportsChain(provider, wallet.chainId, Boolean(sdk.runsOnEmulator)),
        })),
    }),
    [settings.onramps],
  );
  const backend = useMemo(
    () => ({
      port: funding ? withOnramps(funding) : null,
      whenReady: () => whenReady().then((ready) => withOnramps(ready.connections.funding)),
    }),
    [funding, withOnramps, whenReady],
  );
  // The dashboard's suggested amount starts the amount screen, in dollars at the native unit's price (read once).
  const suggestion = settings.fundingSuggestion;
  const [suggestionPrice, setSuggestionPrice] = useState<number | null>(null);
  useEffect(() => {
    if (suggestion?.asset !== 'native-currency') return;
    let live = true;
    whenReady()
      .then((ready) => ready.connections.funding.getUsdPrice('ethereum', suggestion.chainId))
      .then(
        (price) => live && setSuggestionPrice(price),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [suggestion?.asset, suggestion?.chainId, whenReady]);
  /** Whether a wallet can be funded here: an Ethereum wallet on a chain an on-ramp the app offers sells on. */
  const canFund = (wallet: { chainType: string; chainId?: number | null | undefined }) =>
    canFundWallet(settings.onramps, wallet, Boolean(funding?.runsOnEmulator));
  /** The funding journey for a wallet. */
  const render = (wallet: FundingWallet, close: () => void) => (
    <FundingJourney
      backend={backend}
      wallet={wallet}
      defaultAmountUsd={suggestedUsd(suggestion, wallet.chainId, suggestionPrice, FUNDING_AMOUNT)}
      onDone={close}
      onBack={close}
    />
  );
  return { ready: port !== null, canFund, render };
}
