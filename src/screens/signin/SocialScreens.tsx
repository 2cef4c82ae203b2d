import { useCopy } from '../../copy/CopyProvider';
import type { ErrorEntry } from '../../copy/errors';
import { isPopupBlocked, type OAuthPhase } from '../../flows/oauth';
import { BrandIcon } from '../../icons/brands';
import { OAUTH_PROVIDERS, type OAuthProviderId } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { BackButton, ErrorBanner } from '../shared';
import type { CustomProvider } from './methods';

export interface SocialLoginScreenProps {
  /** The built-in providers the app enables, in its order. */
  providers: readonly OAuthProviderId[];
  customProviders?: readonly CustomProvider[];
  pending?: string | null;
  onSelect: (provider: OAuthProviderId | CustomProvider['id']) => void;
  onBack?: () => void;
}

/** The social accounts the app accepts: the eleven named providers and custom ones with their own icon. */
export function SocialLoginScreen({
  providers,
  customProviders = [],
  pending = null,
  onSelect,
  onBack,
}: SocialLoginScreenProps) {
  const { t } = useCopy();
  const User = icons.user;
  const rows = [
    ...providers.map((id) => {
      const p = OAUTH_PROVIDERS.find((x) => x.id === id);
      return { id, name: p?.name ?? id, icon: <BrandIcon name={p?.icon ?? 'google'} /> };
    }),
    ...customProviders.map((c) => ({ id: c.id, name: c.name, icon: <ProviderIcon name={c.name} src={c.iconUrl} /> })),
  ];
  return (
    <ScreenLayout icon={<User />} title={t('login.social.title')}>
      <BackButton onBack={onBack} />
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.id}>
            <MethodButton
              icon={row.icon}
              label={t('login.method.provider', { provider: row.name })}
              loading={pending === row.id}
              disabled={pending !== null && pending !== row.id}
              onClick={() => onSelect(row.id)}
            />
          </li>
        ))}
      </ul>
    </ScreenLayout>
  );
}

export interface OAuthStatusScreenProps {
  phase: Exclude<OAuthPhase, 'choosing'>;
  /** The provider's display name. */
  providerName: string;
  /** A built-in provider's mark, or a custom provider's icon URL. */
  providerIcon?: OAuthProviderId | { url: string | null | undefined };
  error?: ErrorEntry | null;
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
  const { t } = useCopy();
  const provider = OAUTH_PROVIDERS.find((p) => p.id === providerIcon);
  const icon =
    typeof providerIcon === 'object' ? (
      <ProviderIcon name={providerName} src={providerIcon.url} size={32} />
    ) : (
      <BrandIcon name={provider?.icon ?? 'google'} size={32} />
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
        <div className="flex justify-center text-accent-text">
          <Spinner size="lg" label={titles[phase]} />
        </div>
      ) : null}
      {phase === 'error' ? (
        <>
          <ErrorBanner error={error} />
          <div className="grid gap-2">
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

export interface InAppBrowserErrorScreenProps {
  providerName: string;
  /** The page's address, to open in the system browser. */
  pageUrl: string;
  onBack: () => void;
}

/** Sign-in with providers that refuse embedded browsers: "Could not log in with provider". */
export function InAppBrowserErrorScreen({ providerName, pageUrl, onBack }: InAppBrowserErrorScreenProps) {
  const { t } = useCopy();
  const Ban = icons.ban;
  return (
    <ScreenLayout
      icon={<Ban />}
      tone="error"
      title={t('oauth.inAppBrowser')}
      subtitle={t('login.oauth.inAppBrowserDescription', { provider: providerName })}
    >
      <CopyButton
        value={pageUrl}
        label={t('login.oauth.openInBrowser')}
        variant="primary"
        size="md"
        className="w-full"
      />
      <Button variant="ghost" onClick={onBack}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}
