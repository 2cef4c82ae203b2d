/**
 * The provider's sign-in vocabulary (spec 1): every way in, the eleven named OAuth providers as the SDK keys
 * them, and custom providers that bring their own name and icon. No UI here: icons and wording map these ids.
 */

/** The eleven social OAuth providers, keyed as the provider's SDK names them. */
export const OAUTH_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'discord', name: 'Discord' },
  { id: 'github', name: 'GitHub' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'twitter', name: 'X (Twitter)' },
  { id: 'spotify', name: 'Spotify' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'tiktok', name: 'TikTok' },
  { id: 'telegram', name: 'Telegram' },
  { id: 'twitch', name: 'Twitch' },
  { id: 'apple', name: 'Apple' },
] as const satisfies readonly { id: string; name: string }[];

export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]['id'];

/** A custom OAuth provider an app configures, with its own name and icon. */
export interface CustomProvider {
  id: `custom:${string}`;
  name: string;
  iconUrl?: string | null | undefined;
}

/** Every way in the provider offers. */
export type LoginMethod =
  | 'email'
  | 'sms'
  | 'passkey'
  | 'wallet'
  | OAuthProviderId
  | 'farcaster'
  | 'telegram'
  | CustomProvider['id'];

export const isOAuthProvider = (method: string): method is OAuthProviderId =>
  OAUTH_PROVIDERS.some((p) => p.id === method);

export const oauthProviderName = (id: OAuthProviderId): string => OAUTH_PROVIDERS.find((p) => p.id === id)?.name ?? id;

/**
 * A provider as people know it: a built-in one by its name (`builtIn` names its mark), one of the app's custom
 * providers by the name and icon the app gave it, or by its id without `custom:` when the app gave none.
 */
export function resolveOAuthProvider(
  id: string,
  customProviders: readonly CustomProvider[] = [],
): { name: string; builtIn: OAuthProviderId | null; iconUrl: string | null } {
  if (isOAuthProvider(id)) return { name: oauthProviderName(id), builtIn: id, iconUrl: null };
  const custom = customProviders.find((p) => p.id === id);
  return { name: custom?.name ?? id.replace(/^custom:/, ''), builtIn: null, iconUrl: custom?.iconUrl ?? null };
}
