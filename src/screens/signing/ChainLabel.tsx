import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import { BrandIcon } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { CHAINS, isSupportedChainId } from '../../model/chains';

/** A chain by its name and mark; a chain outside the supported ten by its id. */
export function ChainLabel({ chainId }: { chainId: number }) {
  const { t } = useCopy(signingCopy);
  if (!isSupportedChainId(chainId)) {
    return <span data-slot="chain-label">{t('signing.chain.unknown', { id: String(chainId) })}</span>;
  }
  return (
    <span data-slot="chain-label" className="sg:inline-flex sg:items-center sg:gap-1.5">
      <BrandIcon name={CHAIN_MARKS[chainId]} size={16} />
      {CHAINS[chainId].name}
    </span>
  );
}
