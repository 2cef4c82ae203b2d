import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const iconButtonVariants = cva(
  [
    'sg:inline-flex sg:shrink-0 sg:items-center sg:justify-center sg:rounded-full sg:text-foreground sg:outline-none sg:transition-colors',
    'sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-offset-2 sg:focus-visible:ring-offset-background',
    'sg:disabled:cursor-not-allowed sg:disabled:opacity-50 sg:[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        ghost: 'sg:hover:bg-muted',
        outline: 'sg:border sg:border-border sg:bg-surface sg:hover:bg-muted',
        destructive: 'sg:text-error sg:hover:bg-error-subtle',
      },
      size: { sm: 'sg:size-8 sg:[&_svg]:size-4', md: 'sg:size-10 sg:[&_svg]:size-5' },
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
      <span aria-hidden className="sg:contents">
        {icon}
      </span>
    </button>
  );
});
