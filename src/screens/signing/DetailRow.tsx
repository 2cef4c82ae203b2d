import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  /** Stack the value under its label (long values: hex, URIs, statements). */
  stacked?: boolean | undefined;
  className?: string | undefined;
}

/** One labelled value of a review, a `<dt>`/`<dd>` pair for a `<dl>`. */
export function DetailRow({ label, children, stacked = false, className }: DetailRowProps) {
  return (
    <div
      data-slot="detail-row"
      className={cn(
        'flex gap-x-4 gap-y-1 border-border border-b py-2 text-sm last:border-b-0',
        stacked ? 'flex-col' : 'flex-wrap items-center justify-between',
        className,
      )}
    >
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className={cn('min-w-0 text-foreground', stacked ? 'break-words' : 'text-end')}>{children}</dd>
    </div>
  );
}
