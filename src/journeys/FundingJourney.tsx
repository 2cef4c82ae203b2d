import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { fundingCopy } from '../copy/decks/funding';
import {
  type OnrampCadence,
  type OnrampProvider,
  type OpenFundingWindow,
  openFundingWindow,
  useFunding,
} from '../flows/funding';
import { nativeCurrency, SOL } from '../flows/signing/format';
import { CHAINS, isSupportedChainId, type WalletBalance } from '../model';
import type { Backend } from '../ports/backend';
import type { FundingPort, FundingWallet } from '../ports/funding';
import { FundAmountScreen } from '../screens/funding/FundAmountScreen';
import { FundingCancelledScreen } from '../screens/funding/FundingCancelledScreen';
import { FundingFailedScreen } from '../screens/funding/FundingFailedScreen';
import { FundingSuccessScreen } from '../screens/funding/FundingSuccessScreen';
import { providerKey } from '../screens/funding/format';
import { OnrampChoiceScreen } from '../screens/funding/OnrampChoiceScreen';
import { OnrampWaitingScreen } from '../screens/funding/OnrampWaitingScreen';
import { PopupBlockedDialog } from '../screens/wallets/PopupBlockedDialog';
import { useFocusKeeper } from './focus-keeper';

export interface FundingJourneyProps {
  backend: Backend<FundingPort>;
  /** The wallet to fund. */
  wallet: FundingWallet;
  /** The amount the field starts with (the app's `funding_config.default_recommended_amount`). */
  defaultAmountUsd?: number | undefined;
  /** One-click amounts in US dollars. */
  presets?: readonly number[] | undefined;
  /**
   * Opens the blank window the on-ramp runs in (`window.open('about:blank', '_blank', 'popup,width=420,height=540')`
   * by default); stories and tests pass their own.
   */
  openWindow?: OpenFundingWindow | undefined;
  /** Stories shorten the on-ramps' status cadence and the 30 s "on the way" delay; the defaults are the provider's. */
  cadence?: { [P in OnrampProvider]?: OnrampCadence | undefined } | undefined;
  onTheWayAfterMs?: number | undefined;
  /** Done after a purchase (e.g. close the dialog the journey is in). */
  onDone: () => void;
  /** Back from the amount; no Back there when left out. */
  onBack?: (() => void) | undefined;
}

type View = { kind: 'amount' } | { kind: 'onramp'; amountUsd: number };

/** The wallet's chain by name, for "Coinbase does not sell crypto on Sepolia". */
function chainName(wallet: FundingWallet): string {
  if (wallet.chainType === 'solana') return 'Solana';
  return isSupportedChainId(wallet.chainId) ? CHAINS[wallet.chainId].name : `Chain ${wallet.chainId ?? '?'}`;
}

/**
 * Adding funds to a wallet with a card, through a fiat on-ramp (spec 1): how much (`FundAmountScreen`), with which
 * on-ramp (`OnrampChoiceScreen`), then the on-ramp's signed page in a window of its own that has no access to this
 * page, while the purchase is checked at the on-ramp's cadence (`OnrampWaitingScreen`), and the outcome: the new
 * balance and the transaction, a failure, or a cancelled purchase. A window the browser blocked is offered again
 * from the person's click ("Popup was blocked. Try again."). Run by the funding flow (`flows/funding`) on a
 * `FundingPort`.
 */
