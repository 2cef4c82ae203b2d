import { useCopy } from '../../copy/CopyProvider';
import { crossAppCopy } from '../../copy/decks/cross-app';
import type { ErrorEntry } from '../../copy/errors';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';

/** Where signing in with (or linking) another app's account stands. */
export type CrossAppStatusPhase = 'connecting' | 'connected' | 'failed';

export interface CrossAppStatusScreenProps {
  phase: CrossAppStatusPhase;
  /** The provider app's name ("Orbit Games"). */
  appName: string;
  /** The provider app's icon URL (https: or data:image/ only; a neutral mark otherwise). */
  appIcon?: string | null | undefined;
  /**
   * Why it failed (phase 'failed'), from the catalogue: "Request timeout", "User rejected request", "Popup was
   * blocked. Try again.", an API error; anything unknown reads as the provider's "There was an issue connecting
   * your {app} account. Please try again.".
   */
  error?: ErrorEntry | null | undefined;
  /** Retry (phase 'failed', when the error can be retried). */
  onRetry?: (() => void) | undefined;
  /** Cancel while connecting, Back after a failure. */
  onCancel?: (() => void) | undefined;
  /** Done once connected. */
  onDone?: (() => void) | undefined;
}

/**
 * The cross-app status screen, in the provider's words: "Connecting to {app}" / "Please check the pop-up from
 * {app} to continue" while the other app's pop-up is open, "Successfully connected with {app}" / "You're good to
 * go!", or "Authentication failed" with the reason and Retry.
 */
export function CrossAppStatusScreen({
  phase,
  appName,
  appIcon,
  error = null,
  onRetry,
  onCancel,
  onDone,
}: CrossAppStatusScreenProps) {
  const { t } = useCopy(crossAppCopy);
  const app = { app: appName };
  const mark = <ProviderIcon name={appName} src={appIcon} size={32} />;

  if (phase === 'connected') {
    const Check = icons.verifiedBadge;
    return (
      <ScreenLayout
        data-slot="cross-app-status"
        data-phase={phase}
        icon={<Check />}
        tone="success"
        title={t('crossApp.connected', app)}
        subtitle={t('crossApp.connectedDescription')}
        footer={
          onDone ? (
            <Button fullWidth onClick={onDone}>
              {t('crossApp.done')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  if (phase === 'failed') {
    const retryable = Boolean(onRetry) && (error?.id === 'popupBlocked' || error?.retryable !== false);
    return (
      <ScreenLayout
        data-slot="cross-app-status"
        data-phase={phase}
        icon={mark}
        tone="error"
        title={t('error.auth.failed')}
        subtitle={t('crossApp.failedDescription', app)}
      >
        {error && error.id !== 'generic' ? (
          <ErrorBanner error={error} />
        ) : (
          <Banner tone="error">{t('crossApp.failed.issue', app)}</Banner>
        )}
        <div className="sg:grid sg:gap-2">
          {retryable ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('action.back')}
            </Button>
          ) : null}
        </div>
      </ScreenLayout>
    );
  }

  const title = t('crossApp.connecting', app);
  return (
    <ScreenLayout
      data-slot="cross-app-status"
      data-phase={phase}
      icon={mark}
      tone="neutral"
      title={title}
      subtitle={t('crossApp.connectingDescription', app)}
    >
      <div className="sg:flex sg:justify-center sg:text-accent-text">
        <Spinner size="lg" label={title} />
      </div>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      ) : null}
    </ScreenLayout>
  );
}
