import { ChevronRight } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

/** The leading icon of a row, decorative (the label names the row). */
function RowIcon({ icon }: { icon: ReactNode }) {
  if (!icon) return null;
  return (
    <span aria-hidden className="sg:flex sg:size-8 sg:shrink-0 sg:items-center sg:justify-center sg:[&_svg]:size-6">
      {icon}
    </span>
  );
}

const rowClasses =
  'sg:flex sg:w-full sg:items-center sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:px-4 sg:py-3 sg:text-start';

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
        'sg:min-h-14 sg:font-medium sg:text-foreground sg:outline-none sg:transition-colors sg:hover:border-accent sg:hover:bg-accent-subtle',
        'sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-offset-2 sg:focus-visible:ring-offset-background',
        'sg:disabled:cursor-not-allowed sg:disabled:opacity-50 sg:disabled:hover:border-border sg:disabled:hover:bg-surface',
        className,
      )}
      {...props}
    >
      <RowIcon icon={icon} />
      <span className="sg:min-w-0 sg:flex-1">
        <span className="sg:flex sg:flex-wrap sg:items-center sg:gap-2">
          <span>{label}</span>
          {badge}
        </span>
        {description ? (
          <span className="sg:block sg:font-normal sg:text-muted-foreground sg:text-sm">{description}</span>
        ) : null}
      </span>
      {loading ? (
        <Spinner size="sm" decorative />
      ) : chevron ? (
        <ChevronRight aria-hidden className="sg:size-5 sg:shrink-0 sg:text-muted-foreground sg:rtl:rotate-180" />
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
    <li data-slot="list-item" className={cn(rowClasses, 'sg:min-h-14', className)} {...props}>
      <RowIcon icon={icon} />
      <span className="sg:min-w-0 sg:flex-1">
        <span className="sg:block sg:font-medium sg:text-foreground">{label}</span>
        {description ? <span className="sg:block sg:text-muted-foreground sg:text-sm">{description}</span> : null}
      </span>
      {trailing ? <span className="sg:flex sg:shrink-0 sg:items-center sg:gap-2">{trailing}</span> : null}
    </li>
  );
}
