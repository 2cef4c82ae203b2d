import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { OnrampProvider } from '../../flows/funding';
import { icons } from '../../icons/semantic';
import { formatUsd } from '../../lib/usd';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { formatAmount, type WalletBalance } from '../wallets/format';
import { providerKey } from './format';

export interface FundingSuccessScreenProps {
  provider: OnrampProvider;
  /** What was paid, in US dollars. */
  amountUsd: number;
  /** The wallet's balance now; 'loading' while it is read again; null when it could not be read. */
  balance: WalletBalance | 'loading' | null;
  /** The transaction that delivered the funds, when the on-ramp reported it. */
  txHash?: string | null | undefined;
  onDone: () => void;
}

/** "You've funded your account!": what was paid and with whom, the wallet's new balance, and the transaction. */
export function FundingSuccessScreen({
  provider,
  amountUsd,
  balance,
  txHash = null,
  onDone,
}: FundingSuccessScreenProps) {
  const { t, locale } = useCopy(fundingCopy);
  const Check = icons.verifiedBadge;
  const balanceText =
    balance === 'loading' ? (
      <Spinner size="sm" label={t('funding.success.balanceLoading')} />
    ) : balance === null ? (
      <span className="sg:text-muted-foreground">{t('funding.success.balanceUnavailable')}</span>
    ) : (
      <span className="sg:flex sg:flex-wrap sg:justify-end sg:gap-x-2">
        <span className="sg:whitespace-nowrap sg:font-semibold">
          {formatAmount(balance, locale.code)} {balance.symbol}
        </span>
        {typeof balance.usd === 'number' ? (
          <span className="sg:whitespace-nowrap sg:text-muted-foreground">{formatUsd(balance.usd, locale.code)}</span>
        ) : null}
      </span>
    );
  return (
    <ScreenLayout
      icon={<Check />}
      tone="success"
      title={t('funding.success.title')}
      subtitle={t('funding.success.body')}
      footer={
        <Button fullWidth onClick={onDone}>
          {t('funding.done')}
        </Button>
      }
    >
      <section aria-label={t('funding.success.details')} className="sg:rounded-sigil sg:border sg:border-border sg:p-3">
        <dl className="sg:grid sg:grid-cols-[auto_1fr] sg:gap-x-4 sg:gap-y-2 sg:text-sm">
          <Row label={t('funding.success.amount')}>{formatUsd(amountUsd, locale.code, { wholeDollars: true })}</Row>
          <Row label={t('funding.success.provider')}>{t(providerKey(provider))}</Row>
          <Row label={t('funding.success.balance')}>{balanceText}</Row>
          <div className="sg:contents">
            <dt className="sg:text-muted-foreground">{t('funding.success.transaction')}</dt>
            <dd className="sg:min-w-0 sg:text-end sg:text-foreground">
              {txHash ? (
                <span className="sg:flex sg:items-start sg:justify-end sg:gap-2">
                  <code dir="ltr" className="sg:min-w-0 sg:break-all sg:text-start sg:font-mono sg:text-xs">
                    {txHash}
                  </code>
                  <CopyButton value={txHash} label={t('funding.success.copyTransaction')} iconOnly />
                </span>
              ) : (
                <span className="sg:text-muted-foreground">{t('funding.success.transactionPending')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
    </ScreenLayout>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sg:contents">
      <dt className="sg:text-muted-foreground">{label}</dt>
      <dd className="sg:min-w-0 sg:text-end sg:text-foreground sg:tabular-nums">{children}</dd>
    </div>
  );
}
