import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const chipVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-muted-foreground',
        success: 'border-success/30 bg-success-subtle text-success',
        warning: 'border-warning/30 bg-warning-subtle text-warning',
        error: 'border-error/30 bg-error-subtle text-error',
        accent: 'border-accent/30 bg-accent-subtle text-accent-text',
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
