import type { EmulatorConfig } from '../config';
import { PROVIDER_APP_ID, type ProviderApp } from './settings';

/** Where the emulator serves a provider app's pages (its API base when the config names none). */
export const providerAppPath = (appId: string) => `/_emulator/apps/${appId}`;

/** A configured provider app by id (connected to our app or not), or undefined. */
export function providerApp(config: Pick<EmulatorConfig, 'crossApp'>, appId: string): ProviderApp | undefined {
  if (!PROVIDER_APP_ID.test(appId)) return undefined;
  return config.crossApp.providerApps.find((app) => app.appId.toLowerCase() === appId.toLowerCase());
}

/** The provider app an OAuth provider `privy:<appId>` names, when our app is connected to it; else undefined. */
export function connectedProviderApp(
  config: Pick<EmulatorConfig, 'crossApp'>,
  provider: string,
): ProviderApp | undefined {
  if (!provider.startsWith('privy:')) return undefined;
  const app = providerApp(config, provider.slice('privy:'.length));
  return app?.connected ? app : undefined;
}

/** A provider app's API base: the configured one, or the emulator's pages for it on the origin asked. */
function apiBase(app: ProviderApp, origin: string): string {
  return (app.customApiUrl ?? `${origin}${providerAppPath(app.appId)}`).replace(/\/+$/, '');
}

/** Where its consent page is (the SDK gets it from OAuth init). */
export const authorizeUrl = (app: ProviderApp, origin: string) =>
  app.customAuthAuthorizeUrl ?? `${apiBase(app, origin)}/oauth/authorize`;

/** Its icon: the configured one, or a generated letter icon in the app's colours (a data: URL, offline). */
export function iconUrl(app: ProviderApp): string {
  if (app.iconUrl) return app.iconUrl;
  const initial = (app.name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const hue = [...app.appId].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="hsl(${hue} 60% 38%)"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** One connection as `GET /api/v1/apps/:appId/cross-app/connections` lists it (`CrossAppConnectionsResponse`). */
export function connectionJson(app: ProviderApp, origin: string) {
  return {
    provider_app_id: app.appId,
    provider_app_name: app.name,
    provider_app_icon_url: iconUrl(app),
    // Never null: the SDK builds the transact URL from it (`null/oauth/transact` otherwise).
    provider_app_custom_api_url: apiBase(app, origin),
    read_only: app.readOnly,
    provider_app_custom_auth_authorize_url: app.customAuthAuthorizeUrl,
    provider_app_custom_auth_transact_url: app.customAuthTransactUrl,
  };
}
