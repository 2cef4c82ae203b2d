import { Tooltip } from 'radix-ui';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useSigilTheme } from '../theme/ThemeProvider';
import { CopyButton } from './CopyButton';

/**
 * Shortens an address for display: `0x1234…abcd` for hex (0x + 4, last 4), `AbCd…WxYz` for base58
 * (Solana: first 4, last 4). Short values are returned as they are.
 */
export function shortenAddress(
  address: string,
  { head, tail }: { head?: number | undefined; tail?: number | undefined } = {},
): string {
  const value = address.trim();
  const isHex = /^0x/i.test(value);
  const start = head ?? (isHex ? 6 : 4);
  const end = tail ?? 4;
  if (value.length <= start + end + 1) return value;
  return `${value.slice(0, start)}…${value.slice(-end)}`;
}

export interface AddressProps {
  address: string;
  /** Offer a copy button beside the address. */
  copyable?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A wallet address shown shortened, with the full value in a tooltip (on hover and on keyboard focus) and
 * for screen readers, and an optional copy button.
 */
export function Address({ address, copyable = true, className }: AddressProps) {
  const { t, locale } = useCopy();
  const theme = useSigilTheme();
  return (
    <span data-slot="address" className={cn('sg:inline-flex sg:items-center sg:gap-1', className)}>
      <Tooltip.Provider delayDuration={300}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            {/* A button, so keyboard users can focus it and reveal the full address too. */}
            <button
              type="button"
              dir="ltr"
              className="sg:cursor-default sg:rounded-sigil-sm sg:px-1 sg:font-mono sg:text-foreground sg:text-sm sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring"
            >
              <span aria-hidden>{shortenAddress(address)}</span>
              <span className="sg:sr-only">{t('address.label', { address })}</span>
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <div {...theme.rootProps} dir={locale.dir}>
              <Tooltip.Content
                sideOffset={6}
                className="sg:z-50 sg:max-w-[min(90vw,28rem)] sg:break-all sg:rounded-sigil-sm sg:bg-foreground sg:px-2 sg:py-1 sg:font-mono sg:text-background sg:text-xs sg:shadow-lg"
              >
                {address}
                <Tooltip.Arrow className="sg:fill-foreground" />
              </Tooltip.Content>
            </div>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      {copyable ? <CopyButton value={address} label={t('address.copy')} iconOnly variant="ghost" /> : null}
    </span>
  );
}
