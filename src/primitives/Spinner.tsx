import type { ComponentProps } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';

export interface SpinnerProps extends ComponentProps<'span'> {
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** Accessible label; defaults to the copy deck's "Loading". */
  label?: string | undefined;
  /** Hide from assistive technology (when the surrounding element already says it is busy). */
  decorative?: boolean | undefined;
}

const sizes = { sm: 'sg:size-4 sg:border-2', md: 'sg:size-6 sg:border-2', lg: 'sg:size-10 sg:border-[3px]' } as const;

/** An indeterminate progress indicator, announced as a status unless decorative. */
export function Spinner({ size = 'md', label, decorative = false, className, ...props }: SpinnerProps) {
  const { t } = useCopy();
  const ring = (
    <span
      className={cn(
        'sg:block sg:rounded-full sg:border-current sg:border-r-transparent sg:opacity-80 sg:motion-safe:animate-[sigil-spin_0.8s_linear_infinite]',
        sizes[size],
      )}
    />
  );
  if (decorative) {
    return (
      <span data-slot="spinner" aria-hidden className={cn('sg:inline-block sg:shrink-0', className)} {...props}>
        {ring}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label ?? t('spinner.label')}
      className={cn('sg:inline-block sg:shrink-0', className)}
      {...props}
    >
      {ring}
    </span>
  );
}
