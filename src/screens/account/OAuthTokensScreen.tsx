import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { type CustomProvider, type OAuthTokens, resolveOAuthProvider } from '../../model';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';

export interface OAuthTokensScreenProps {
  /** What the provider returned after consent (spec 3: provider, tokens, their lifetimes, scopes). */
  tokens: OAuthTokens;
  /** The app's custom OAuth providers, for their names and icons. */
  customProviders?: readonly CustomProvider[] | undefined;
  onDone?: (() => void) | undefined;
}

/** The largest whole unit a lifetime in seconds reads in: "in 45 seconds", "in 59 minutes", "in 2 hours", "in 60 days". */
function relative(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(0, Math.round(seconds)), 'second');
  if (seconds < 3600) return format.format(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(Math.floor(seconds / 3600), 'hour');
  return format.format(Math.floor(seconds / 86_400), 'day');
}

/**
 * The OAuth tokens an app asked a provider for, as returned after consent: which provider, the scopes it
 * granted, and whether an access and a refresh token came back with how long each lasts. The tokens
 * themselves are secrets and are never shown.
 */
export function OAuthTokensScreen({ tokens, customProviders = [], onDone }: OAuthTokensScreenProps) {
  const { t, locale } = useCopy(accountCopy);
  const scopesId = useId();
  const level = useScreenHeadingLevel();
  const Heading = `h${Math.min(level + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const { name: providerName, builtIn, iconUrl } = resolveOAuthProvider(tokens.provider, customProviders);
  const icon = builtIn ? (
    <BrandIcon name={oauthProviderMark(builtIn)} size={32} />
  ) : (
    <ProviderIcon name={providerName} src={iconUrl} size={32} />
  );
  const lifetime = (present: boolean, seconds: number | undefined) =>
    !present
      ? t('account.tokens.notReturned')
      : seconds === undefined
        ? t('account.tokens.noExpiry')
        : t('account.tokens.expires', { when: relative(seconds, locale.code) });
  const rows = [
    {
      label: t('account.tokens.access'),
      value: lifetime(Boolean(tokens.accessToken), tokens.accessTokenExpiresInSeconds),
    },
    {
      label: t('account.tokens.refresh'),
      value: lifetime(Boolean(tokens.refreshToken), tokens.refreshTokenExpiresInSeconds),
    },
  ];
  const scopes = tokens.scopes ?? [];
  return (
    <ScreenLayout
      icon={icon}
      title={t('account.tokens.title', { provider: providerName })}
      subtitle={t('account.tokens.subtitle', { provider: providerName })}
      footer={
        onDone ? (
          <Button fullWidth onClick={onDone}>
            {t('account.done')}
          </Button>
        ) : undefined
      }
    >
      <section aria-labelledby={scopesId} className="sg:grid sg:gap-2">
        <Heading id={scopesId} className="sg:font-medium sg:text-muted-foreground sg:text-sm">
          {t('account.tokens.scopes')}
        </Heading>
        {scopes.length ? (
          <ul className="sg:flex sg:flex-wrap sg:gap-2">
            {scopes.map((scope) => (
              <li key={scope}>
                <Chip tone="accent" dir="ltr" className="sg:max-w-full sg:whitespace-normal sg:break-all sg:font-mono">
                  {scope}
                </Chip>
              </li>
            ))}
          </ul>
        ) : (
          <p className="sg:text-muted-foreground sg:text-sm">{t('account.tokens.noScopes')}</p>
        )}
      </section>
      <dl className="sg:grid sg:divide-y sg:divide-border sg:border sg:border-border">
        {rows.map((row) => (
          <div key={row.label} className="sg:grid sg:gap-0.5 sg:px-3 sg:py-2">
            <dt className="sg:text-muted-foreground sg:text-xs">{row.label}</dt>
            <dd className="sg:text-foreground sg:text-sm">{row.value}</dd>
          </div>
        ))}
      </dl>
    </ScreenLayout>
  );
}
