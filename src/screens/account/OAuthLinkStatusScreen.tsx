import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { isPopupBlocked } from '../../flows/oauth';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import type { OAuthProviderId } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { InAppBrowserErrorScreen } from '../signin/InAppBrowserErrorScreen';

/**
 * Where linking with an OAuth provider stands: under way (the provider's window or redirect), linked, failed,
 * or refused because this in-app browser cannot sign in with the provider.
 */
export type OAuthLinkPhase = 'linking' | 'success' | 'error' | 'in-app-browser';

export interface OAuthLinkStatusScreenProps {
  phase: OAuthLinkPhase;
  /** The provider's display name. */
  providerName: string;
  /** A built-in provider's mark, or a custom provider's icon URL. */
  providerIcon?: OAuthProviderId | { url: string | null | undefined } | undefined;
  /**
   * Why linking failed (phase 'error'), from the catalogue: denied, invalid code, authentication failed, linked
   * to another user, one account of a kind, too many requests, popup blocked.
   */
  error?: ErrorEntry | null | undefined;
  /** This page's address, to open in the system browser (phase 'in-app-browser'). */
  pageUrl?: string | undefined;
  /** "Retry" after an error that can be retried (a blocked popup, a rate limit, a failed authentication). */
  onRetry?: (() => void) | undefined;
  /** Back to the account (Cancel while linking). */
  onBack: () => void;
  /** "Done" once linked; Back when left out. */
  onDone?: (() => void) | undefined;
}

/**
 * The OAuth status screen while linking a provider to the signed-in user: "Linking GitHub" with a spinner,
 * "GitHub linked", or "Could not link GitHub" with the catalogue's message and Retry when it can be retried;
 * in an in-app browser that the provider refuses, "Could not log in with provider" and a link to copy.
 */
export function OAuthLinkStatusScreen({
  phase,
  providerName,
  providerIcon,
  error = null,
  pageUrl = '',
  onRetry,
  onBack,
  onDone,
}: OAuthLinkStatusScreenProps) {
  const { t } = useCopy(accountCopy);
  if (phase === 'in-app-browser') {
    return <InAppBrowserErrorScreen providerName={providerName} pageUrl={pageUrl} onBack={onBack} />;
  }
  const provider = { provider: providerName };
  const icon =
    typeof providerIcon === 'object' ? (
      <ProviderIcon name={providerName} src={providerIcon.url} size={32} />
    ) : (
      <BrandIcon name={providerIcon ? oauthProviderMark(providerIcon) : 'google'} size={32} />
    );
  const Check = icons.verifiedBadge;

  if (phase === 'success') {
    return (
      <ScreenLayout
        icon={<Check />}
        tone="success"
        title={t('account.oauth.success', provider)}
        subtitle={t('account.oauth.successDescription', provider)}
        footer={
          <Button fullWidth onClick={onDone ?? onBack}>
            {t('account.done')}
          </Button>
        }
      />
    );
  }

  if (phase === 'error') {
    const retryable = onRetry && (isPopupBlocked(error) || error?.retryable);
    return (
      <ScreenLayout icon={icon} tone="error" title={t('account.oauth.failed', provider)}>
        <ErrorBanner error={error} />
        <div className="sg:grid sg:gap-2">
          {retryable ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
          <Button variant="ghost" onClick={onBack}>
            {t('action.back')}
          </Button>
        </div>
      </ScreenLayout>
    );
  }

  const title = t('account.oauth.linking', provider);
  return (
    <ScreenLayout icon={icon} title={title} subtitle={t('account.oauth.linkingDescription', provider)}>
      <div className="sg:flex sg:justify-center sg:text-accent-text">
        <Spinner size="lg" label={title} />
      </div>
      <Button variant="ghost" onClick={onBack}>
        {t('action.cancel')}
      </Button>
    </ScreenLayout>
  );
}
