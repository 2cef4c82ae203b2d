import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { ErrorEntry } from '../../copy/errors';
import type { TransactionFailure } from '../../flows/signing/failures';
import { type Currency, formatNative, nativeCurrency } from '../../flows/signing/format';
import { checkFunds, type FeeEstimate } from '../../flows/signing/funds';
import type { EthereumTransaction, ReadSigningRequest, SigningRequest } from '../../flows/signing/request';
import { icons } from '../../icons/semantic';
import { CHAINS, isSupportedChainId } from '../../model/chains';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { RequestParties, type SigningRequester, type SigningSigner } from './RequestParties';
import { SignMessageReview } from './SignMessageReview';
import { SiweReview } from './SiweReview';
import { SolanaTransactionReview } from './SolanaTransactionReview';
import { TransactionReview } from './TransactionReview';
import { TypedDataReview } from './TypedDataReview';

export interface SigningReviewProps {
  /** The request as read by `readSigningRequest`: one to review, or the reason it cannot be signed. */
  review: ReadSigningRequest;
  /**
   * 'review': waiting for the person; 'signing': approved, the wallet is signing ("Signing…"); 'error': signing
   * failed with `error` (from `messageFor`), and Approve tries again. Rejecting is the caller's, never an error.
   */
  status?: 'review' | 'signing' | 'error' | undefined;
  error?: ErrorEntry | null | undefined;
  /** Why a transaction failed, when the wallet's or node's error names it: said instead of `error`. */
  failure?: TransactionFailure | null | undefined;
  /** Who asks: the app's name, logo and origin, shown first. */
  requester?: SigningRequester | undefined;
  /** Which wallet signs: chain, name or kind, short address. */
  signer?: SigningSigner | undefined;
  /**
   * A transaction's network fee when it does not state one: estimating (Approve waits), estimated, or failed (the
   * wallet sets it). See `WalletsPort.estimateFee`.
   */
  fee?: FeeEstimate | null | undefined;
  /**
   * The signing wallet's balance on the transaction's chain, in wei. With it, a transaction whose amount + fee it
   * cannot cover is refused here (`checkFunds`): Approve is disabled and the review says what is missing.
   */
  balance?: bigint | null | undefined;
  /** The host of the site showing the request, to flag a SIWE message for another domain. */
  siteHost?: string | undefined;
  /** USD per whole native unit of the request's chain (ETH, SOL …), when known. */
  usdPrice?: number | undefined;
  /** The token a contract call is about, when known (ERC-20 amounts in its units). */
  token?: Currency | undefined;
  /** Time zone for dates (the reader's by default). */
  timeZone?: string | undefined;
  onApprove: () => void;
  onReject: () => void;
}

type TitleKey =
  | 'signing.title.message'
  | 'signing.title.siwe'
  | 'signing.title.typedData'
  | 'signing.title.signTransaction'
  | 'signing.title.sendTransaction';

function titleOf(request: SigningRequest | null, method: SigningRequest['method']): TitleKey {
  if (request?.kind === 'siwe') return 'signing.title.siwe';
  switch (method) {
    case 'personal_sign':
    case 'solana_signMessage':
      return 'signing.title.message';
    case 'eth_signTypedData_v4':
      return 'signing.title.typedData';
    case 'eth_sendTransaction':
    case 'solana_signAndSendTransaction':
      return 'signing.title.sendTransaction';
    default:
      return 'signing.title.signTransaction';
  }
}

function FundsShort({
  transaction,
  fee,
  balance,
}: {
  transaction: EthereumTransaction;
  fee: bigint | null;
  balance: bigint;
}) {
  const { t, locale } = useCopy(signingCopy);
  const { chainId, value } = transaction;
  const currency = nativeCurrency(chainId);
  const chain = isSupportedChainId(chainId)
    ? CHAINS[chainId].name
    : t('signing.chain.unknown', { id: String(chainId ?? '?') });
  const params = { symbol: currency.symbol, chain, amount: formatNative(value, currency, locale.code) };
  return (
    <Banner
      tone="error"
      title={fee === null ? t('signing.funds.shortFeeUnknown', params) : t('signing.funds.short', params)}
    >
      {t('signing.funds.balance', { balance: formatNative(balance, currency, locale.code) })}
    </Banner>
  );
}

/** The common frame of every signing review: what is asked, then Approve / Reject, busy and error states. */
export function SigningReview({
  review,
  status = 'review',
  error = null,
  failure = null,
  requester,
  signer,
  fee,
  balance = null,
  siteHost,
  usdPrice,
  token,
  timeZone,
  onApprove,
  onReject,
}: SigningReviewProps) {
  const { t } = useCopy(signingCopy);
  const request = review.ok ? review.request : null;
  const method = review.ok ? review.request.method : review.method;
  const signing = status === 'signing';
  let body: ReactNode;
  if (!request) {
    body = review.ok ? null : (
      <Banner tone="error" title={t('signing.invalid.title')}>
        {t(review.problem)}
      </Banner>
    );
  } else if (request.kind === 'message' || request.kind === 'solanaMessage') {
    body = <SignMessageReview content={request.content} />;
  } else if (request.kind === 'siwe') {
    body = <SiweReview fields={request.fields} siteHost={siteHost} timeZone={timeZone} />;
  } else if (request.kind === 'typedData') {
    body = <TypedDataReview typedData={request.typedData} />;
  } else if (request.kind === 'transaction') {
    body = <TransactionReview transaction={request.transaction} usdPrice={usdPrice} token={token} fee={fee} />;
  } else {
    body = <SolanaTransactionReview transaction={request.transaction} usdPrice={usdPrice} />;
  }
  const subtitle = !request
    ? undefined
    : request.kind === 'siwe'
      ? t('signing.subtitle.siwe')
      : method === 'eth_sendTransaction' || method === 'solana_signAndSendTransaction'
        ? t('signing.subtitle.send')
        : t('signing.subtitle');
  const Icon = request ? icons.shieldCheck : icons.alert;
  const transaction = request?.kind === 'transaction' ? request.transaction : null;
  const feeWei = transaction?.maxFee ?? (fee?.status === 'estimated' ? fee.fee : null);
  const funds = transaction ? checkFunds({ value: transaction.value, fee: feeWei, balance }) : 'unknown';
  // A transaction waits for its fee (and the balance read with it) unless its amount alone is already too much.
  const waiting = transaction !== null && fee?.status === 'estimating' && funds !== 'short';
  return (
    <ScreenLayout
      data-slot="signing-review"
      icon={<Icon />}
      tone={request ? 'accent' : 'error'}
      title={t(titleOf(request, method))}
      subtitle={subtitle}
    >
      <RequestParties requester={requester} signer={signer} />
      {body}
      {transaction && funds === 'short' && balance !== null ? (
        <FundsShort transaction={transaction} fee={feeWei} balance={balance} />
      ) : null}
      {status === 'error' && failure ? <Banner tone="error">{t(`signing.failure.${failure}`)}</Banner> : null}
      <ErrorBanner error={status === 'error' && !failure ? error : null} />
      <div className="sg:grid sg:gap-2 sg:sm:grid-cols-2">
        {request ? (
          <Button
            className="sg:sm:order-2"
            onClick={onApprove}
            loading={signing}
            loadingLabel={t('signing.approving')}
            disabled={funds === 'short' || waiting}
          >
            {t('signing.approve')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className={request ? 'sg:sm:order-1' : 'sg:sm:col-span-2'}
          onClick={onReject}
          disabled={signing}
        >
          {t('signing.reject')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
