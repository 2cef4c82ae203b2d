import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { ErrorEntry } from '../../copy/errors';
import type { Currency } from '../../flows/signing/format';
import type { ReadSigningRequest, SigningRequest } from '../../flows/signing/request';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
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

/** The common frame of every signing review: what is asked, then Approve / Reject, busy and error states. */
export function SigningReview({
  review,
  status = 'review',
  error = null,
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
    body = <TransactionReview transaction={request.transaction} usdPrice={usdPrice} token={token} />;
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
  return (
    <ScreenLayout
      data-slot="signing-review"
      icon={<Icon />}
      tone={request ? 'accent' : 'error'}
      title={t(titleOf(request, method))}
      subtitle={subtitle}
    >
      {body}
      <ErrorBanner error={status === 'error' ? error : null} />
      <div className="sg:grid sg:gap-2 sg:sm:grid-cols-2">
        {request ? (
          <Button className="sg:sm:order-2" onClick={onApprove} loading={signing} loadingLabel={t('signing.approving')}>
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
