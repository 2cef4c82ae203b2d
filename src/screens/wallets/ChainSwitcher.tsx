import { Select } from 'radix-ui';
import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { chainsCopy } from '../../copy/decks/chains';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import { BrandIcon } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { cn } from '../../lib/cn';
import { CHAINS, isSupportedChainId, isTestnet, SUPPORTED_CHAIN_IDS, type SupportedChainId } from '../../model';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Spinner } from '../../primitives/Spinner';
import { SelectList, SelectRow, SelectTrigger } from './select-parts';

export interface ChainSwitcherProps {
  /** The wallet's current chain id: one of the supported chains, another chain, or null when unknown. */
  chainId: number | null;
  /** The chains offered (the ten supported chains by default, in the app's order). */
  chains?: readonly SupportedChainId[] | undefined;
  /** The chain being switched to: the switcher waits, and says so. */
  switchingTo?: SupportedChainId | null | undefined;
  /** Why the last switch failed ("Unrecognized chain ID. Try adding the chain using addEthereumChain first." …). */
  error?: ErrorEntry | null | undefined;
  disabled?: boolean | undefined;
  onSwitch: (chainId: SupportedChainId) => void;
  className?: string | undefined;
}

/** The switcher's words, and the "Testnet" chip's. */
const switcherDecks = [walletsCopy, chainsCopy] as const;

/** A chain's 20 px mark and name, cut with an ellipsis where the trigger or the list is narrow. */
function SwitcherChain({ chainId }: { chainId: SupportedChainId }) {
  return (
    <span className="sg:flex sg:min-w-0 sg:items-center sg:gap-2">
      <BrandIcon name={CHAIN_MARKS[chainId]} size={20} />
      <span className="sg:truncate">{CHAINS[chainId].name}</span>
    </span>
  );
}

/**
 * The network a wallet is on, and a list of the supported chains with their marks to switch to (Radix
 * Select: arrow keys, type-ahead, Enter, Escape). The current chain is selected; an unsupported one is named
 * by its id; a switch in progress and a failed switch are shown beneath.
 */
export function ChainSwitcher({
  chainId,
  chains = SUPPORTED_CHAIN_IDS,
  switchingTo = null,
  error = null,
  disabled = false,
  onSwitch,
  className,
}: ChainSwitcherProps) {
  const { t, locale } = useCopy(switcherDecks);
  const labelId = useId();
  const current = isSupportedChainId(chainId) ? chainId : null;
  return (
    <div data-slot="chain-switcher" className={cn('sg:grid sg:gap-2 sg:text-start', className)}>
      <span id={labelId} className="sg:font-medium sg:text-foreground sg:text-sm">
        {t('wallets.chain.label')}
      </span>
      <Select.Root
        value={current === null ? '' : String(current)}
        onValueChange={(value) => {
          const next = Number(value);
          if (isSupportedChainId(next) && next !== current) onSwitch(next);
        }}
        disabled={disabled || switchingTo !== null}
        dir={locale.dir}
      >
        <SelectTrigger
          labelId={labelId}
          className={current === null && chainId !== null ? 'sg:border-warning' : undefined}
        >
          <Select.Value
            placeholder={
              chainId === null ? t('wallets.chain.none') : t('wallets.chain.unsupported', { chainId: String(chainId) })
            }
          >
            {current === null ? null : <SwitcherChain chainId={current} />}
          </Select.Value>
        </SelectTrigger>
        <SelectList>
          {chains.map((id) => (
            // The whole visible text names the option (the chip too: "Sepolia Testnet").
            <SelectRow key={id} value={String(id)}>
              <span className="sg:flex sg:min-w-0 sg:flex-1 sg:items-center sg:justify-between sg:gap-2">
                <SwitcherChain chainId={id} />
                {isTestnet(id) ? <Chip>{t('chain.testnet')}</Chip> : null}
              </span>
            </SelectRow>
          ))}
        </SelectList>
      </Select.Root>
      {switchingTo !== null ? (
        <p role="status" className="sg:flex sg:items-center sg:gap-2 sg:text-muted-foreground sg:text-sm">
          <Spinner size="sm" decorative />
          {t('wallets.chain.switching', { chain: CHAINS[switchingTo].name })}
        </p>
      ) : null}
      <ErrorBanner error={error} />
    </div>
  );
}
