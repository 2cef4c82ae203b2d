import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { ChainType } from '../../model';
import { Address } from '../../primitives/Address';
import { ChainName } from '../parts/ChainName';
import { DetailRow } from './DetailRow';

/** Who asks for a signature: the app, as the person knows it. */
export interface SigningRequester {
  /** The app's name ("Acme"). */
  name: string;
  /** Where the request comes from: the page's origin (`https://app.acme.test`). */
  origin: string;
  /** The app's logo: an image URL or any element; without one, the name's first letter stands in. */
  logo?: string | ReactNode | undefined;
}

/** Which wallet signs: its address, chain and name. */
export interface SigningSigner {
  address: string;
  chainType: ChainType;
  /** Ethereum: the chain the wallet signs on (the transaction's, else the wallet's current one). */
  chainId?: number | null | undefined;
  /** An external wallet's name ("MetaMask"); absent for an embedded wallet. */
  walletName?: string | undefined;
}

export interface RequestPartiesProps {
  requester?: SigningRequester | undefined;
  signer?: SigningSigner | undefined;
}

function Logo({ requester }: { requester: SigningRequester }) {
  const box = 'sg:size-8 sg:shrink-0 sg:overflow-hidden sg:rounded-sigil-sm';
  if (typeof requester.logo === 'string') {
    // The name is written beside it: the image is decoration.
    return <img src={requester.logo} alt="" className={`${box} sg:object-contain`} />;
  }
  if (requester.logo) return <span className={`${box} sg:grid sg:place-items-center`}>{requester.logo}</span>;
  return (
    <span
      aria-hidden
      className={`${box} sg:grid sg:place-items-center sg:bg-accent sg:font-semibold sg:text-accent-foreground sg:text-sm`}
    >
      {requester.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The two parties of every review, as the provider's own modal shows them: who asks (the app's logo, name and
 * origin) and which wallet signs (chain mark and name, the wallet's name or kind, its short address).
 */
export function RequestParties({ requester, signer }: RequestPartiesProps) {
  const { t } = useCopy(signingCopy);
  if (!requester && !signer) return null;
  return (
    <dl data-slot="request-parties" className="sg:rounded-sigil sg:border sg:border-border sg:px-3">
      {requester ? (
        <DetailRow label={t('signing.party.requester')}>
          <span className="sg:inline-flex sg:min-w-0 sg:items-center sg:gap-2 sg:text-start">
            <Logo requester={requester} />
            <span className="sg:flex sg:min-w-0 sg:flex-col">
              <span className="sg:font-medium sg:[overflow-wrap:anywhere]">{requester.name}</span>
              <span dir="ltr" className="sg:text-muted-foreground sg:text-xs sg:[overflow-wrap:anywhere]">
                {requester.origin}
              </span>
            </span>
          </span>
        </DetailRow>
      ) : null}
      {signer ? (
        <DetailRow label={t('signing.party.wallet')}>
          <span className="sg:flex sg:flex-col sg:items-end sg:gap-0.5">
            <span className="sg:inline-flex sg:flex-wrap sg:items-center sg:justify-end sg:gap-x-2">
              {signer.chainType === 'solana' ? (
                <span>{t('signing.party.solana')}</span>
              ) : signer.chainId ? (
                <ChainName chainId={signer.chainId} />
              ) : null}
              <span className="sg:text-muted-foreground">{signer.walletName ?? t('signing.party.embedded')}</span>
            </span>
            <Address address={signer.address} copyable={false} />
          </span>
        </DetailRow>
      ) : null}
    </dl>
  );
}
