import { messageFor, useCopy } from '@sigil/ui/copy';
import { Button, ErrorBanner } from '@sigil/ui/primitives';
import { AppShell } from '@sigil/ui/screens';

/** The app's settings could not be fetched (offline, provider down): say so, offer Retry. */
export function SettingsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCopy();
  return (
    <AppShell>
      <div className="grid gap-4">
        <ErrorBanner error={messageFor(error)} />
        <Button onClick={onRetry}>{t('action.retry')}</Button>
      </div>
    </AppShell>
  );
}
