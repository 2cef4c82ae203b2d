import { createHash } from 'node:crypto';
import { type EmulatorConfig, OAUTH_PROVIDER_IDS } from '../config';
import type { Emulator } from '../context';
import { authorizeUrl, connectedProviderApp } from '../cross-app/apps';
import { crossAppAccount, crossAppTokens } from '../cross-app/oauth';
import { ApiError } from '../http/request';
import { originAllowed } from '../origins';
import { requireBoundedEmail } from '../security/limits';
import { httpUrl } from '../security/urls';
import { sessionResponse } from '../sessions/service';
import type { OAuthIdentity } from '../store/oauth';
import { newRefreshToken } from '../tokens';
import { findOrCreateUser, linkAccount, type SignUpMode, userJson } from '../users/service';

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
function oauthAccount(provider: string, identity: OAuthIdentity): { type: string; data: Record<string, unknown> } {
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

/** How long an OAuth request waits for its consent. */
const OAUTH_STATE_MS = 10 * 60_000;
/** The longest state code or PKCE challenge accepted (the SDK sends 43 characters). */
const MAX_STATE_LENGTH = 512;
/** How long the code the consent page hands back stays redeemable. */
const OAUTH_CODE_MS = 5 * 60_000;

/**
 * Opens an OAuth request: an enabled provider, a redirect to an allowed origin, a fresh state code and a PKCE
 * challenge. Answers the consent page's URL: another provider app's own page for `privy:<appId>`, the emulated
 * provider's for the others (`origin`: the emulator's own).
 */
export function openOAuthRequest(
  { config, repo, now }: Emulator,
  origin: string,
  input: { provider: string; redirect_to?: string | null; state_code?: string | null; code_challenge?: string | null },
): string {
  if (!enabledProvider(config, input.provider)) {
    throw new ApiError(403, `${input.provider} is not enabled for this app`, 'disallowed_login_method');
  }
  // Only an http(s) URL on an allowed origin, parsed without throwing, is a redirect target.
  const redirect = httpUrl(input.redirect_to);
  if (!redirect || !originAllowed(config, redirect.origin)) {
    throw new ApiError(400, 'redirect_to is not an http(s) URL on an allowed origin', 'invalid_data');
  }
  if (!input.state_code || !input.code_challenge)
    throw new ApiError(400, 'state_code and code_challenge are required', 'invalid_data');
  if (input.state_code.length > MAX_STATE_LENGTH || input.code_challenge.length > MAX_STATE_LENGTH)
    throw new ApiError(400, 'state_code and code_challenge are too long', 'invalid_data');
  const opened = repo.oauth.openState({
    state_code: input.state_code,
    provider: input.provider,
    code_challenge: input.code_challenge,
    redirect_to: redirect.toString(),
    expires_at: now() + OAUTH_STATE_MS,
  });
  if (!opened) throw new ApiError(400, 'This state_code has already been used', 'invalid_data');
  const crossApp = connectedProviderApp(config, input.provider);
  const url = crossApp ? new URL(authorizeUrl(crossApp, origin)) : new URL('/_emulator/oauth/authorize', origin);
  url.searchParams.set('state', input.state_code);
  return url.toString();
}

/** Redeems an authorization code: single use, unexpired, for this state, with the PKCE S256 verifier. */
export function redeemGrant(
  emulator: Emulator,
  input: { authorization_code: string; state_code: string; code_verifier?: string | null },
) {
  const { config, repo, now } = emulator;
  const challenge = createHash('sha256')
    .update(input.code_verifier ?? '')
    .digest('base64url');
  const grant = repo.oauth.redeem(input.authorization_code, input.state_code, challenge, now());
  if (grant.kind === 'invalid') throw new ApiError(401, 'Invalid code during OAuth flow.', 'invalid_credentials');
  if (grant.kind === 'mismatch') {
    throw new ApiError(401, 'State or PKCE verifier does not match the OAuth request', 'pkce_state_code_mismatch');
  }
  if (!enabledProvider(config, grant.provider)) {
    throw new ApiError(403, `${grant.provider} is not enabled for this app`, 'disallowed_login_method');
  }
  const account = grant.provider.startsWith('privy:')
    ? crossAppAccount(emulator, grant.provider, grant.identity.subject)
    : oauthAccount(grant.provider, grant.identity);
  return { ...grant, account };
}

/**
 * The provider's own tokens for the app: random for the emulated OAuth providers (they grant no real access);
 * for another provider app, its signed token for the user there, none for a read-only connection.
 */
async function oauthTokens(emulator: Emulator, provider: string, subject: string) {
  if (provider.startsWith('privy:')) return crossAppTokens(emulator, provider, subject);
  return {
    provider,
    access_token: newRefreshToken(),
    access_token_expires_in_seconds: 3600,
    refresh_token: newRefreshToken(),
    refresh_token_expires_in_seconds: 30 * 86_400,
    scopes: ['openid', 'email', 'profile'],
  };
}

/** Signs in (or up) with an authorization code; the session answer carries the provider's tokens. */
export async function signInWithOAuth(
  emulator: Emulator,
  input: Parameters<typeof redeemGrant>[1] & { mode?: SignUpMode | null },
) {
  const { provider, identity, account } = redeemGrant(emulator, input);
  const { userId, isNew } = findOrCreateUser(emulator, account.type, identity.subject, input.mode ?? undefined, {
    data: account.data,
  });
  const session = await sessionResponse(emulator, userId, isNew);
  return { ...session, oauth_tokens: await oauthTokens(emulator, provider, identity.subject) };
}

/** Links the account an authorization code proves; the user answer carries the provider's tokens. */
export async function linkWithOAuth(emulator: Emulator, userId: string, input: Parameters<typeof redeemGrant>[1]) {
  const { provider, identity, account } = redeemGrant(emulator, input);
  linkAccount(emulator, userId, account.type, identity.subject, account.data);
  return { ...userJson(emulator, userId), oauth_tokens: await oauthTokens(emulator, provider, identity.subject) };
}

/** The pending request a consent page answers; another provider app's request is answered on that app's page. */
export function pendingOAuth({ repo, now }: Emulator, state: string) {
  const pending = repo.oauth.pendingState(state, now());
  if (!pending) throw new ApiError(400, 'Unknown or expired OAuth request', 'invalid_data');
  if (pending.provider.startsWith('privy:')) {
    throw new ApiError(400, "This is another app's sign-in request: answer it on that app's page", 'invalid_data');
  }
  return pending;
}

/**
 * Where a consent page sends the browser back: the app's redirect URL with the state and provider, and a code for the
 * identity chosen (Allow), or `undefined` (Deny, `identity` null: what the SDK reads as a denial). One code per
 * request: a second consent (a resubmitted form, a parallel post) is refused with `alreadyAnswered`. The identity is
 * made only once the answer is Allow.
 */
export function consentRedirect(
  { repo, now }: Emulator,
  pending: { provider: string; redirect_to: string },
  state: string,
  identity: (() => OAuthIdentity) | null,
  alreadyAnswered: string,
): string {
  const back = new URL(pending.redirect_to);
  back.searchParams.set('privy_oauth_state', state);
  back.searchParams.set('privy_oauth_provider', pending.provider);
  if (!identity) {
    back.searchParams.set('privy_oauth_code', 'undefined');
    return back.toString();
  }
  const chosen = identity();
  const code = newRefreshToken();
  if (!repo.oauth.grant(code, state, chosen, { now: now(), expiresAt: now() + OAUTH_CODE_MS })) {
    throw new ApiError(400, alreadyAnswered, 'invalid_data');
  }
  back.searchParams.set('privy_oauth_code', code);
  return back.toString();
}

/** The emulated provider's consent page's answer: an identity named by the e-mail address given (Allow), or Deny. */
export function answerConsent(
  emulator: Emulator,
  form: { state: string; decision: string; email: string; name: string },
): string {
  const pending = pendingOAuth(emulator, form.state);
  const identity = () => {
    if (form.email) requireBoundedEmail(form.email, 'email');
    const email = form.email.toLowerCase() || 'ada@example.com';
    return {
      subject: createHash('sha256').update(`${pending.provider}:${email}`).digest('hex').slice(0, 21),
      email,
      name: form.name || email,
      username: email.split('@')[0] ?? email,
    };
  };
  return consentRedirect(
    emulator,
    pending,
    form.state,
    form.decision === 'allow' ? identity : null,
    'This OAuth request has already been answered',
  );
}
