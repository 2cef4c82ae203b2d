import { useCopy } from '../../copy/CopyProvider';
import { crossAppCopy } from '../../copy/decks/cross-app';
import type { ErrorEntry } from '../../copy/errors';
import { ProviderIcon } from '../../icons/ProviderIcon';
import type { CrossAppProviderApp } from '../../model';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';

export interface CrossAppProviderListProps {
  /** The provider apps connected to ours (the connections API's entries). */
  apps: readonly CrossAppProviderApp[];
  /** 'login': "Continue with {app}"; 'link': "Connect your {app} account". */
  purpose: 'login' | 'link';
  /** The app whose request is under way: its button is busy, the others wait. */
  busyAppId?: string | null | undefined;
  disabled?: boolean | undefined;
  onSelect: (app: CrossAppProviderApp) => void;
}

/**
 * The provider apps connected to ours, one button each with the app's icon and name, and a "Read-only" chip for a
 * connection that shares the account but cannot sign. For a landing screen or the chooser below.
 */
export function CrossAppProviderList({
  apps,
  purpose,
  busyAppId = null,
  disabled = false,
  onSelect,
}: CrossAppProviderListProps) {
  const { t } = useCopy(crossAppCopy);
  return (
    <ul data-slot="cross-app-providers" aria-label={t('crossApp.apps.label')} className="sg:grid sg:gap-2">
      {apps.map((app) => {
        const name = { app: app.provider_app_name };
        const busy = busyAppId === app.provider_app_id;
        return (
          <li key={app.provider_app_id}>
            <MethodButton
              data-app={app.provider_app_id}
              icon={<ProviderIcon name={app.provider_app_name} src={app.provider_app_icon_url} size={28} />}
              label={purpose === 'login' ? t('crossApp.continueWith', name) : t('crossApp.linkWith', name)}
              badge={app.read_only ? <Chip>{t('crossApp.readOnly')}</Chip> : undefined}
              description={app.read_only ? t('crossApp.readOnlyDescription') : undefined}
              loading={busy}
              disabled={disabled || (busyAppId !== null && !busy)}
              onClick={() => onSelect(app)}
            />
          </li>
        );
      })}
    </ul>
  );
}

export interface CrossAppChooserScreenProps extends Omit<CrossAppProviderListProps, 'apps'> {
  /** The connected apps; null while they load. */
  apps: readonly CrossAppProviderApp[] | null;
  /** The connections could not be read (or a request failed before its status screen). */
  error?: ErrorEntry | null | undefined;
  onRetry?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * "Continue with another app" (or, signed in, "Connect an account from another app"): the connected provider apps to
 * choose from; loading, none connected, or the error reading them with Retry.
 */
export function CrossAppChooserScreen({
  apps,
  purpose,
  error = null,
  onRetry,
  onBack,
  ...list
}: CrossAppChooserScreenProps) {
  const { t } = useCopy(crossAppCopy);
  return (
    <ScreenLayout
      data-slot="cross-app-chooser"
      showLogo
      title={purpose === 'login' ? t('crossApp.choose.loginTitle') : t('crossApp.choose.linkTitle')}
      subtitle={t('crossApp.choose.subtitle')}
      footer={
        onBack ? (
          <Button variant="ghost" fullWidth onClick={onBack}>
            {t('action.back')}
          </Button>
        ) : undefined
      }
    >
      <ErrorBanner error={error} onRetry={onRetry} />
      {apps === null ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner size="lg" label={t('crossApp.apps.loading')} />
        </div>
      ) : apps.length === 0 ? (
        <p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('crossApp.apps.empty')}</p>
      ) : (
        <CrossAppProviderList apps={apps} purpose={purpose} {...list} />
      )}
    </ScreenLayout>
  );
}
