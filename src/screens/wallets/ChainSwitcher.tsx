import { Select } from 'radix-ui';
import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import { BrandIcon } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { CHAINS, isSupportedChainId, SUPPORTED_CHAIN_IDS, type SupportedChainId } from '../../model';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Spinner } from '../../primitives/Spinner';
import { useSigilTheme } from '../../theme/ThemeProvider';

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

function ChainName({ chainId }: { chainId: SupportedChainId }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <BrandIcon name={CHAIN_MARKS[chainId]} size={20} />
      <span className="truncate">{CHAINS[chainId].name}</span>
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
  const { t, locale } = useCopy(walletsCopy);
  const theme = useSigilTheme();
  const labelId = useId();
  const current = isSupportedChainId(chainId) ? chainId : null;
  const Chevron = icons.chevron;
  return (
    <div data-slot="chain-switcher" className={cn('grid gap-2 text-start', className)}>
      <span id={labelId} className="font-medium text-foreground text-sm">
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
        <Select.Trigger
          aria-labelledby={labelId}
          className={cn(
            'flex h-11 w-full items-center justify-between gap-2 rounded-sigil border border-border bg-surface px-3 text-foreground text-sm',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'disabled:cursor-not-allowed disabled:opacity-60',
            current === null && chainId !== null && 'border-warning',
          )}
        >
          <Select.Value
            placeholder={
              chainId === null ? t('wallets.chain.none') : t('wallets.chain.unsupported', { chainId: String(chainId) })
            }
          >
            {current === null ? null : <ChainName chainId={current} />}
          </Select.Value>
          <Select.Icon asChild>
            <Chevron aria-hidden className="size-4 shrink-0 rotate-90 text-muted-foreground" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <div {...theme.rootProps} dir={locale.dir} lang={locale.code}>
            <Select.Content
              position="popper"
              sideOffset={6}
              className="z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-sigil border border-border bg-background text-foreground shadow-lg"
            >
              <Select.Viewport className="p-1">
                {chains.map((id) => (
                  <Select.Item
                    key={id}
                    value={String(id)}
                    className={cn(
                      'relative flex cursor-default select-none items-center justify-between gap-2 rounded-sigil-sm py-2 ps-3 pe-8 text-sm outline-none',
                      'data-[highlighted]:bg-muted data-[state=checked]:font-semibold',
                    )}
                  >
                    {/* The whole visible text names the option (the chip too: "Sepolia Testnet"). */}
                    <Select.ItemText asChild>
                      <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
                        <span className="flex min-w-0 items-center gap-2">
                          <BrandIcon name={CHAIN_MARKS[id]} size={20} />
                          <span className="truncate">{CHAINS[id].name}</span>
                        </span>
                        {CHAINS[id].testnet ? <Chip>{t('wallets.chain.testnet')}</Chip> : null}
                      </span>
                    </Select.ItemText>
                    <Select.ItemIndicator className="absolute end-3 flex items-center">
                      <span aria-hidden className="size-2 rounded-full bg-accent" />
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </div>
        </Select.Portal>
      </Select.Root>
      {switchingTo !== null ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner size="sm" decorative />
          {t('wallets.chain.switching', { chain: CHAINS[switchingTo].name })}
        </p>
      ) : null}
      <ErrorBanner error={error} />
    </div>
  );
}
