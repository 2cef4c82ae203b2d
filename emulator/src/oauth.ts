import { type EmulatorConfig, OAUTH_PROVIDER_IDS } from './config';
import { connectedProviderApp } from './cross-app/apps';
import { escapeHtml } from './html';

/**
 * The display name of an enabled OAuth provider, or null when the app does not offer it: a built-in provider the
 * app's login methods list, one of its custom providers, or `privy:<appId>`, another provider app our app is
 * connected to (cross-app accounts).
 */
export function enabledProvider(config: EmulatorConfig, provider: string): string | null {
  if (provider.startsWith('privy:')) return connectedProviderApp(config, provider)?.name ?? null;
  const custom = config.customOAuthProviders.find((p) => p.id === provider);
  if (custom) return custom.name;
  if (
    (OAUTH_PROVIDER_IDS as readonly string[]).includes(provider) &&
    (config.loginMethods as readonly string[]).includes(provider)
  ) {
    return provider === 'twitter'
      ? 'X (Twitter)'
      : provider === 'linkedin'
        ? 'LinkedIn'
        : provider === 'tiktok'
          ? 'TikTok'
          : provider === 'github'
            ? 'GitHub'
            : provider.charAt(0).toUpperCase() + provider.slice(1);
  }
  return null;
}

export interface OAuthIdentity {
  subject: string;
  email: string;
  name: string;
  username: string;
}

/**
 * The linked account type an OAuth provider's accounts have: `custom:<id>` as is, `privy:<appId>` (another provider
 * app) `cross_app`, a built-in one `<provider>_oauth`.
 */
export function oauthAccountType(provider: string): string {
  if (provider.startsWith('custom:')) return provider;
  if (provider.startsWith('privy:')) return 'cross_app';
  return `${provider}_oauth`;
}

/**
 * The linked account for an OAuth identity, in the shape the provider's User schema expects per type (a cross-app
 * account is made by `cross-app/oauth.ts` instead: its data is the provider app's user and wallets).
 */
export function oauthAccount(
  provider: string,
  identity: OAuthIdentity,
): { type: string; data: Record<string, unknown> } {
  const type = oauthAccountType(provider);
  return {
    type,
    data: {
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      username: identity.username,
      // A generated local avatar: some account types require a picture URL, and an app that shows it must
      // not reach the network for it.
      profile_picture_url: avatar(identity.name),
      vanity_name: identity.username,
    },
  };
}

function avatar(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#4f46e5"/><text x="32" y="41" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The consent page that stands in for the provider: choose who you are, then Allow or Deny. */
export function consentPage(config: EmulatorConfig, providerName: string, state: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(providerName)} (emulated): sign in to ${escapeHtml(config.appName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
label{display:grid;gap:.25rem;margin:.75rem 0}input{font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #475569;background:#fff}
button[value=allow]{background:#4f46e5;color:#fff;border-color:#4f46e5}.note{color:#475569;font-size:.875rem}</style></head>
<body>
<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p><strong>${escapeHtml(config.appName)}</strong> wants to use your ${escapeHtml(providerName)} account.</p>
<p class="note">This page is the local emulator standing in for ${escapeHtml(providerName)}. No data leaves this machine.</p>
<form method="post" action="/_emulator/oauth/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label>Email <input name="email" type="email" value="ada@example.com" required></label>
<label>Name <input name="name" value="Ada Lovelace" required></label>
<div class="row"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div>
</form>
</body></html>`;
}
