import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import { isForeignDomain, type SiweFields } from '../../flows/signing/request';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { ChainName } from '../parts/ChainName';
import { DetailRow } from './DetailRow';

export interface SiweReviewProps {
  fields: SiweFields;
  /** The host of the site showing the request (`location.host`): a message for another domain is flagged. */
  siteHost?: string | undefined;
  /** Time zone for the dates (the reader's by default; stories pin one). */
  timeZone?: string | undefined;
}

/** A Sign-In with Ethereum message (EIP-4361) as its fields, the domain checked against the current site. */
export function SiweReview({ fields, siteHost, timeZone }: SiweReviewProps) {
  const { t, locale } = useCopy(signingCopy);
  const date = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  const foreign = isForeignDomain(fields, siteHost);
  return (
    <div data-slot="siwe-review" className="sg:flex sg:flex-col sg:gap-3">
      {foreign && siteHost ? (
        <Banner tone="warning">{t('signing.siwe.foreignDomain', { domain: fields.domain, site: siteHost })}</Banner>
      ) : null}
      <dl>
        <DetailRow label={t('signing.siwe.domain')}>
          <span dir="ltr" className={foreign ? 'sg:font-semibold sg:text-warning' : 'sg:font-medium'}>
            {fields.domain}
          </span>
        </DetailRow>
        <DetailRow label={t('signing.siwe.address')}>
          <Address address={fields.address} />
        </DetailRow>
        {fields.statement ? (
          <DetailRow label={t('signing.siwe.statement')} stacked>
            {fields.statement}
          </DetailRow>
        ) : null}
        <DetailRow label={t('signing.siwe.uri')} stacked>
          <span dir="ltr" className="sg:break-all sg:font-mono sg:text-xs">
            {fields.uri}
          </span>
        </DetailRow>
        <DetailRow label={t('signing.siwe.chain')}>
          <ChainName chainId={fields.chainId} />
        </DetailRow>
        <DetailRow label={t('signing.siwe.nonce')}>
          <span dir="ltr" className="sg:font-mono sg:text-xs">
            {fields.nonce}
          </span>
        </DetailRow>
        {fields.issuedAt ? (
          <DetailRow label={t('signing.siwe.issuedAt')}>{date.format(fields.issuedAt)}</DetailRow>
        ) : null}
        {fields.expirationTime ? (
          <DetailRow label={t('signing.siwe.expiration')}>{date.format(fields.expirationTime)}</DetailRow>
        ) : null}
        {fields.notBefore ? (
          <DetailRow label={t('signing.siwe.notBefore')}>{date.format(fields.notBefore)}</DetailRow>
        ) : null}
        {fields.requestId ? (
          <DetailRow label={t('signing.siwe.requestId')}>
            <span className="sg:font-mono sg:text-xs">{fields.requestId}</span>
          </DetailRow>
        ) : null}
        {fields.resources?.length ? (
          <DetailRow label={t('signing.siwe.resources')} stacked>
            <ul className="sg:flex sg:flex-col sg:gap-1">
              {fields.resources.map((resource) => (
                <li key={resource} dir="ltr" className="sg:break-all sg:font-mono sg:text-xs">
                  {resource}
                </li>
              ))}
            </ul>
          </DetailRow>
        ) : null}
      </dl>
    </div>
  );
}
