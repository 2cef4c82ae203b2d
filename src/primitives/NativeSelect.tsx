import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from '../lib/cn';
import { inputClasses } from './Field';

export interface NativeSelectProps extends ComponentPropsWithoutRef<'select'> {
  /** Classes for the wrapper that holds the control and its chevron (width, margins). */
  wrapperClassName?: string | undefined;
}

/**
 * A short list to pick from, on the platform's own picker (a wheel on phones, type-ahead, full names read out),
 * drawn as Sigil's field: the browser's arrow is replaced by our chevron, so the closed control looks the same in
 * every browser and theme. Use it inside a `Field` for its label; pass `<option>`s as children.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { className, wrapperClassName, disabled, ...props },
  ref,
) {
  return (
    <span data-slot="native-select" className={cn('sg:relative sg:block sg:w-full sg:min-w-0', wrapperClassName)}>
      <select
        ref={ref}
        disabled={disabled}
        className={cn(inputClasses, 'sg:cursor-pointer sg:appearance-none sg:truncate sg:pe-9', className)}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className={cn(
          'sg:pointer-events-none sg:absolute sg:end-3 sg:top-1/2 sg:size-4 sg:-translate-y-1/2 sg:text-muted-foreground',
          disabled && 'sg:opacity-70',
        )}
      />
    </span>
  );
});
