import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { TypedDataRequest } from '../../flows/signing/request';
import { Address } from '../../primitives/Address';
import { ChainName } from '../parts/ChainName';
import { DetailRow } from './DetailRow';
import { TypedDataTree } from './TypedDataTree';

export interface TypedDataReviewProps {
  typedData: TypedDataRequest;
}

/** EIP-712 typed data: its domain (who will verify the signature) and the message as a tree of its primary type. */
export function TypedDataReview({ typedData }: TypedDataReviewProps) {
  const { t } = useCopy(signingCopy);
  const { domain, primaryType, message } = typedData;
  const chainId = domain.chainId === undefined ? undefined : Number(domain.chainId);
  return (
    <div data-slot="typed-data-review" className="sg:flex sg:flex-col sg:gap-3">
      <div className="sg:flex sg:flex-col sg:gap-1">
        <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.typedData.domain')}</h3>
        <dl>
          {domain.name ? <DetailRow label={t('signing.typedData.name')}>{domain.name}</DetailRow> : null}
          {domain.version ? <DetailRow label={t('signing.typedData.version')}>{domain.version}</DetailRow> : null}
          {chainId !== undefined ? (
            <DetailRow label={t('signing.typedData.chain')}>
              <ChainName chainId={chainId} />
            </DetailRow>
          ) : null}
          {domain.verifyingContract ? (
            <DetailRow label={t('signing.typedData.verifyingContract')}>
              <Address address={domain.verifyingContract} />
            </DetailRow>
          ) : null}
          {domain.salt ? (
            <DetailRow label={t('signing.typedData.salt')} stacked>
              <span className="sg:break-all sg:font-mono sg:text-xs">{domain.salt}</span>
            </DetailRow>
          ) : null}
          <DetailRow label={t('signing.typedData.primaryType')}>
            <span className="sg:font-mono sg:text-xs">{primaryType}</span>
          </DetailRow>
        </dl>
      </div>
      <div className="sg:flex sg:flex-col sg:gap-1">
        <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('signing.typedData.message')}</h3>
        <TypedDataTree nodes={message} label={t('signing.typedData.tree', { type: primaryType })} />
      </div>
    </div>
  );
}
