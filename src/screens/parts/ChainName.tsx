import type { ComponentProps, ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { chainsCopy } from '../../copy/decks/chains';
import { BrandIcon, type BrandName } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { CHAINS, type ChainType, isSupportedChainId, isTestnet } from '../../model';
import { Chip } from '../../primitives/Chip';

/** Which chain a wallet or a request is on, as a person reads it. */
export interface ChainIdentity {
  /** The chain's name ("Base Sepolia", "Solana"); null for an Ethereum chain outside the supported ten. */
  name: string | null;
  /** The chain id (null: Solana, or an Ethereum chain not known yet). */
  chainId: number | null;
  /** The chain's mark; null outside the supported ten (a wallet glyph stands in). */
  mark: BrandName | null;
  /** A test network (`isTestnet`): marked "Testnet", and its coins have no dollar value. */
  testnet: boolean;
}

/** Solana; one of the supported EVM chains; Ethereum when the chain is not known yet; another chain by its id. */
export function chainIdentity(chainType: ChainType, chainId: number | null | undefined): ChainIdentity {
  if (chainType === 'solana') return { name: 'Solana', chainId: null, mark: 'solana', testnet: false };
  const id = chainId ?? null;
  if (isSupportedChainId(id))
    return { name: CHAINS[id].name, chainId: id, mark: CHAIN_MARKS[id], testnet: isTestnet(id) };
  return id === null
    ? { name: 'Ethereum', chainId: null, mark: 'ethereum', testnet: false }
    : { name: null, chainId: id, mark: null, testnet: false };
}

/** A chain's name, or "Chain 5" for one outside the supported ten. */
export function useChainLabel(chain: Pick<ChainIdentity, 'name' | 'chainId'>): string {
  const { t } = useCopy(chainsCopy);
  return chain.name ?? t('chain.unknown', { id: String(chain.chainId) });
}

type NameElement = 'span' | 'h2' | 'h3' | 'h4';

export interface ChainNameProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The wallet's or request's chain type (default Ethereum). */
  chainType?: ChainType | undefined;
  /** An Ethereum chain's id: a supported chain shows its mark and name; another one "Chain <id>"; null: Ethereum. */
  chainId?: number | null | undefined;
  /**
   * `sm`: a 16 px mark inline with the name (a review's detail row); `md`: a 28 px mark beside the name and the
   * line under it (a list row); `lg`: the mark in a 40 px disc, the name in bold (a card's head).
   */
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** The "Testnet" chip after a test network's name (default: shown at `md` and `lg`, not at `sm`). */
  testnetChip?: boolean | undefined;
  /** The name's element: a span, or a heading (a card's title). */
  nameAs?: NameElement | undefined;
  /** Props of the name's element (an id to label a region by, a ref and `tabIndex` to move focus there …). */
  nameProps?: (Omit<ComponentProps<'h3'>, 'children'> & { 'data-slot'?: string | undefined }) | undefined;
  /** More chips after the name's (e.g. "Offline access granted"). */
  chips?: ReactNode | undefined;
  /** What the line under the name says (`md`, `lg`): which wallet, its address. */
  detail?: ReactNode | undefined;
}

const NAME_CLASS = {
  sm: undefined,
  md: 'sg:font-medium sg:text-foreground',
  lg: 'sg:font-semibold sg:text-base sg:text-foreground',
} as const;

/**
 * A chain by its mark and name, one part for every place that names a wallet's or a request's chain: the home's
 * wallet rows, a wallet card's head, the signing reviews. A test network (`isTestnet`) carries the "Testnet" chip; a
 * chain outside the supported ten is named by its id beside a wallet glyph. The mark is decorative: the name says it.
 */
export function ChainName({
  chainType = 'ethereum',
  chainId,
  size = 'sm',
  testnetChip = size !== 'sm',
  nameAs: Name = 'span',
  nameProps,
  chips,
  detail,
  className,
  ...props
}: ChainNameProps) {
  const { t } = useCopy(chainsCopy);
  const chain = chainIdentity(chainType, chainId);
  const label = useChainLabel(chain);
  const Wallet = icons.wallet;
  const markSize = size === 'sm' ? 16 : 28;
  const mark = chain.mark ? <BrandIcon name={chain.mark} size={markSize} /> : <Wallet size={markSize} aria-hidden />;
  const testnet = testnetChip && chain.testnet ? <Chip>{t('chain.testnet')}</Chip> : null;
  const name = (
    <Name {...nameProps} className={cn(NAME_CLASS[size], nameProps?.className)}>
      {label}
    </Name>
  );

  if (size === 'sm') {
    return (
      <span
        data-slot="chain-name"
        data-size={size}
        className={cn('sg:inline-flex sg:items-center sg:gap-1.5', className)}
        {...(props as ComponentProps<'span'>)}
      >
        {mark}
        {name}
        {testnet}
        {chips}
      </span>
    );
  }
  return (
    <div
      data-slot="chain-name"
      data-size={size}
      className={cn('sg:flex sg:min-w-0 sg:items-start sg:gap-3', className)}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'sg:flex sg:shrink-0 sg:items-center sg:justify-center',
          size === 'md'
            ? 'sg:size-8 sg:[&_svg]:size-7'
            : 'sg:size-10 sg:rounded-full sg:bg-muted sg:text-foreground sg:[&_svg]:size-6',
        )}
      >
        {mark}
      </span>
      <div className={cn('sg:min-w-0 sg:flex-1', size === 'lg' && 'sg:grid sg:gap-0.5')}>
        <div className="sg:flex sg:flex-wrap sg:items-center sg:gap-2">
          {name}
          {testnet}
          {chips}
        </div>
        {detail}
      </div>
    </div>
  );
}
