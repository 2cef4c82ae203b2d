import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { faucetForm } from '../chain/faucet-form';
import { SUPPORTED_CHAINS } from '../chain/settings';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { canonicalJson, JSON_LIMITS } from '../security/json';
import { requireBoundedEmail } from '../security/limits';
import type { OAuthIdentity } from '../store/oauth';
import { newRefreshToken } from '../tokens';
import { crossAppAccounts } from './accounts';
import { connectionJson, iconUrl, providerApp } from './apps';
import { providerAppForm } from './form';
import {
  answerPage,
  authorizePage,
  MESSAGES,
  type OfferedAccount,
  type ProviderAppOverview,
  providerAppsPage,
  transactPage,
} from './pages';
import { REQUEST_LIFETIME_MS, refusalMessage } from './request';
import type { ProviderApp } from './settings';
import { checkSigningRequest, type Refusal } from './transact';

/** How long the code the consent page hands back stays redeemable (as the emulated OAuth providers' codes). */
const OAUTH_CODE_MS = 5 * 60_000;
/** The most accounts the consent page lists. */
const MAX_OFFERED = 20;
const Email = z.string().email();
/** A request's identity: its envelope and the typed data read from a string inside it, each within JSON_LIMITS. */
const PAIR_OF_BOUNDS = { depth: 2 * JSON_LIMITS.depth + 4, values: 2 * JSON_LIMITS.values + 4 };

/**
 * Cross-app accounts: our app's connections to other provider apps and their details (mounted at
 * `/api/v1/apps/:appId/cross-app`); the provider apps themselves are played by the emulator under
 * `/_emulator/apps/<appId>` (`providerAppRoutes`, behind the development guard). OAuth init, authenticate, link and
 * unlink of `privy:<appId>` providers are the OAuth routes' (oauth/routes.ts).
 */
export function crossAppRoutes({ config }: Emulator) {
  const routes = new Hono();

  routes.get('/connections', (c) => {
    if (c.req.param('appId') !== config.appId) throw new ApiError(404, 'App not found', 'invalid_data');
    const origin = new URL(c.req.url).origin;
    return c.json({
      connections: config.crossApp.providerApps
        .filter((app) => app.connected)
        .map((app) => connectionJson(app, origin)),
    });
  });

  routes.get('/details', (c) => {
    const app = providerApp(config, c.req.param('appId') ?? '');
    if (!app) throw new ApiError(404, 'App not found', 'invalid_data');
    return c.json({ name: app.name, icon_url: iconUrl(app) });
  });

  return routes;
}

/**
 * The provider apps the emulator plays (development pages, mounted at `/_emulator`): their list, their keys, the
 * consent page the SDK's pop-up opens for `privy:<appId>` OAuth, and the transact page where the provider app's
 * user approves or rejects each signature our app asks of their wallet there.
 */
