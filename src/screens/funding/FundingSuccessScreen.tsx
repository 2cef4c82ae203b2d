import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { fundingCopy } from '../../copy/decks/funding';
import type { OnrampProvider } from '../../flows/funding';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { formatAmount, formatUsd, type WalletBalance } from '../wallets/format';
import { formatDollars, providerKey } from './format';

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
      <span className="text-muted-foreground">{t('funding.success.balanceUnavailable')}</span>
    ) : (
      <span className="flex flex-wrap justify-end gap-x-2">
        <span className="whitespace-nowrap font-semibold">
          {formatAmount(balance, locale.code)} {balance.symbol}
        </span>
        {typeof balance.usd === 'number' ? (
          <span className="whitespace-nowrap text-muted-foreground">{formatUsd(balance.usd, locale.code)}</span>
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
      <section aria-label={t('funding.success.details')} className="rounded-sigil border border-border p-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <Row label={t('funding.success.amount')}>{formatDollars(amountUsd, locale.code)}</Row>
          <Row label={t('funding.success.provider')}>{t(providerKey(provider))}</Row>
          <Row label={t('funding.success.balance')}>{balanceText}</Row>
          <div className="contents">
            <dt className="text-muted-foreground">{t('funding.success.transaction')}</dt>
            <dd className="min-w-0 text-end text-foreground">
              {txHash ? (
                <span className="flex items-start justify-end gap-2">
                  <code dir="ltr" className="min-w-0 break-all text-start font-mono text-xs">
                    {txHash}
                  </code>
                  <CopyButton value={txHash} label={t('funding.success.copyTransaction')} iconOnly />
                </span>
              ) : (
                <span className="text-muted-foreground">{t('funding.success.transactionPending')}</span>
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
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-end text-foreground tabular-nums">{children}</dd>
    </div>
  );
}