export function FundingJourney({
  backend,
  wallet,
  defaultAmountUsd,
  presets,
  openWindow = openFundingWindow,
  cadence,
  onTheWayAfterMs,
  onDone,
  onBack,
}: FundingJourneyProps) {
  const { t } = useCopy(fundingCopy);
  const frame = useRef<HTMLDivElement>(null);
  useFocusKeeper(frame);
  const port = backend.port;
  const [view, setView] = useState<View>({ kind: 'amount' });
  const [price, setPrice] = useState<number | null | 'loading'>('loading');
  const [balance, setBalance] = useState<WalletBalance | 'loading' | null>('loading');

  // What the flow's calls read when they run: the latest backend, wallet and amount.
  const latest = useRef({ backend, wallet, amountUsd: 0 });
  latest.current = { ...latest.current, backend, wallet };

  const { state, controller } = useFunding({
    sign: async (provider) => {
      const { backend: current, wallet: target, amountUsd } = latest.current;
      const ready = await current.whenReady();
      return ready.start(provider, {
        address: target.address,
        chainType: target.chainType,
        chainId: target.chainId,
        amountUsd,
      });
    },
    status: async (provider, id) => (await latest.current.backend.whenReady()).status(provider, id),
    allowHttp: () => latest.current.backend.port?.runsOnEmulator === true,
    openWindow,
    cadence,
    onTheWayAfterMs,
  });

  // The price, for the amount's estimate.
  const { address, chainType, chainId } = wallet;
  useEffect(() => {
    let live = true;
    setPrice('loading');
    // Through the latest backend: a host may hand a new backend object on every render (useBackend does).
    latest.current.backend
      .whenReady()
      .then((ready) => ready.getUsdPrice(chainType, chainId))
      .then(
        (usd) => live && setPrice(usd),
        () => live && setPrice(null),
      );
    return () => {
      live = false;
    };
  }, [chainType, chainId]);

  // The balance once the purchase went through: read again, it shows what arrived.
  const completed = state.status === 'completed' ? state.id : null;
  useEffect(() => {
    if (completed === null) return;
    let live = true;
    setBalance('loading');
    latest.current.backend
      .whenReady()
      .then((ready) => ready.getBalance({ address, chainType, chainId }))
      .then(
        (read) => live && setBalance(read),
        () => live && setBalance(null),
      );
    return () => {
      live = false;
    };
  }, [completed, address, chainType, chainId]);

  // The window must open inside the click: each call reaches the controller at once, made on first use.
  const flow = {
    start: (provider: OnrampProvider) => controller().start(provider),
    cancel: () => controller().cancel(),
    reset: () => controller().reset(),
  };
  const currency = chainType === 'solana' ? SOL : nativeCurrency(chainId ?? undefined);

  if (view.kind === 'amount') {
    return (
      <div ref={frame} className="sg:contents">
        <FundAmountScreen
          address={address}
          symbol={currency.symbol}
          decimals={currency.decimals}
          usdPrice={price}
          presets={presets}
          defaultAmountUsd={defaultAmountUsd}
          onBack={onBack}
          onContinue={(amountUsd) => {
            latest.current.amountUsd = amountUsd;
            flow.reset();
            setView({ kind: 'onramp', amountUsd });
          }}
        />
      </div>
    );
  }

  const { amountUsd } = view;
  const chooseAnother = () => flow.reset();
  const screen = (() => {
    switch (state.status) {
      case 'opening':
      case 'waiting':
        return (
          <OnrampWaitingScreen
            provider={state.provider}
            phase={state.status}
            popupClosed={state.status === 'waiting' && state.popupClosed}
            onTheWay={state.status === 'waiting' && state.onTheWay}
            onCancel={() => flow.cancel()}
          />
        );
      case 'completed':
        return (
          <FundingSuccessScreen
            provider={state.provider}
            amountUsd={amountUsd}
            balance={balance}
            txHash={state.txHash}
            onDone={onDone}
          />
        );
      case 'failed':
        return (
          <FundingFailedScreen
            provider={state.provider}
            reason={state.reason}
            error={state.error}
            onRetry={() => flow.start(state.provider)}
            onChooseAnother={chooseAnother}
          />
        );
      case 'cancelled':
        return (
          <FundingCancelledScreen
            provider={state.provider}
            onRetry={() => flow.start(state.provider)}
            onChooseAnother={chooseAnother}
          />
        );
      default:
        return (
          <OnrampChoiceScreen
            amountUsd={amountUsd}
            chainName={chainName(wallet)}
            offers={port ? port.onramps(wallet) : 'loading'}
            onChoose={(provider) => flow.start(provider)}
            onChangeAmount={() => {
              flow.reset();
              setView({ kind: 'amount' });
            }}
          />
        );
    }
  })();

  return (
    <div ref={frame} className="sg:contents">
      {screen}
      {state.status === 'popup-blocked' ? (
        <PopupBlockedDialog
          open
          walletName={t(providerKey(state.provider))}
          onRetry={() => flow.start(state.provider)}
          onOpenChange={(open) => {
            if (!open) flow.reset();
          }}
        />
      ) : null}
    </div>
  );
}
