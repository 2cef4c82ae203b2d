import { type FormEvent, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import { checkFundingAmount, cryptoForUsd, FUNDING_AMOUNT, FUNDING_PRESETS_USD } from '../../flows/funding';
import { formatAmount } from '../../flows/signing/format';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/usd';
import { Address } from '../../primitives/Address';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface FundAmountScreenProps {
  /** The wallet the funds go to. */
  address: string;
  /** The asset bought: the chain's native currency (ETH, POL, SOL …). */
  symbol: string;
  /** Its decimals, for the estimate (18 for ETH). */
  decimals?: number | undefined;
  /** USD per whole unit, for "≈ 0.008333 ETH"; 'loading' while it is read; null when unknown. */
  usdPrice: number | null | 'loading';
  /** One-click amounts in US dollars ($25, $50, $100 by default). */
  presets?: readonly number[] | undefined;
  /** The amount the field starts with (the app's recommended amount); empty when left out. */
  defaultAmountUsd?: number | undefined;
  /** The amount was checked: go on to the on-ramps. */
  onContinue: (amountUsd: number) => void;
  /** Back to where funding was opened from; no Back button when left out. */
  onBack?: (() => void) | undefined;
}

/**
 * How much to add, in US dollars: suggested amounts, or any other typed in (at most two decimals, within
 * `FUNDING_AMOUNT`), with what it buys at the current price. The amount is checked on Continue, then as it is
 * edited.
 */
export function FundAmountScreen({
  address,
  symbol,
  decimals = 18,
  usdPrice,
  presets = FUNDING_PRESETS_USD,
  defaultAmountUsd,
  onContinue,
  onBack,
}: FundAmountScreenProps) {
  const { t, rich, locale } = useCopy(fundingCopy);
  const [text, setText] = useState(defaultAmountUsd === undefined ? '' : String(defaultAmountUsd));
  const [checked, setChecked] = useState(false);
  const result = checkFundingAmount(text);
  const Wallet = icons.wallet;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (result.ok) onContinue(result.amountUsd);
  };

  const error = checked && !result.ok ? result.error : null;
  const limits = {
    min: formatUsd(FUNDING_AMOUNT.minUsd, locale.code, { wholeDollars: true }),
    max: formatUsd(FUNDING_AMOUNT.maxUsd, locale.code, { wholeDollars: true }),
  };
  const estimate = (() => {
    if (usdPrice === 'loading') return t('funding.amount.estimateLoading', { symbol });
    if (!result.ok) return null;
    const units = cryptoForUsd(result.amountUsd, usdPrice, decimals);
    if (units === null) return t('funding.amount.estimateUnavailable', { symbol });
    return t('funding.amount.estimate', { amount: formatAmount(units, decimals, locale.code), symbol });
  })();

  return (
    <form noValidate onSubmit={submit} className="sg:contents">
      <ScreenLayout
        icon={<Wallet />}
        title={t('funding.amount.title')}
        subtitle={t('funding.amount.subtitle', { symbol })}
        footer={
          <Button type="submit" fullWidth>
            {t('action.continue')}
          </Button>
        }
      >
        <BackButton onBack={onBack} />
        <p className="sg:flex sg:items-center sg:justify-center sg:gap-1 sg:text-muted-foreground sg:text-sm">
          {rich('funding.wallet', { address: <Address address={address} copyable={false} /> })}
        </p>
        <fieldset className="sg:grid sg:gap-2">
          <legend className="sg:mb-2 sg:font-medium sg:text-foreground sg:text-sm">
            {t('funding.amount.presets')}
          </legend>
          <div className="sg:grid sg:grid-cols-3 sg:gap-2">
            {presets.map((preset) => {
              const pressed = result.ok && result.amountUsd === preset;
              return (
                <Button
                  key={preset}
                  type="button"
                  variant="secondary"
                  aria-pressed={pressed}
                  className={cn(
                    'sg:tabular-nums',
                    pressed && 'sg:border-accent sg:bg-accent-subtle sg:text-accent-text',
                  )}
                  onClick={() => setText(String(preset))}
                >
                  {formatUsd(preset, locale.code, { wholeDollars: true })}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <TextField
          label={t('funding.amount.label')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ? t(error, limits) : undefined}
          description={estimate}
          className="sg:text-lg sg:tabular-nums"
        />
      </ScreenLayout>
    </form>
  );
}
