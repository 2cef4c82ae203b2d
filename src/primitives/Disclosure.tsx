import { ChevronRight } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';

export interface DisclosureProps {
  /** The toggle's words; "Details" by default (`disclosure.details`). */
  label?: ReactNode | undefined;
  /** What the toggle shows and hides: folded data a person rarely needs (ids, raw types, indexes). */
  children: ReactNode;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A button that shows or hides a section below it (Radix Collapsible: `aria-expanded`, `aria-controls`, Space and
 * Enter). For developer data a person rarely needs, kept out of the way but one click from view.
 */
export function Disclosure({ label, children, defaultOpen, className }: DisclosureProps) {
  const { t } = useCopy();
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={cn('sg:group/disclosure sg:text-sm', className)}>
      <Collapsible.Trigger className="sg:inline-flex sg:min-h-8 sg:items-center sg:gap-1 sg:rounded-md sg:font-medium sg:text-muted-foreground sg:outline-none sg:hover:text-foreground sg:focus-visible:ring-2 sg:focus-visible:ring-ring">
        <ChevronRight
          aria-hidden
          className="sg:size-4 sg:transition-transform sg:group-data-[state=open]/disclosure:rotate-90 sg:rtl:rotate-180 sg:rtl:group-data-[state=open]/disclosure:rotate-90"
        />
        {label ?? t('disclosure.details')}
      </Collapsible.Trigger>
      <Collapsible.Content className="sg:pt-2">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
