import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

export const buttonVariants = cva(
  [
    'sg:relative sg:inline-flex sg:items-center sg:justify-center sg:gap-2 sg:whitespace-nowrap sg:font-medium sg:select-none',
    'sg:rounded-sigil sg:transition-colors sg:outline-none',
    'sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-offset-2 sg:focus-visible:ring-offset-background',
    'sg:disabled:cursor-not-allowed sg:disabled:opacity-50 sg:aria-busy:cursor-progress',
    'sg:[&_svg]:size-[1.125em] sg:[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'sg:bg-accent sg:text-accent-foreground sg:hover:bg-accent/90',
        secondary: 'sg:border sg:border-border sg:bg-surface sg:text-foreground sg:hover:bg-muted',
        ghost: 'sg:text-foreground sg:hover:bg-muted',
        destructive: 'sg:bg-error sg:text-error-foreground sg:hover:bg-error/90',
        link: 'sg:px-0 sg:text-accent-text sg:underline sg:underline-offset-4 sg:hover:no-underline',
      },
      size: {
        sm: 'sg:h-8 sg:px-3 sg:text-sm',
        md: 'sg:h-10 sg:px-4 sg:text-sm',
        lg: 'sg:h-12 sg:px-5 sg:text-base',
      },
      fullWidth: { true: 'sg:w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentPropsWithoutRef<'button'>, VariantProps<typeof buttonVariants> {
  /** Shows a spinner and `loadingLabel`, marks the button busy and ignores clicks. */
  loading?: boolean | undefined;
  /** The pending label shown while loading, e.g. "Submitting" (from the copy deck). */
  loadingLabel?: ReactNode | undefined;
  /** Render the child element (a link, say) with the button's styling instead of a <button>. */
  asChild?: boolean | undefined;
}

/** The kit's button: primary, secondary, ghost, destructive and link variants; loading and disabled states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    loadingLabel,
    asChild = false,
    disabled,
    className,
    children,
    type,
    onClick,
    ...props
  },
  ref,
) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" ref={ref} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? (
        <>
          <Spinner size="sm" decorative />
          {loadingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
});
