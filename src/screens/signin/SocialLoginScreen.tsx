import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { BrandIcon } from '../../icons/brands';
import { oauthProviderMark } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import { type CustomProvider, type OAuthProviderId, oauthProviderName } from '../../model';
import { BackButton } from '../../primitives/BackButton';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface SocialLoginScreenProps {
  /** The built-in providers the app enables, in its order. */
  providers: readonly OAuthProviderId[];
  customProviders?: readonly CustomProvider[] | undefined;
  pending?: string | null | undefined;
  onSelect: (provider: OAuthProviderId | CustomProvider['id']) => void;
  onBack?: (() => void) | undefined;
}

/** The social accounts the app accepts: the eleven named providers and custom ones with their own icon. */
export function SocialLoginScreen({
  providers,
  customProviders = [],
  pending = null,
  onSelect,
  onBack,
}: SocialLoginScreenProps) {
  const { t } = useCopy(signInCopy);
  const User = icons.user;
  const rows = [
    ...providers.map((id) => ({ id, name: oauthProviderName(id), icon: <BrandIcon name={oauthProviderMark(id)} /> })),
    ...customProviders.map((c) => ({ id: c.id, name: c.name, icon: <ProviderIcon name={c.name} src={c.iconUrl} /> })),
  ];
  return (
    <ScreenLayout icon={<User />} title={t('login.social.title')}>
      <BackButton onBack={onBack} />
      <ul className="sg:grid sg:gap-2">
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
