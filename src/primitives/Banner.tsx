import { cva } from 'class-variance-authority';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const bannerVariants = cva('flex items-start gap-3 rounded-sigil border px-4 py-3 text-start text-sm', {
  variants: {
    tone: {
      error: 'border-error/40 bg-error-subtle text-error',
      warning: 'border-warning/40 bg-warning-subtle text-warning',
      info: 'border-info/40 bg-info-subtle text-info',
    },
  },
});

const icons = { error: CircleAlert, warning: TriangleAlert, info: Info } as const;

export interface BannerProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone: 'error' | 'warning' | 'info';
  title?: ReactNode | undefined;
  /** An action beside the message, e.g. a Retry button. */
  action?: ReactNode | undefined;
}

/**
 * A message about the current screen. Errors interrupt (role="alert", assertive); warnings and information
 * wait their turn (role="status", polite). Render it empty-then-filled, or keyed, so it is announced.
 */
export function Banner({ tone, title, action, children, className, ...props }: BannerProps) {
  const Icon = icons[tone];
  return (
    <div
      data-slot="banner"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className={cn(bannerVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {/* Long unbroken values (addresses, links) wrap inside the box rather than run out of it. */}
      <div className="min-w-0 flex-1 wrap-anywhere">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-0.5')}>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
