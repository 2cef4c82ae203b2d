import type { CustomProvider, LoginMethod, OAuthProviderId } from '../model';
import { OAUTH_PROVIDERS } from '../model';
import type { OnrampProvider } from '../ports';
import type { Appearance, ThemeName } from '../theme';
import { apiOrigin, type PrivyAppConfig } from './config';

/**
 * The app's dashboard settings as Sigil uses them (read from the provider's public app config, the request the SDK
 * makes at boot): the landing screen's methods, the theme, terms, linking rules, wallets created on login, funding.
 */
export interface PrivyAppSettings {
  /** The app's name ('' when unset). */
  appName: string;
  /** The app's logo: an https: (or data:image) URL; null when unset or unsafe. */
  logoUrl: string | null;
  /** 'light', 'dark' or a background colour. */
  theme: ThemeName;
  /** The brand colour, when set. */
  accentColor: Hex | undefined;
  /** The landing screen's methods, in order. */
  methods: LoginMethod[];
  /** Guest accounts are on: the landing screen offers to continue as a guest. */
  allowGuest: boolean;
  /** The app's own OAuth providers (`custom:<id>`), with their names and icons. */
  customProviders: CustomProvider[];
  /** The terms the landing screen links to (https: only). */
  termsUrl: string | null;
  /** The privacy policy the landing screen links to (https: only). */
  privacyUrl: string | null;
  /** Users must accept the terms (`require_users_accept_terms`): see `useSigilPrivy().termsPending`. */
  requireTerms: boolean;
  /** E-mail addresses may contain '+' (the dashboard's '+' rule is off). */
  allowPlusInEmail: boolean;
  /** Which wallets may sign in: Ethereum (SIWE), Solana (SIWS). */
  walletChains: { ethereum: boolean; solana: boolean };
  /** Which users get an embedded wallet of each chain type right after sign-in (the dashboard's setting). */
  createOnLogin: { ethereum: CreateOnLogin; solana: CreateOnLogin };
  /** The card on-ramps the dashboard offers for funding a wallet (`funding_config.options`), in its order. */
  onramps: OnrampProvider[];
  /** The amount the dashboard suggests funding with, or null. */
  fundingSuggestion: FundingSuggestion | null;
}

/**
 * `funding_config.default_recommended_amount` in `default_recommended_currency`: a number of the chain's native
 * unit (ETH on `eip155:<chainId>`) or of USDC. Ethereum chains only (the on-ramps here fund Ethereum wallets).
 */
export interface FundingSuggestion {
  amount: number;
  asset: 'native-currency' | 'USDC';
  chainId: number;
}

function fundingSuggestionOf(fundingConfig: unknown): FundingSuggestion | null {
  const config = fundingConfig as {
    default_recommended_amount?: unknown;
    default_recommended_currency?: { chain?: unknown; asset?: unknown } | null;
  } | null;
  const amount = Number(str(config?.default_recommended_amount) ?? Number.NaN);
  const chain = /^eip155:([1-9]\d{0,15})$/.exec(str(config?.default_recommended_currency?.chain) ?? '');
  const asset = config?.default_recommended_currency?.asset ?? 'native-currency';
  if (!Number.isFinite(amount) || amount <= 0 || !chain?.[1]) return null;
  if (asset !== 'native-currency' && asset !== 'USDC') return null;
  return { amount, asset, chainId: Number(chain[1]) };
}

/** The card on-ramps of the app's `funding_config` (none when funding is off). */
function onrampsOf(fundingConfig: unknown): OnrampProvider[] {
  const options = (fundingConfig as { options?: unknown } | null)?.options;
  if (!Array.isArray(options)) return [];
  const providers = options.flatMap((option: { method?: unknown; provider?: unknown } | null): OnrampProvider[] =>
    option?.method === 'card' && (option.provider === 'moonpay' || option.provider === 'coinbase')
      ? [option.provider]
      : [],
  );
  return [...new Set(providers)];
}

/** The provider's `create_on_login`: nobody, users without a wallet of that chain type, or everybody. */
export type CreateOnLogin = 'off' | 'users-without-wallets' | 'all-users';
const createOnLoginOf = (value: unknown): CreateOnLogin =>
  value === 'users-without-wallets' || value === 'all-users' ? value : 'off';

type Json = Record<string, unknown>;
type Hex = NonNullable<Appearance['accentColor']>;
const isHex = (value: unknown): value is Hex => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** Only https: images or data: images; plain http only from a provider served over plain http (a local emulator). */
const safeImage = (value: unknown, config: PrivyAppConfig) =>
  typeof value === 'string' && value.startsWith('data:image/') ? value : safeUrl(value, config);

/** Only https: links; plain http only from a provider served over plain http (a local emulator). */
function safeUrl(value: unknown, config: PrivyAppConfig): string | null {
  const url = str(value);
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && config.apiUrl?.startsWith('http:')) ? url : null;
  } catch {
    return null;
  }
}

