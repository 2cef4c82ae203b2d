import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import { formatNative, formatUsdValue, SOL } from '../../flows/signing/format';
import type { SolanaTransaction } from '../../flows/signing/solana';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { CopyButton } from '../../primitives/CopyButton';
import { DetailRow } from './DetailRow';
import { MessageBlock } from './MessageBlock';

export interface SolanaTransactionReviewProps {
  transaction: SolanaTransaction;
  /** USD per SOL, when known. */
  usdPrice?: number | undefined;
}

/** A Solana transaction as its instructions (SOL transfers with their amounts), or as base64 when it cannot be read. */
export function SolanaTransactionReview({ transaction, usdPrice }: SolanaTransactionReviewProps) {
  const { t, locale } = useCopy(signingCopy);
  if (!transaction.decoded) {
    return (
      <div data-slot="solana-transaction-review" className="sg:flex sg:flex-col sg:gap-2">
        <Banner tone="warning">{t('signing.solana.raw')}</Banner>
        <MessageBlock label={t('signing.tx.data')} mono>
          {transaction.base64}
        </MessageBlock>
        <div className="sg:flex sg:items-center sg:justify-between sg:gap-2">
          <span className="sg:text-muted-foreground sg:text-xs">{t('signing.bytes', { count: transaction.size })}</span>
          <CopyButton value={transaction.base64} label={t('signing.solana.copyRaw')} />
        </div>
      </div>
    );
  }
  return (
    <div data-slot="solana-transaction-review" className="sg:flex sg:flex-col sg:gap-3">
      <dl>
        <DetailRow label={t('signing.solana.feePayer')}>
          <Address address={transaction.feePayer} />
        </DetailRow>
      </dl>
      <div className="sg:flex sg:flex-col sg:gap-2">
        <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.solana.instructions')}</h3>
        <ol className="sg:flex sg:flex-col sg:gap-2">
          {transaction.instructions.map((instruction, index) => {
            const title = t('signing.solana.instruction', { index: index + 1 });
            if (instruction.kind === 'transfer') {
              const usd = formatUsdValue(instruction.lamports, SOL, usdPrice, locale.code);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: instructions are ordered and never reordered.
                  key={index}
                  aria-label={title}
                  className="sg:rounded-sigil sg:border sg:border-border sg:px-3 sg:py-1"
                >
                  <p className="sg:pt-1 sg:font-medium sg:text-sm">{t('signing.solana.transfer')}</p>
                  <dl>
                    <DetailRow label={t('signing.solana.amount')}>
                      <span className="sg:flex sg:flex-col sg:items-end">
                        <bdi className="sg:font-medium">{formatNative(instruction.lamports, SOL, locale.code)}</bdi>
                        {usd ? (
                          <span className="sg:text-muted-foreground sg:text-xs">{t('signing.tx.usd', { usd })}</span>
                        ) : null}
                      </span>
                    </DetailRow>
                    <DetailRow label={t('signing.solana.from')}>
                      <Address address={instruction.from} />
                    </DetailRow>
                    <DetailRow label={t('signing.solana.to')}>
                      <Address address={instruction.to} />
                    </DetailRow>
                  </dl>
                </li>
              );
            }
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: instructions are ordered and never reordered.
                key={index}
                aria-label={title}
                className="sg:rounded-sigil sg:border sg:border-border sg:px-3 sg:py-1"
              >
                <dl>
                  <DetailRow label={t('signing.solana.program')}>
                    <Address address={instruction.program} copyable={false} />
                  </DetailRow>
                  <DetailRow label={t('signing.tx.data')}>
                    {t('signing.solana.accounts', { count: instruction.accounts })} ·{' '}
                    {t('signing.bytes', { count: instruction.dataSize })}
                  </DetailRow>
                </dl>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
