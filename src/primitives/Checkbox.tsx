import { Check } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from '../lib/cn';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Classes for the wrapper that holds the box and its tick (margins, alignment). */
  wrapperClassName?: string | undefined;
}

/**
 * A checkbox drawn by Sigil: a native `<input type="checkbox">` (forms, Space, labels and assistive technology as
 * the platform has them, no script) whose box and tick are ours, the same in every browser and theme: the accent
 * colour when checked, the error colour when invalid, the focus ring of every control. Label it with `<label
 * htmlFor>` or a wrapping `<label>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, wrapperClassName, ...props },
  ref,
) {
  return (
    <span
      data-slot="checkbox"
      className={cn('relative inline-grid size-4 shrink-0 place-items-center', wrapperClassName)}
    >
      <input
        ref={ref}
        type="checkbox"
        className={cn(
          'peer size-4 cursor-pointer appearance-none rounded-[4px] border border-muted-foreground bg-background outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
          'checked:border-accent checked:bg-accent aria-invalid:border-error',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none invisible absolute size-3.5 text-accent-foreground peer-checked:visible"
      />
    </span>
  );
});
