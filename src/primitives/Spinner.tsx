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

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** An indeterminate progress indicator, announced as a status unless decorative. */
export function Spinner({ size = 'md', label, decorative = false, className, ...props }: SpinnerProps) {
  const { t } = useCopy();
  const ring = (
    <span
      className={cn(
        'block rounded-full border-current border-r-transparent opacity-80 motion-safe:animate-[sigil-spin_0.8s_linear_infinite]',
        sizes[size],
      )}
    />
  );
  if (decorative) {
    return (
      <span data-slot="spinner" aria-hidden className={cn('inline-block shrink-0', className)} {...props}>
        {ring}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label ?? t('spinner.label')}
      className={cn('inline-block shrink-0', className)}
      {...props}
    >
      {ring}
    </span>
  );
}
