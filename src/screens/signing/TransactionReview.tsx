import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import { type CallArgument, humanizeName } from '../../flows/signing/calls';
import { type Currency, formatNative, formatUsdValue, nativeCurrency } from '../../flows/signing/format';
import type { FeeEstimate } from '../../flows/signing/funds';
import type { EthereumTransaction } from '../../flows/signing/request';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { Chip } from '../../primitives/Chip';
import { CopyButton } from '../../primitives/CopyButton';
import { Spinner } from '../../primitives/Spinner';
import { ChainName } from '../parts/ChainName';
import { DetailRow } from './DetailRow';
import { MessageBlock } from './MessageBlock';

/** The known ABIs' parameter names, worded for a person by the deck; others are humanised (`tokenURI` → "Token URI"). */
const PARAM_LABELS = {
  to: 'signing.param.to',
  from: 'signing.param.from',
  spender: 'signing.param.spender',
  amount: 'signing.param.amount',
  wad: 'signing.param.wad',
  tokenId: 'signing.param.tokenId',
  operator: 'signing.param.operator',
  approved: 'signing.param.approved',
  data: 'signing.param.data',
} as const;

function useParamLabel() {
  const { t } = useCopy(signingCopy);
  return (name: string) =>
    Object.hasOwn(PARAM_LABELS, name) ? t(PARAM_LABELS[name as keyof typeof PARAM_LABELS]) : humanizeName(name);
}

export interface TransactionReviewProps {
  transaction: EthereumTransaction;
  /** USD per whole native unit (ETH, POL …) on the transaction's chain, when known. */
  usdPrice?: number | undefined;
  /** The token the contract is, when the app knows it: ERC-20 amounts are then written in its units. */
  token?: Currency | undefined;
  /**
   * The network fee estimated for a transaction that does not state its own (gas × fee per gas): shown while
   * estimating, once estimated, or as failed. Absent: "Set by the wallet".
   */
  fee?: FeeEstimate | null | undefined;
}

function Amount({ amount, currency, usdPrice }: { amount: bigint; currency: Currency; usdPrice: number | undefined }) {
  const { t, locale } = useCopy(signingCopy);
  const usd = formatUsdValue(amount, currency, usdPrice, locale.code);
  return (
    <span className="sg:flex sg:flex-col sg:items-end">
      <bdi>{formatNative(amount, currency, locale.code)}</bdi>
      {usd ? <span className="sg:text-muted-foreground sg:text-xs">{t('signing.tx.usd', { usd })}</span> : null}
    </span>
  );
}

function FeeValue({
  maxFee,
  fee,
  currency,
  usdPrice,
}: {
  maxFee: bigint | undefined;
  fee: FeeEstimate | null | undefined;
  currency: Currency;
  usdPrice: number | undefined;
}) {
  const { t } = useCopy(signingCopy);
  if (maxFee !== undefined) return <Amount amount={maxFee} currency={currency} usdPrice={usdPrice} />;
  if (fee?.status === 'estimated') return <Amount amount={fee.fee} currency={currency} usdPrice={usdPrice} />;
  if (fee?.status === 'estimating') {
    return (
      <span role="status" className="sg:inline-flex sg:items-center sg:gap-1.5 sg:text-muted-foreground">
        <Spinner size="sm" decorative />
        {t('signing.tx.feeEstimating')}
      </span>
    );
  }
  return (
    <span className="sg:text-muted-foreground">
      {fee?.status === 'failed' ? t('signing.tx.feeFailed') : t('signing.tx.feeUnknown')}
    </span>
  );
}

function ArgumentValue({ argument, token }: { argument: CallArgument; token?: Currency | undefined }) {
  const { t, locale } = useCopy(signingCopy);
  const { value } = argument;
  if (argument.unlimited) return <Chip tone="warning">{t('signing.tx.unlimited')}</Chip>;
  if (typeof value === 'boolean') return <span>{value ? t('signing.yes') : t('signing.no')}</span>;
  if (typeof value === 'bigint') {
    if (token && (argument.name === 'amount' || argument.name === 'wad')) {
      return <bdi>{formatNative(value, token, locale.code)}</bdi>;
    }
    return (
      <span dir="ltr" className="sg:font-mono sg:text-xs">
        {new Intl.NumberFormat(locale.code).format(value)}
      </span>
    );
  }
  if (argument.type === 'address') return <Address address={value} />;
  return (
    <span dir="ltr" className="sg:break-all sg:font-mono sg:text-xs">
      {value}
    </span>
  );
}

