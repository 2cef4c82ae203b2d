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
    return <hr data-slot="divider" className={cn('border-border', className)} />;
  }
  return (
    <div data-slot="divider" className={cn('flex items-center gap-3', className)} {...props}>
      <span aria-hidden className="h-px flex-1 bg-border" />
      <span className="text-muted-foreground text-xs uppercase tracking-wide">{text}</span>
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}
