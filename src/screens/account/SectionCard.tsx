import { forwardRef, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { useScreenHeadingLevel } from '../../primitives/ScreenLayout';

export interface SectionCardProps {
  /** The section's heading (a level below the screen's title); it names the region. */
  title: ReactNode;
  /** Words read after the title by screen readers only (a count). */
  srSuffix?: ReactNode | undefined;
  /** Beside the heading: the section's one action (a menu, "Manage"). */
  action?: ReactNode | undefined;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A section of the home and account pages as a card: a named region with its heading (focusable, so a journey can
 * return focus to it), its action beside the heading, and its content.
 */
export const SectionCard = forwardRef<HTMLHeadingElement, SectionCardProps>(function SectionCard(
  { title, srSuffix, action, children, className },
  ref,
) {
  const id = useId();
  const level = useScreenHeadingLevel();
  const Heading = `h${Math.min(level + 1, 6)}` as 'h2' | 'h3' | 'h4';
  return (
    <section
      aria-labelledby={id}
      data-slot="section-card"
      className={cn(
        'sg:grid sg:min-w-0 sg:content-start sg:gap-3 sg:rounded-sigil-lg sg:border sg:border-border sg:bg-background sg:p-4',
        className,
      )}
    >
      <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
        <Heading
          id={id}
          ref={ref}
          tabIndex={-1}
          className="sg:font-semibold sg:text-base sg:text-foreground sg:outline-none"
        >
          {title}
          {srSuffix ? <span className="sg:sr-only">: {srSuffix}</span> : null}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
});
