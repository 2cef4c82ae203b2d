import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { isPopupBlocked, type OAuthPhase } from '../../flows/oauth';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import type { OAuthProviderId } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';

export interface OAuthStatusScreenProps {
  phase: Exclude<OAuthPhase, 'choosing'>;
  /** The provider's display name. */
  providerName: string;
  /** A built-in provider's mark, or a custom provider's icon URL. */
  providerIcon?: OAuthProviderId | { url: string | null | undefined } | undefined;
  error?: ErrorEntry | null | undefined;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * The OAuth status screen: redirecting, popup open, returning, success, and the errors ("Popup was
 * blocked. Try again." with Retry, denied, invalid code, authentication failed, rate limited).
 */
export function OAuthStatusScreen({
  phase,
  providerName,
  providerIcon,
  error = null,
  onRetry,
  onBack,
}: OAuthStatusScreenProps) {
  const { t } = useCopy(signInCopy);
  const icon =
    typeof providerIcon === 'object' ? (
      <ProviderIcon name={providerName} src={providerIcon.url} size={32} />
    ) : (
      <BrandIcon name={providerIcon ? oauthProviderMark(providerIcon) : 'google'} size={32} />
    );
  const titles: Record<typeof phase, string> = {
    redirecting: t('login.oauth.redirecting', { provider: providerName }),
    'popup-open': t('login.oauth.popup', { provider: providerName }),
    returning: t('login.oauth.returning', { provider: providerName }),
    success: t('login.oauth.success', { provider: providerName }),
    error: t('login.method.provider', { provider: providerName }),
  };
  const subtitles: Partial<Record<typeof phase, string>> = {
    redirecting: t('login.oauth.redirectingDescription'),
    'popup-open': t('login.oauth.popupDescription'),
  };
  const busy = phase === 'redirecting' || phase === 'popup-open' || phase === 'returning';
  const Check = icons.verifiedBadge;
  return (
    <ScreenLayout
      icon={phase === 'success' ? <Check /> : icon}
      tone={phase === 'success' ? 'success' : phase === 'error' ? 'error' : 'neutral'}
      title={titles[phase]}
      subtitle={subtitles[phase]}
    >
      {busy ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner size="lg" label={titles[phase]} />
        </div>
      ) : null}
      {phase === 'error' ? (
        <>
          <ErrorBanner error={error} />
          <div className="sg:grid sg:gap-2">
            {isPopupBlocked(error) || error?.retryable ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
            <Button variant="ghost" onClick={onBack}>
              {t('action.back')}
            </Button>
          </div>
        </>
      ) : phase === 'popup-open' ? (
        <Button variant="ghost" onClick={onBack}>
          {t('action.cancel')}
        </Button>
      ) : null}
    </ScreenLayout>
  );
}
