import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { ErrorEntry } from '../../copy/errors';
import type { SigningOutcome } from '../../flows/signing/session';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { DetailRow } from './DetailRow';
import { MessageBlock } from './MessageBlock';

export type { SigningOutcome, SigningReceipt } from '../../flows/signing/session';

export interface SigningResultProps {
  outcome: SigningOutcome;
  /** A sent transaction whose receipt could not be read (the chain did not answer): said under the receipt. */
  receiptError?: ErrorEntry | null | undefined;
  onDone: () => void;
}

/** What came of a signing request: the signature, the sent transaction and its receipt, or a declined request. */
export function SigningResult({ outcome, receiptError = null, onDone }: SigningResultProps) {
  const { t, locale } = useCopy(signingCopy);
  const number = new Intl.NumberFormat(locale.code);
  const done = (
    <Button variant={outcome.kind === 'rejected' ? 'secondary' : 'primary'} fullWidth onClick={onDone}>
      {t('signing.result.done')}
    </Button>
  );
  if (outcome.kind === 'rejected') {
    const Icon = icons.ban;
    return (
      <ScreenLayout
        data-slot="signing-result"
        icon={<Icon />}
        tone="neutral"
        title={t('signing.result.rejected')}
        subtitle={t('signing.result.rejectedDescription')}
        footer={done}
      />
    );
  }
  const Icon = icons.verifiedBadge;
  if (outcome.kind === 'signature') {
    return (
      <ScreenLayout
        data-slot="signing-result"
        icon={<Icon />}
        tone="success"
        title={t('signing.result.signed')}
        subtitle={t('signing.result.signedDescription')}
        footer={done}
      >
        <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
          <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.result.signature')}</h3>
          <CopyButton value={outcome.signature} label={t('signing.result.copySignature')} />
        </div>
        <MessageBlock label={t('signing.result.signature')} mono>
          {outcome.signature}
        </MessageBlock>
      </ScreenLayout>
    );
  }
  const { receipt } = outcome;
  return (
    <ScreenLayout
      data-slot="signing-result"
      icon={<Icon />}
      tone={receipt?.status === 'reverted' ? 'error' : 'success'}
      title={t('signing.result.sent')}
      footer={done}
    >
      <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
        <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.result.hash')}</h3>
        <CopyButton value={outcome.hash} label={t('signing.result.copyHash')} />
      </div>
      <MessageBlock label={t('signing.result.hash')} mono>
        {outcome.hash}
      </MessageBlock>
      <div className="sg:flex sg:flex-col sg:gap-1">
        <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.result.receipt')}</h3>
        <dl>
          <DetailRow label={t('signing.result.status')}>
            {receipt ? (
              <Chip tone={receipt.status === 'success' ? 'success' : 'error'}>
                {receipt.status === 'success' ? t('signing.result.success') : t('signing.result.reverted')}
              </Chip>
            ) : receiptError ? (
              <Chip tone="warning">{t('signing.result.unknown')}</Chip>
            ) : (
              <Chip>{t('signing.result.pending')}</Chip>
            )}
          </DetailRow>
          {receipt ? (
            <>
              <DetailRow label={t('signing.result.block')}>{number.format(receipt.blockNumber)}</DetailRow>
              <DetailRow label={t('signing.result.gasUsed')}>{number.format(receipt.gasUsed)}</DetailRow>
            </>
          ) : null}
        </dl>
      </div>
      <ErrorBanner error={receipt ? null : receiptError} />
    </ScreenLayout>
  );
}
