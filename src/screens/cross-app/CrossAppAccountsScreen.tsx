import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { crossAppCopy } from '../../copy/decks/cross-app';
import type { ErrorEntry } from '../../copy/errors';
import type { CrossAppAccount, CrossAppProviderApp } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { CrossAppAccountRow } from './CrossAppAccountRow';
import { CrossAppProviderList } from './CrossAppChooserScreen';
import { accountTarget } from './target';

/** A request under way from this screen: which one, for which account or app. */
export type CrossAppBusy = { kind: 'sign' | 'unlink'; subject: string } | { kind: 'link'; appId: string };

export interface CrossAppAccountsScreenProps {
  /** The user's accounts from other apps. */
  accounts: readonly CrossAppAccount[];
  /** The connected provider apps; null while they load. */
  apps: readonly CrossAppProviderApp[] | null;
  busy?: CrossAppBusy | null | undefined;
  /** What last went wrong here (reading the apps, unlinking), from the catalogue. */
  error?: ErrorEntry | null | undefined;
  onRetry?: (() => void) | undefined;
  /** Connect an account from one of the connected apps not connected yet. */
  onLink?: ((app: CrossAppProviderApp) => void) | undefined;
  onSignMessage?: ((account: CrossAppAccount, address: string) => void) | undefined;
  onUnlink?: ((account: CrossAppAccount) => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * The user's accounts from other apps (each with its wallets, "Sign a message" and "Unlink"), and the connected apps
 * not linked yet to link one ("Connect your {app} account").
 */
export function CrossAppAccountsScreen({
  accounts,
  apps,
  busy = null,
  error = null,
  onRetry,
  onLink,
  onSignMessage,
  onUnlink,
  onBack,
}: CrossAppAccountsScreenProps) {
  const { t } = useCopy(crossAppCopy);
  // One level below the screen's title, whatever level the page gives it.
  const SubHeading = `h${Math.min(useScreenHeadingLevel() + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const linked = new Set(accounts.map((account) => account.providerApp.id));
  const linkable = (apps ?? []).filter((app) => !linked.has(app.provider_app_id));
  const working = busy !== null;
  const linkHeading = useId();
  return (
    <ScreenLayout
      data-slot="cross-app-accounts"
      title={t('crossApp.accounts.title')}
      subtitle={t('crossApp.accounts.subtitle')}
      footer={
        onBack ? (
          <Button variant="ghost" fullWidth onClick={onBack}>
            {t('action.back')}
          </Button>
        ) : undefined
      }
    >
      <ErrorBanner error={error} onRetry={onRetry} />
      {accounts.length === 0 ? (
        <p className="sg:rounded-sigil sg:border sg:border-border sg:border-dashed sg:px-4 sg:py-6 sg:text-center sg:text-muted-foreground sg:text-sm">
          {t('crossApp.accounts.empty')}
        </p>
      ) : (
        <ul aria-label={t('crossApp.accounts.listLabel')} className="sg:grid sg:gap-2">
          {accounts.map((account) => (
            <CrossAppAccountRow
              key={account.subject}
              account={account}
              app={accountTarget(account, apps ?? [])}
              onSignMessage={onSignMessage}
              onUnlink={onUnlink}
              busy={busy && busy.kind !== 'link' && busy.subject === account.subject ? busy.kind : null}
              disabled={working}
            />
          ))}
        </ul>
      )}
      {apps === null ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner label={t('crossApp.apps.loading')} />
        </div>
      ) : linkable.length > 0 && onLink ? (
        <section aria-labelledby={linkHeading} className="sg:grid sg:gap-2">
          <SubHeading id={linkHeading} className="sg:font-medium sg:text-foreground sg:text-sm">
            {t('crossApp.choose.linkTitle')}
          </SubHeading>
          <CrossAppProviderList
            apps={linkable}
            purpose="link"
            busyAppId={busy?.kind === 'link' ? busy.appId : null}
            disabled={working && busy?.kind !== 'link'}
            onSelect={onLink}
          />
        </section>
      ) : null}
    </ScreenLayout>
  );
}
