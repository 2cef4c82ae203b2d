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
        'max-h-56 overflow-auto rounded-sigil border border-border bg-muted px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <pre
        dir="auto"
        className={cn(
          'whitespace-pre-wrap text-start text-foreground',
          mono ? 'break-all font-mono text-xs' : 'break-words font-sans text-sm',
        )}
      >
        {children}
      </pre>
    </section>
  );
}
