import { AuthenticateOauthInput, LinkOAuthInput, OAuthInitInput, OAuthUnlinkInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { unlinkRoute } from '../http/sign-in';
import { boundedForm } from '../security/limits';
import { consentPage } from './pages';
import {
  answerConsent,
  enabledProvider,
  linkWithOAuth,
  oauthAccountType,
  openOAuthRequest,
  pendingOAuth,
  signInWithOAuth,
} from './service';

/**
 * OAuth (mounted at `/api/v1/oauth`): init (the consent page standing in for the provider is a development
 * route, below), then authenticate or link with the authorization code, its state and the PKCE S256 verifier.
 */
export function oauthRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.post('/init', guard.app, async (c) => {
    const input = await body(c, OAuthInitInput);
    return c.json({ url: openOAuthRequest(emulator, new URL(c.req.url).origin, input) });
  });

  routes.post('/authenticate', guard.app, async (c) => {
    const input = await body(c, AuthenticateOauthInput);
    return c.json(await signInWithOAuth(emulator, input));
  });

  routes.post('/link', guard.app, guard.user, async (c) => {
    const input = await body(c, LinkOAuthInput);
    return c.json(await linkWithOAuth(emulator, c.var.user.userId, input));
  });

  // `privy:<appId>` unlinks the user's cross-app account (type `cross_app`), as `useCrossAppAccounts` asks.
  unlinkRoute(routes, emulator, OAuthUnlinkInput, ({ provider, subject }) => [oauthAccountType(provider), subject]);

  return routes;
}

/**
 * The OAuth provider's consent page (a development page, mounted at `/_emulator/oauth`): choose who you are, then
 * Allow or Deny; the answer goes back to the app's redirect URL.
 */
export function consentRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.get('/authorize', (c) => {
    const state = c.req.query('state') ?? '';
    const pending = pendingOAuth(emulator, state);
    return c.html(consentPage(config, enabledProvider(config, pending.provider) ?? pending.provider, state));
  });

  routes.post('/authorize', async (c) => {
    const form = await boundedForm(c, ['state', 'decision', 'email', 'name']);
    return c.redirect(answerConsent(emulator, form), 303);
  });

  return routes;
}
