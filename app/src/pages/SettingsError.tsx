import { useCopy } from '../../../src/copy';
import { messageFor } from '../../../src/copy/errors';
import { Button } from '../../../src/primitives/Button';
import { ErrorBanner } from '../../../src/screens/shared';
import { AppShell } from '../../../src/screens/shell';

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