/** Maps the provider's app response (GET /api/v1/apps/:id) to our settings; unknown fields are ignored. */
export function settingsFrom(response: unknown, config: PrivyAppConfig): PrivyAppSettings {
  const app = (response && typeof response === 'object' ? response : {}) as Json;
  const on = (field: string) => app[field] === true;
  const object = (value: unknown) => (value && typeof value === 'object' ? value : {}) as Json;
  const embedded = object(app.embedded_wallet_config);
  const wallets = {
    create_on_login: embedded.create_on_login,
    ethereum: object(embedded.ethereum),
    solana: object(embedded.solana),
  };
  const oauth = OAUTH_PROVIDERS.map((p) => p.id).filter(
    (id): id is Exclude<OAuthProviderId, 'telegram'> => id !== 'telegram' && on(`${id}_oauth`),
  );
  const customProviders: CustomProvider[] = Array.isArray(app.custom_oauth_providers)
    ? (app.custom_oauth_providers as Json[]).flatMap((p) => {
        const id = str(p.provider);
        const name = str(p.provider_display_name);
        return id?.startsWith('custom:') && name && p.enabled !== false
          ? [{ id: id as CustomProvider['id'], name, iconUrl: safeImage(p.provider_icon_url, config) }]
          : [];
      })
    : [];
  const wallet: LoginMethod[] = on('wallet_auth') || on('solana_wallet_auth') ? ['wallet'] : [];
  const methods: LoginMethod[] = [
    ...(on('show_wallet_login_first') ? wallet : []),
    ...(on('email_auth') ? (['email'] as const) : []),
    ...(on('sms_auth') ? (['sms'] as const) : []),
    ...(on('passkey_auth') ? (['passkey'] as const) : []),
    ...(on('show_wallet_login_first') ? [] : wallet),
    ...oauth,
    ...customProviders.map((p) => p.id),
    ...(on('farcaster_auth') ? (['farcaster'] as const) : []),
    ...(on('telegram_auth') ? (['telegram'] as const) : []),
  ];
  const theme = app.theme === 'dark' || app.theme === 'light' || isHex(app.theme) ? app.theme : 'light';
  return {
    appName: str(app.name) ?? '',
    logoUrl: safeImage(app.logo_url, config),
    theme,
    accentColor: isHex(app.accent_color) ? app.accent_color : undefined,
    methods,
    allowGuest: on('guest_auth'),
    customProviders,
    termsUrl: safeUrl(app.terms_and_conditions_url, config),
    privacyUrl: safeUrl(app.privacy_policy_url, config),
    requireTerms: on('require_users_accept_terms'),
    allowPlusInEmail: !on('disable_plus_emails'),
    walletChains: { ethereum: on('wallet_auth'), solana: on('solana_wallet_auth') },
    createOnLogin: {
      ethereum: createOnLoginOf(wallets.ethereum?.create_on_login ?? wallets.create_on_login),
      solana: createOnLoginOf(wallets.solana?.create_on_login),
    },
    onramps: onrampsOf(app.funding_config),
    fundingSuggestion: fundingSuggestionOf(app.funding_config),
  };
}

const cacheKey = (config: PrivyAppConfig) => `sigil:app-settings:${config.appId}:${apiOrigin(config)}`;

/** The settings this browser saw last time: the sign-in screen shows at once, then updates if they changed. */
export function cachedSettings(config: PrivyAppConfig): PrivyAppSettings | null {
  try {
    const raw = localStorage.getItem(cacheKey(config));
    return raw ? settingsFrom(JSON.parse(raw), config) : null;
  } catch {
    return null;
  }
}

/** The headers the provider's public app requests carry: the app id, and the client id when there is one. */
function providerHeaders(config: PrivyAppConfig): Record<string, string> {
  return config.clientId
    ? { 'privy-app-id': config.appId, 'privy-client-id': config.clientId }
    : { 'privy-app-id': config.appId };
}

/** Fetches the app's settings from the provider (the same public request the SDK makes at boot). */
export async function fetchSettings(config: PrivyAppConfig, signal?: AbortSignal): Promise<PrivyAppSettings> {
  const headers = providerHeaders(config);
  const response = await fetch(`${apiOrigin(config)}/api/v1/apps/${encodeURIComponent(config.appId)}`, {
    headers,
    signal,
  });
  if (!response.ok) throw new Error(`The app's settings could not be loaded (HTTP ${response.status}).`);
  const json: unknown = await response.json();
  try {
    localStorage.setItem(cacheKey(config), JSON.stringify(json));
  } catch {
    // Storage full or blocked: the next visit fetches again.
  }
  return settingsFrom(json, config);
}

/**
 * How many other provider apps' accounts can sign in here: the app's cross-app connections (the same public request
 * the SDK makes before a cross-app sign-in). Read-only ones count: they sign in too.
 */
export async function countConnectedApps(config: PrivyAppConfig, signal?: AbortSignal): Promise<number> {
  const headers = providerHeaders(config);
  const response = await fetch(
    `${apiOrigin(config)}/api/v1/apps/${encodeURIComponent(config.appId)}/cross-app/connections`,
    { headers, signal },
  );
  if (!response.ok) return 0;
  const json = (await response.json()) as { connections?: unknown };
  return Array.isArray(json.connections) ? json.connections.length : 0;
}