/** A transaction as recipient, amount (native units and USD), chain, fee and what the call does. */
export function TransactionReview({ transaction, usdPrice, token, fee }: TransactionReviewProps) {
  const { t, locale } = useCopy(signingCopy);
  const paramLabel = useParamLabel();
  const { to, value, chainId, maxFee, call } = transaction;
  const currency = nativeCurrency(chainId);
  const usd = formatUsdValue(value, currency, usdPrice, locale.code);
  const unlimited = call.kind === 'decoded' ? call.args.find((argument) => argument.unlimited) : undefined;
  const spender = call.kind === 'decoded' ? call.args.find((argument) => argument.type === 'address') : undefined;
  return (
    <div data-slot="transaction-review" className="sg:flex sg:flex-col sg:gap-3">
      <dl>
        <DetailRow label={call.kind === 'none' ? t('signing.tx.to') : t('signing.tx.contract')}>
          {to ? <Address address={to} /> : t('signing.tx.newContract')}
        </DetailRow>
        <DetailRow label={t('signing.tx.value')}>
          <span className="sg:flex sg:flex-col sg:items-end">
            <bdi className="sg:font-medium">{formatNative(value, currency, locale.code)}</bdi>
            {usd ? <span className="sg:text-muted-foreground sg:text-xs">{t('signing.tx.usd', { usd })}</span> : null}
          </span>
        </DetailRow>
        {chainId !== undefined ? (
          <DetailRow label={t('signing.tx.chain')}>
            <ChainName chainId={chainId} />
          </DetailRow>
        ) : null}
        <DetailRow
          label={
            maxFee === undefined && fee?.status === 'estimated' ? t('signing.tx.feeEstimated') : t('signing.tx.fee')
          }
        >
          <FeeValue maxFee={maxFee} fee={fee} currency={currency} usdPrice={usdPrice} />
        </DetailRow>
      </dl>
      {call.kind === 'decoded' ? (
        <div className="sg:flex sg:flex-col sg:gap-1">
          <h3 className="sg:flex sg:items-center sg:justify-between sg:gap-2 sg:font-medium sg:text-foreground sg:text-sm">
            {t('signing.tx.call')}
            <Chip>{t(`signing.tx.standard.${call.standard}`)}</Chip>
          </h3>
          {unlimited && spender && typeof spender.value === 'string' ? (
            <Banner tone="warning">{t('signing.tx.unlimitedWarning', { spender: spender.value })}</Banner>
          ) : null}
          <dl>
            <DetailRow label={t('signing.tx.function')}>
              <span dir="ltr" className="sg:font-mono sg:text-xs" title={call.signature}>
                {call.functionName}
              </span>
            </DetailRow>
            {call.args.map((argument) => (
              <DetailRow key={argument.name} label={paramLabel(argument.name)}>
                <ArgumentValue argument={argument} token={token} />
              </DetailRow>
            ))}
          </dl>
        </div>
      ) : null}
      {call.kind === 'unknown' ? (
        <div className="sg:flex sg:flex-col sg:gap-2">
          <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.tx.data')}</h3>
          <Banner tone="warning">{t('signing.tx.unknownCall')}</Banner>
          <dl>
            <DetailRow label={t('signing.tx.selector')}>
              <span dir="ltr" className="sg:font-mono sg:text-xs">
                {call.selector}
              </span>
            </DetailRow>
          </dl>
          <MessageBlock label={t('signing.tx.data')} mono>
            {call.data}
          </MessageBlock>
          <div className="sg:flex sg:items-center sg:justify-between sg:gap-2">
            <span className="sg:text-muted-foreground sg:text-xs">{t('signing.bytes', { count: call.size })}</span>
            <CopyButton value={call.data} label={t('signing.tx.copyData')} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
