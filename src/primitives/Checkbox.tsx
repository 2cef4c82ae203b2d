import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type CheckboxProps = ComponentProps<typeof RadixCheckbox.Root>;

/**
 * A checkbox drawn by Sigil (Radix: role "checkbox", Space toggles, works in forms through a hidden input): the
 * same box and tick in every browser and theme, the accent colour when checked, the focus ring of every control.
 * Label it with a wrapping `<label>` or `aria-labelledby`.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      className={cn(
        'peer grid size-4 shrink-0 place-items-center rounded-[4px] border border-muted-foreground bg-background outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground',
        'aria-invalid:border-error disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden className="size-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
