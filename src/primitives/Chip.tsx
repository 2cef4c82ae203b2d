import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const chipVariants = cva(
  'sg:inline-flex sg:items-center sg:gap-1 sg:whitespace-nowrap sg:rounded-full sg:border sg:px-2 sg:py-0.5 sg:font-medium sg:text-xs sg:[&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral: 'sg:border-border sg:bg-muted sg:text-muted-foreground',
        success: 'sg:border-success/30 sg:bg-success-subtle sg:text-success',
        warning: 'sg:border-warning/30 sg:bg-warning-subtle sg:text-warning',
        error: 'sg:border-error/30 sg:bg-error-subtle sg:text-error',
        accent: 'sg:border-accent/30 sg:bg-accent-subtle sg:text-accent-text',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface ChipProps extends ComponentProps<'span'>, VariantProps<typeof chipVariants> {}

/** A short status label such as "Enabled" / "Disabled". Colour is never the only signal: the text says it. */
export function Chip({ tone, className, ...props }: ChipProps) {
  return <span data-slot="chip" className={cn(chipVariants({ tone }), className)} {...props} />;
}
