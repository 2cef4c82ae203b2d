import type { ComponentProps, ReactNode } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';

export interface DividerProps extends ComponentProps<'div'> {
  /** Text in the middle; defaults to "or". Pass `null` for a plain rule. */
  label?: ReactNode | null | undefined;
}

/** A horizontal rule between groups of options, labelled "or" by default. */
export function Divider({ label, className, ...props }: DividerProps) {
  const { t } = useCopy();
  const text = label === undefined ? t('divider.or') : label;
  if (text === null) {
    return <hr data-slot="divider" className={cn('sg:border-border', className)} />;
  }
  return (
    <div data-slot="divider" className={cn('sg:flex sg:items-center sg:gap-3', className)} {...props}>
      <span aria-hidden className="sg:h-px sg:flex-1 sg:bg-border" />
      <span className="sg:text-muted-foreground sg:text-xs sg:uppercase sg:tracking-wide">{text}</span>
      <span aria-hidden className="sg:h-px sg:flex-1 sg:bg-border" />
    </div>
  );
}
