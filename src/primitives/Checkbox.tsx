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
      className={cn('sg:relative sg:inline-grid sg:size-4 sg:shrink-0 sg:place-items-center', wrapperClassName)}
    >
      <input
        ref={ref}
        type="checkbox"
        className={cn(
          'sg:peer sg:size-4 sg:cursor-pointer sg:appearance-none sg:rounded-[4px] sg:border sg:border-muted-foreground sg:bg-background sg:outline-none',
          'sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-offset-1 sg:focus-visible:ring-offset-background',
          'sg:checked:border-accent sg:checked:bg-accent sg:aria-invalid:border-error',
          'sg:disabled:cursor-not-allowed sg:disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden
        strokeWidth={3}
        className="sg:pointer-events-none sg:invisible sg:absolute sg:size-3.5 sg:text-accent-foreground sg:peer-checked:visible"
      />
    </span>
  );
});
