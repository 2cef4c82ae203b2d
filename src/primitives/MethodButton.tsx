import { ChevronRight } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

/** The leading icon of a row, decorative (the label names the row). */
function RowIcon({ icon }: { icon: ReactNode }) {
  if (!icon) return null;
  return (
    <span aria-hidden className="flex size-8 shrink-0 items-center justify-center [&_svg]:size-6">
      {icon}
    </span>
  );
}

const rowClasses = 'flex w-full items-center gap-3 rounded-sigil border border-border bg-surface px-4 py-3 text-start';

export interface MethodButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  icon?: ReactNode | undefined;
  label: ReactNode;
  description?: ReactNode | undefined;
  /** A chip after the label, e.g. "Recommended" or "Last used". */
  badge?: ReactNode | undefined;
  /** Show a chevron: the button leads to another step. */
  chevron?: boolean | undefined;
  loading?: boolean | undefined;
}

/** A full-width choice in a list of methods (login methods, wallets, verification methods). */
export const MethodButton = forwardRef<HTMLButtonElement, MethodButtonProps>(function MethodButton(
  { icon, label, description, badge, chevron = true, loading = false, disabled, className, type, ...props },
  ref,
) {
  return (
    <button
      data-slot="method-button"
      ref={ref}
      type={type ?? 'button'}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={cn(
        rowClasses,
        'min-h-14 font-medium text-foreground outline-none transition-colors hover:border-accent hover:bg-accent-subtle',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-border disabled:hover:bg-surface',
        className,
      )}
      {...props}
    >
      <RowIcon icon={icon} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span>{label}</span>
          {badge}
        </span>
        {description ? <span className="block font-normal text-muted-foreground text-sm">{description}</span> : null}
      </span>
      {loading ? (
        <Spinner size="sm" decorative />
      ) : chevron ? (
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground rtl:rotate-180" />
      ) : null}
    </button>
  );
});

export interface ListItemProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  icon?: ReactNode | undefined;
  label: ReactNode;
  description?: ReactNode | undefined;
  /** Content at the end of the row: chips, a remove button. */
  trailing?: ReactNode | undefined;
}

/** A non-interactive row with an icon, label, details and trailing actions (a passkey, a linked account). */
export function ListItem({ icon, label, description, trailing, className, ...props }: ListItemProps) {
  return (
    <li data-slot="list-item" className={cn(rowClasses, 'min-h-14', className)} {...props}>
      <RowIcon icon={icon} />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-foreground">{label}</span>
        {description ? <span className="block text-muted-foreground text-sm">{description}</span> : null}
      </span>
      {trailing ? <span className="flex shrink-0 items-center gap-2">{trailing}</span> : null}
    </li>
  );
}
