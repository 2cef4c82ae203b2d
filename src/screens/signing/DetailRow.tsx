import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  /** Stack the value under its label (long values: hex, URIs, statements). */
  stacked?: boolean | undefined;
  className?: string | undefined;
}

/**
 * One labelled value of a review, a `<dt>`/`<dd>` pair for a `<dl>`. A value with no break opportunity (an address,
 * hex, a long token) wraps anywhere rather than overflow its box on a phone.
 */
export function DetailRow({ label, children, stacked = false, className }: DetailRowProps) {
  return (
    <div
      data-slot="detail-row"
      className={cn(
        'sg:flex sg:gap-x-4 sg:gap-y-1 sg:border-border sg:border-b sg:py-2 sg:text-sm sg:last:border-b-0',
        stacked ? 'sg:flex-col' : 'sg:flex-wrap sg:items-center sg:justify-between',
        className,
      )}
    >
      <dt className="sg:shrink-0 sg:text-muted-foreground">{label}</dt>
      <dd className={cn('sg:min-w-0 sg:text-foreground sg:[overflow-wrap:anywhere]', !stacked && 'sg:text-end')}>
        {children}
      </dd>
    </div>
  );
}
