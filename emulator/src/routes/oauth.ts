import { createHash } from 'node:crypto';
import { AuthenticateOauthInput, LinkOAuthInput, OAuthInitInput, OAuthUnlinkInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { authorizeUrl, connectedProviderApp } from '../cross-app/apps';
import { crossAppAccount, crossAppTokens } from '../cross-app/oauth';
import { ApiError, body, requireApp } from '../http';
import { enabledProvider, oauthAccount, oauthAccountType } from '../oauth';
import { originAllowed, parseOrigin } from '../origins';
import { requireUser, sessionResponse } from '../sessions';
import { newRefreshToken } from '../tokens';
import { findOrCreateUser, linkAccount, userJson } from '../users';
import { unlinkRoute } from './shared';

/** How long an OAuth request waits for its consent. */
const OAUTH_STATE_MS = 10 * 60_000;
/** The longest state code or PKCE challenge accepted (the SDK sends 43 characters). */
const MAX_STATE_LENGTH = 512;

/**
 * OAuth: init (the consent page standing in for the provider is a development route), then authenticate or link
 * with the authorization code, its state and the PKCE S256 verifier.
 */
export function oauthRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/oauth/init', async (c) => {
    requireApp(c, config);
    const input = await body(c, OAuthInitInput);
    if (!enabledProvider(config, input.provider)) {
      throw new ApiError(403, `${input.provider} is not enabled for this app`, 'disallowed_login_method');
    }
    // Only an http(s) URL on an allowed origin, parsed without throwing, is a redirect target.
    const redirect = parseOrigin(input.redirect_to);
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
    // Another provider app's own consent page for `privy:<appId>`; the emulated provider's for the others.
    const crossApp = connectedProviderApp(config, input.provider);
    const origin = new URL(c.req.url).origin;
    const url = crossApp ? new URL(authorizeUrl(crossApp, origin)) : new URL('/_emulator/oauth/authorize', c.req.url);
    url.searchParams.set('state', input.state_code);
    return c.json({ url: url.toString() });
  });

  /** Redeems an authorization code: single use, unexpired, for this state, with the PKCE S256 verifier. */
  function redeemGrant(input: { authorization_code: string; state_code: string; code_verifier?: string | null }) {
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
  async function oauthTokens(provider: string, subject: string) {
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

  routes.post('/api/v1/oauth/authenticate', async (c) => {
    requireApp(c, config);
    const input = await body(c, AuthenticateOauthInput);
    const { provider, identity, account } = redeemGrant(input);
    const { userId, isNew } = findOrCreateUser(emulator, account.type, identity.subject, input.mode, {
      data: account.data,
    });
    const session = await sessionResponse(emulator, userId, isNew);
    return c.json({ ...session, oauth_tokens: await oauthTokens(provider, identity.subject) });
  });

  routes.post('/api/v1/oauth/link', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, LinkOAuthInput);
    const { provider, identity, account } = redeemGrant(input);
    linkAccount(emulator, userId, account.type, identity.subject, account.data);
    return c.json({ ...userJson(emulator, userId), oauth_tokens: await oauthTokens(provider, identity.subject) });
  });

  // `privy:<appId>` unlinks the user's cross-app account (type `cross_app`), as `useCrossAppAccounts` asks.
  unlinkRoute(routes, emulator, '/api/v1/oauth/unlink', OAuthUnlinkInput, ({ provider, subject }) => [
    oauthAccountType(provider),
    subject,
  ]);

  return routes;
}
