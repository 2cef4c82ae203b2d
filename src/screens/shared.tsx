import type { ReactNode } from 'react';
import { useCopy } from '../copy/CopyProvider';
import type { ErrorEntry } from '../copy/errors';
import { cn } from '../lib/cn';
import { Banner } from '../primitives/Banner';
import { Button } from '../primitives/Button';
import { Countdown } from '../primitives/Countdown';

export interface ErrorBannerProps {
  error: ErrorEntry | null | undefined;
  /** Offer Retry beside the message (for retryable errors). */
  onRetry?: () => void;
  /** Injected clock for the lock-out countdown (stories, tests). */
  now?: () => number;
  className?: string;
}

/**
 * A catalogue error as a banner: its message from the copy deck, Retry when it is retryable, and the
 * lock-out countdown when it blocks for a while. Renders nothing without an error.
 */
export function ErrorBanner({ error, onRetry, now, className }: ErrorBannerProps) {
  const { t } = useCopy();
  if (!error) return null;
  return (
    <Banner
      tone="error"
      className={className}
      action={
        onRetry && error.retryable ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : undefined
      }
    >
      {t(error.key)}
      {error.lockoutSeconds ? (
        <span className="mt-1 block">
          <Countdown seconds={error.lockoutSeconds} now={now} />
        </span>
      ) : null}
    </Banner>
  );
}

/** The card a sign-in screen sits in when the app shows it on a page rather than in a dialog. */
export function ScreenCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="screen-card"
      className={cn(
        'mx-auto w-full max-w-[26rem] rounded-sigil-lg border border-border bg-background p-6 shadow-sm',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A back link at the top of a screen. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  const { t } = useCopy();
  if (!onBack) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ms-2 self-start">
      <span aria-hidden className="rtl:rotate-180">
        ←
      </span>
      {t('action.back')}
    </Button>
  );
}