export function providerAppRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const accounts = crossAppAccounts(emulator);
  const routes = new Hono();

  /** A provider app the emulator plays, by the id in the path (a page explaining it when there is none). */
  const appOf = (c: Context) => providerApp(config, c.req.param('appId') ?? '');
  const unknownApp = (c: Context) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown app</title></head><body><h1>Unknown app</h1><p role="alert">The emulator plays no provider app with this id.</p></body></html>`,
      404,
    );

  /** Every provider app the emulator plays, with its users and their wallets (at most MAX_OFFERED each). */
  const overview = (): ProviderAppOverview[] =>
    config.crossApp.providerApps.map((app) => ({
      app,
      users: repo.crossApp
        .users(app.appId, MAX_OFFERED)
        .map(({ id, email, name, address }) => ({ id, email, name, address })),
    }));

  routes.get('/apps', (c) => {
    const chain = emulator.chain;
    const symbol = SUPPORTED_CHAINS.find((ch) => ch.id === chain?.chainId)?.symbol ?? 'ETH';
    const fund = chain
      ? (address: string) => faucetForm(address, { amount: config.chain.faucet.defaultAmount, symbol })
      : null;
    return c.html(providerAppsPage(config.appName, overview(), fund));
  });

  routes.get('/apps.json', (c) =>
    c.json({
      apps: overview().map(({ app, users }) => ({
        appId: app.appId,
        name: app.name,
        connected: app.connected,
        readOnly: app.readOnly,
        users,
      })),
    }),
  );

  /** The provider app's public key, for a server that wants to check the tokens it gives. */
  routes.get('/apps/:appId/jwks.json', async (c) => {
    const app = appOf(c);
    if (!app) throw new ApiError(404, 'App not found', 'invalid_data');
    return c.json({ keys: [await accounts.publicJwk(app)] });
  });

  // — The consent page: pick or make the account there, then Allow or Deny —

  /** The pending OAuth request for this provider app under a state code, or undefined. */
  function pendingFor(app: ProviderApp, state: string) {
    const pending = state ? repo.oauth.pendingState(state, now()) : undefined;
    return pending && pending.provider.toLowerCase() === `privy:${app.appId}`.toLowerCase() ? pending : undefined;
  }

  const cannotContinue = (c: Context, app: ProviderApp, text: string, status: 400 | 404 = 400) =>
    c.html(answerPage(app, { title: 'This request cannot continue', text }), status);

  function offered(app: ProviderApp): OfferedAccount[] {
    const list: OfferedAccount[] = app.users.map((u) => ({
      email: u.email.toLowerCase(),
      name: u.name,
      address: repo.crossApp.userByEmail(app.appId, u.email.toLowerCase())?.address ?? null,
    }));
    for (const user of repo.crossApp.users(app.appId, MAX_OFFERED)) {
      if (!list.some((a) => a.email === user.email))
        list.push({ email: user.email, name: user.name, address: user.address });
    }
    return list.slice(0, MAX_OFFERED);
  }

  routes.get('/apps/:appId/oauth/authorize', (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const state = c.req.query('state') ?? '';
    const pending = pendingFor(app, state);
    if (!pending) return cannotContinue(c, app, 'This sign-in request is unknown or has expired. Start again.');
    if (!app.connected) return cannotContinue(c, app, `${config.appName} is not connected to ${app.name}.`);
    return c.html(
      authorizePage(app, {
        requester: config.appName,
        state,
        accounts: offered(app),
        redirectOrigin: new URL(pending.redirect_to).origin,
      }),
    );
  });

  routes.post('/apps/:appId/oauth/authorize', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const form = await providerAppForm(c, ['state', 'decision', 'account', 'new_email']);
    const pending = pendingFor(app, form.state);
    if (!pending) return cannotContinue(c, app, 'This sign-in request is unknown or has expired. Start again.');
    if (!app.connected) return cannotContinue(c, app, `${config.appName} is not connected to ${app.name}.`);
    const back = new URL(pending.redirect_to);
    back.searchParams.set('privy_oauth_state', form.state);
    back.searchParams.set('privy_oauth_provider', pending.provider);
    if (form.decision !== 'allow') {
      // What the SDK reads as "User denied confirmation during cross-app auth flow".
      back.searchParams.set('privy_oauth_code', 'undefined');
      return c.redirect(back.toString(), 303);
    }
    const candidate = (form.new_email || form.account).toLowerCase();
    requireBoundedEmail(candidate, 'new_email');
    const email = Email.safeParse(candidate);
    if (!email.success)
      throw new ApiError(400, 'Choose an account, or give the e-mail address of a new one', 'invalid_data');
    const configured = app.users.find((u) => u.email.toLowerCase() === email.data);
    const user = accounts.userNamed(app, email.data, configured?.name ?? email.data.split('@')[0] ?? email.data);
    const identity: OAuthIdentity = {
      subject: user.id,
      email: user.email,
      name: user.name,
      username: user.email.split('@')[0] ?? user.email,
    };
    const code = newRefreshToken();
    // One code per request: a second consent (a resubmitted form, a parallel post) is refused.
    if (!repo.oauth.grant(code, form.state, identity, { now: now(), expiresAt: now() + OAUTH_CODE_MS })) {
      throw new ApiError(400, 'This sign-in request has already been answered', 'invalid_data');
    }
    back.searchParams.set('privy_oauth_code', code);
    return c.redirect(back.toString(), 303);
  });

  /** The page that tells the requesting app (when it may be told) and the user why the request stops here. */
  const refused = (c: Context, app: ProviderApp, refusal: Refusal) =>
    c.html(
      answerPage(app, {
        title: 'Request refused',
        text: refusal.error,
        targetOrigin: refusal.targetOrigin,
        message: {
          type: MESSAGES.actionError,
          error: refusal.error,
          ...(refusal.clearToken ? { token: { action: 'clear' } } : {}),
        },
      }),
      400,
    );

  routes.get('/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const token = c.req.query('token') ?? '';
    const raw = c.req.query('request') ?? '';
    const checked = await checkSigningRequest(emulator, app, token, raw);
    if (!checked.ok) return refused(c, app, checked);
    return c.html(
      transactPage(app, {
        requester: config.appName,
        account: checked.user,
        summary: checked.request.summary,
        token,
        request: raw,
      }),
    );
  });

  routes.post('/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const form = await providerAppForm(c, ['token', 'request', 'decision']);
    if (form.decision !== 'approve' && form.decision !== 'reject') {
      throw new ApiError(400, 'The decision is approve or reject', 'invalid_data');
    }
    const checked = await checkSigningRequest(emulator, app, form.token, form.request);
    if (!checked.ok) return refused(c, app, checked);
    const { request, user } = checked;
    // Each request is answered once: a resubmitted form, a second tab or a parallel post gets this page, which
    // posts nothing (the SDK matches no answer to its request, so a stale one must never reach it). The key is the
    // request as data (its JSON in canonical form, typed data sent as a string read as JSON too: request.ts) for
    // this app's user, so neither re-serialised JSON (spaces, key order) nor another valid token for the same user
    // makes the same request new.
    const hash = createHash('sha256')
      // The envelope and the typed data inside it were each held to the JSON bounds: together, twice them at most.
      .update(canonicalJson({ app: app.appId, user: user.id, request: request.identity }, PAIR_OF_BOUNDS))
      .digest('hex');
    if (!repo.crossApp.answer(hash, app.appId, form.decision, now(), now() - 2 * REQUEST_LIFETIME_MS)) {
      return c.html(
        answerPage(app, { title: 'Already answered', text: 'This request has already been answered.' }),
        409,
      );
    }
    const targetOrigin = request.callbackOrigin;
    if (form.decision === 'reject') {
      return c.html(
        answerPage(app, {
          title: 'Request rejected',
          text: `${config.appName} was told you rejected the request.`,
          targetOrigin,
          message: { type: MESSAGES.actionError, error: 'User rejected request' },
        }),
      );
    }
    let result: string;
    try {
      result = await request.perform(accounts.userSecret(user), emulator.chain);
    } catch (error) {
      const message = refusalMessage(error);
      if (message === null) console.error('[emulator] cross-app signing failed', error);
      return refused(c, app, { targetOrigin, error: message ?? `${app.name} could not complete the request` });
    }
    return c.html(
      answerPage(app, {
        title: 'Request approved',
        text: `${config.appName} received the ${request.method === 'eth_sendTransaction' ? 'transaction hash' : 'signature'}.`,
        targetOrigin,
        message: { type: MESSAGES.actionResponse, result },
      }),
    );
  });

  return routes;
}
