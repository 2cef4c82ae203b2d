import { cva } from 'class-variance-authority';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const bannerVariants = cva(
  'sg:flex sg:items-start sg:gap-3 sg:rounded-sigil sg:border sg:px-4 sg:py-3 sg:text-start sg:text-sm',
  {
    variants: {
      tone: {
        error: 'sg:border-error/40 sg:bg-error-subtle sg:text-error',
        warning: 'sg:border-warning/40 sg:bg-warning-subtle sg:text-warning',
        info: 'sg:border-info/40 sg:bg-info-subtle sg:text-info',
      },
    },
  },
);

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
      <Icon aria-hidden className="sg:mt-0.5 sg:size-4 sg:shrink-0" />
      {/* Long unbroken values (addresses, links) wrap inside the box rather than run out of it. */}
      <div className="sg:min-w-0 sg:flex-1 sg:wrap-anywhere">
        {title ? <p className="sg:font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'sg:mt-0.5')}>{children}</div> : null}
      </div>
      {action ? <div className="sg:shrink-0 sg:self-center">{action}</div> : null}
    </div>
  );
}
