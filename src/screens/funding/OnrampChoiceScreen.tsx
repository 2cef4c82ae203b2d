import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { ErrorEntry } from '../../copy/errors';
import type { OnrampOffer, OnrampProvider } from '../../flows/funding';
import { OnrampMark } from '../../icons/onramp-marks';
import { icons } from '../../icons/semantic';
import { formatUsd } from '../../lib/usd';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { providerKey } from './format';

export interface OnrampChoiceScreenProps {
  /** The amount chosen, in US dollars. */
  amountUsd: number;
  /** The wallet's chain, to say which on-ramps do not sell on it ("Base Sepolia"). */
  chainName: string;
  /** The app's on-ramps, each with whether it sells on this chain; 'loading' while the backend loads. */
  offers: readonly OnrampOffer[] | 'loading';
  /** The on-ramp whose window is opening: its row is busy, the others wait. */
  opening?: OnrampProvider | null | undefined;
  /** Why the last attempt could not start (the catalogue's entry). */
  error?: ErrorEntry | null | undefined;
  /** Opens the on-ramp: called from the click, so its window may open. */
  onChoose: (provider: OnrampProvider) => void;
  /** Back to the amount. */
  onChangeAmount: () => void;
}

/**
 * Which on-ramp to buy with: MoonPay or Coinbase, each a row with its mark. An on-ramp that does not sell on the
 * wallet's chain is shown disabled with the reason; when none does, the screen says so and points to a transfer
 * from another wallet.
 */
export function OnrampChoiceScreen({
  amountUsd,
  chainName,
  offers,
  opening = null,
  error = null,
  onChoose,
  onChangeAmount,
}: OnrampChoiceScreenProps) {
  const { t, locale } = useCopy(fundingCopy);
  const amount = formatUsd(amountUsd, locale.code, { wholeDollars: true });
  const Wallet = icons.wallet;
  const loading = offers === 'loading';
  const list = loading ? [] : offers;
  const anySupported = loading || list.some((offer) => offer.supported);
  return (
    <ScreenLayout
      icon={<Wallet />}
      title={t('funding.onramp.title')}
      subtitle={t('funding.onramp.subtitle', { amount })}
      footer={
        <Button variant="ghost" fullWidth disabled={opening !== null} onClick={onChangeAmount}>
          {t('funding.onramp.changeAmount')}
        </Button>
      }
    >
      <ErrorBanner error={error} />
      {anySupported ? null : <Banner tone="info">{t('funding.onramp.none', { chain: chainName })}</Banner>}
      {loading ? (
        <div className="sg:flex sg:justify-center sg:py-4 sg:text-accent-text">
          <Spinner label={t('funding.onramp.loading')} />
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label={t('funding.onramp.list')} className="sg:grid sg:gap-2">
          {list.map(({ provider, supported }) => {
            const name = t(providerKey(provider));
            return (
              <li key={provider}>
                <MethodButton
                  data-provider={provider}
                  icon={<OnrampMark name={provider} size={28} />}
                  label={name}
                  description={
                    !supported
                      ? t('funding.onramp.unsupported', { provider: name, chain: chainName })
                      : opening === provider
                        ? t('funding.onramp.opening', { provider: name })
                        : t('funding.onramp.description')
                  }
                  disabled={!supported || (opening !== null && opening !== provider)}
                  loading={opening === provider}
                  onClick={() => {
                    if (opening === null) onChoose(provider);
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </ScreenLayout>
  );
}
