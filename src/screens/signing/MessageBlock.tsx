import { cn } from '../../lib/cn';

export interface MessageBlockProps {
  /** What the block holds, for the scrollable region's accessible name. */
  label: string;
  children: string;
  /** Hex or base64: monospace, broken anywhere. */
  mono?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Long text a person must read before signing: wrapped, kept as written (line breaks, spaces), scrolling inside
 * a bounded box that keyboard users can focus and scroll.
 */
export function MessageBlock({ label, children, mono = false, className }: MessageBlockProps) {
  return (
    <section
      data-slot="message-block"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className={cn(
        'sg:max-h-56 sg:overflow-auto sg:rounded-sigil sg:border sg:border-border sg:bg-muted sg:px-3 sg:py-2 sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring',
        className,
      )}
    >
      <pre
        dir="auto"
        className={cn(
          'sg:whitespace-pre-wrap sg:text-start sg:text-foreground',
          mono ? 'sg:break-all sg:font-mono sg:text-xs' : 'sg:break-words sg:font-sans sg:text-sm',
        )}
      >
        {children}
      </pre>
    </section>
  );
}
