import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const iconButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-full text-foreground outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        ghost: 'hover:bg-muted',
        outline: 'border border-border bg-surface hover:bg-muted',
        destructive: 'text-error hover:bg-error-subtle',
      },
      size: { sm: 'size-8 [&_svg]:size-4', md: 'size-10 [&_svg]:size-5' },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-label'>,
    VariantProps<typeof iconButtonVariants> {
  /** Required accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

/** A button that shows only an icon. The label is its accessible name and its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, className, type, ...props },
  ref,
) {
  return (
    <button
      data-slot="icon-button"
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden className="contents">
        {icon}
      </span>
    </button>
  );
});
