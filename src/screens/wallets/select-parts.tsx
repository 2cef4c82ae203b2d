import { Select } from 'radix-ui';
import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { useSigilTheme } from '../../theme/ThemeProvider';

/** What the wallets' pickers (the network, the wallet) share: Radix Select's trigger, list and rows, styled alike. */

const selectTriggerClasses = cn(
  'sg:flex sg:h-11 sg:w-full sg:items-center sg:justify-between sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:px-3 sg:text-foreground sg:text-sm',
  'sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-offset-2 sg:focus-visible:ring-offset-background',
  'sg:disabled:cursor-not-allowed sg:disabled:opacity-60',
);

const selectItemClasses = cn(
  'sg:relative sg:flex sg:cursor-default sg:select-none sg:items-center sg:justify-between sg:gap-2 sg:rounded-sigil-sm sg:py-2 sg:ps-3 sg:pe-8 sg:text-sm sg:outline-none',
  'sg:data-[highlighted]:bg-muted sg:data-[state=checked]:font-semibold',
);

/** The closed picker: what is chosen (`children`, a `Select.Value`) and the chevron, named by the label `labelId`. */
export function SelectTrigger({
  labelId,
  className,
  children,
}: {
  labelId: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const Chevron = icons.chevron;
  return (
    <Select.Trigger aria-labelledby={labelId} className={cn(selectTriggerClasses, className)}>
      {children}
      <Select.Icon asChild>
        <Chevron aria-hidden className="sg:size-4 sg:shrink-0 sg:rotate-90 sg:text-muted-foreground" />
      </Select.Icon>
    </Select.Trigger>
  );
}

/** The open list: in a portal that carries the theme and writing direction, as wide as the trigger. */
export function SelectList({ children }: { children: ReactNode }) {
  const { locale } = useCopy();
  const theme = useSigilTheme();
  return (
    <Select.Portal>
      <div {...theme.rootProps} dir={locale.dir} lang={locale.code}>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="sg:z-50 sg:max-h-[min(22rem,var(--radix-select-content-available-height))] sg:w-[var(--radix-select-trigger-width)] sg:overflow-hidden sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:text-foreground sg:shadow-lg"
        >
          <Select.Viewport className="sg:p-1">{children}</Select.Viewport>
        </Select.Content>
      </div>
    </Select.Portal>
  );
}

/** A row of the list: its whole visible text (`children`, one element) names the option; a dot marks the chosen one. */
export function SelectRow({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Select.Item value={value} className={selectItemClasses}>
      <Select.ItemText asChild>{children}</Select.ItemText>
      <Select.ItemIndicator className="sg:absolute sg:end-3 sg:flex sg:items-center">
        <span aria-hidden className="sg:size-2 sg:rounded-full sg:bg-accent" />
      </Select.ItemIndicator>
    </Select.Item>
  );
}
