import { useCopy } from '../copy/CopyProvider';
import type { ErrorEntry } from '../copy/errors';
import { Banner } from './Banner';
import { Button } from './Button';
import { Countdown } from './Countdown';

export interface ErrorBannerProps {
  error: ErrorEntry | null | undefined;
  /** Offer Retry beside the message (for retryable errors). */
  onRetry?: (() => void) | undefined;
  /** Injected clock for the lock-out countdown (stories, tests). */
  now?: (() => number) | undefined;
  className?: string | undefined;
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
        <span className="sg:mt-1 sg:block">
          <Countdown seconds={error.lockoutSeconds} now={now} />
        </span>
      ) : null}
    </Banner>
  );
}
