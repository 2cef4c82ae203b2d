import { messageFor, useCopy } from '../../copy';
import { Button, ErrorBanner } from '../../primitives';

/** The app's settings could not be fetched (offline, provider down): say so, offer Retry. */
export function SettingsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCopy();
  return (
    <div className="sg:grid sg:gap-4">
      <ErrorBanner error={messageFor(error)} />
      <Button onClick={onRetry}>{t('action.retry')}</Button>
    </div>
  );
}
