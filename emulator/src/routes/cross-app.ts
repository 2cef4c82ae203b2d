import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { faucetForm } from '../chain/faucet-form';
import { SUPPORTED_CHAINS } from '../chain/settings';
import type { Emulator } from '../context';
import { crossAppAccounts } from '../cross-app/accounts';
import { connectionJson, iconUrl, providerApp } from '../cross-app/apps';
import { providerAppForm } from '../cross-app/form';
import {
  answerPage,
  authorizePage,
  MESSAGES,
  type OfferedAccount,
  type ProviderAppOverview,
  providerAppsPage,
  transactPage,
} from '../cross-app/pages';
import {
  REQUEST_LIFETIME_MS,
  RequestRefused,
  readEnvelope,
  readSigningRequest,
  refusalMessage,
  type SigningRequest,
} from '../cross-app/request';
import type { ProviderApp } from '../cross-app/settings';
import { ApiError } from '../http';
import type { OAuthIdentity } from '../oauth';
import { originAllowed } from '../origins';
import { canonicalJson, JSON_LIMITS } from '../security/json';
import { requireBoundedEmail } from '../security/limits';
import type { CrossAppUserRow } from '../store/cross-app';
import { newRefreshToken } from '../tokens';

/** How long the code the consent page hands back stays redeemable (as the emulated OAuth providers' codes). */
const OAUTH_CODE_MS = 5 * 60_000;
/** The most accounts the consent page lists. */
const MAX_OFFERED = 20;
const Email = z.string().email();
/** A request's identity: its envelope and the typed data read from a string inside it, each within JSON_LIMITS. */
const PAIR_OF_BOUNDS = { depth: 2 * JSON_LIMITS.depth + 4, values: 2 * JSON_LIMITS.values + 4 };

/** Why a signing request is not shown: the message for the requesting app, and whether it may be told. */
interface Refusal {
  error: string;
  /** The requesting page's origin when the app allows it: only then is the refusal posted to it. */
  targetOrigin?: string;
  /** The provider token is no good: the SDK drops it (and links again on the next request). */
  clearToken?: boolean;
}

/**
 * The cross-app feature (spec 1, 3 and 7): our app's connections to other provider apps and their details
 * (`/api/v1/apps/:appId/cross-app/connections`, `…/details`), and the provider apps themselves, played by the
 * emulator under `/_emulator/apps/<appId>` (behind the development guard): the consent page the SDK's pop-up
 * opens for `privy:<appId>` OAuth, and the transact page where the provider app's user approves or rejects each
 * signature our app asks of their wallet there. OAuth init, authenticate, link and unlink of `privy:<appId>`
 * providers are the OAuth routes' (routes/oauth.ts).
 */
export function crossAppRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const accounts = crossAppAccounts(emulator);
  const routes = new Hono();

  routes.get('/api/v1/apps/:appId/cross-app/connections', (c) => {
    if (c.req.param('appId') !== config.appId) throw new ApiError(404, 'App not found', 'invalid_data');
    const origin = new URL(c.req.url).origin;
    return c.json({
      connections: config.crossApp.providerApps
        .filter((app) => app.connected)
        .map((app) => connectionJson(app, origin)),
    });
  });

  routes.get('/api/v1/apps/:appId/cross-app/details', (c) => {
    const app = providerApp(config, c.req.param('appId'));
    if (!app) throw new ApiError(404, 'App not found', 'invalid_data');
    return c.json({ name: app.name, icon_url: iconUrl(app) });
  });

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

  routes.get('/_emulator/apps', (c) => {
    const chain = emulator.chain;
    const symbol = SUPPORTED_CHAINS.find((ch) => ch.id === chain?.chainId)?.symbol ?? 'ETH';
    const fund = chain
      ? (address: string) => faucetForm(address, { amount: config.chain.faucet.defaultAmount, symbol })
      : null;
    return c.html(providerAppsPage(config.appName, overview(), fund));
  });

  routes.get('/_emulator/apps.json', (c) =>
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
  routes.get('/_emulator/apps/:appId/jwks.json', async (c) => {
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

  routes.get('/_emulator/apps/:appId/oauth/authorize', (c) => {
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

  routes.post('/_emulator/apps/:appId/oauth/authorize', async (c) => {
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

  // — The transact page: our app asks the provider app's user to sign; Approve or Reject —

  /**
   * Checks a signing request as the transact page receives it: the request's shape and requesting page, the
   * connection (connected, not read-only), the provider token (signed by this provider app for one of its users,
   * for our app, unexpired), then the request itself for that user's wallet.
   */
  async function check(
    app: ProviderApp,
    token: string,
    raw: string,
  ): Promise<{ ok: true; user: CrossAppUserRow; request: SigningRequest } | ({ ok: false } & Refusal)> {
    let callbackUrl: string;
    try {
      callbackUrl = readEnvelope(raw).callbackUrl;
    } catch (error) {
      if (error instanceof RequestRefused) return { ok: false, error: error.message };
      throw error;
    }
    if (!originAllowed(config, callbackUrl)) {
      return { ok: false, error: `This request comes from a page ${config.appName} does not allow` };
    }
    const targetOrigin = new URL(callbackUrl).origin;
    if (!app.connected) return { ok: false, targetOrigin, error: `${config.appName} is not connected to ${app.name}` };
    if (app.readOnly) return { ok: false, targetOrigin, error: 'Cannot transact against a read-only provider app' };
    const verdict = await accounts.verifyToken(app, token);
    if (!verdict.ok) {
      return {
        ok: false,
        targetOrigin,
        clearToken: true,
        error: verdict.expired
          ? `The connection to ${app.name} has expired: connect again`
          : `The token for ${app.name} is not valid: connect again`,
      };
    }
    try {
      return { ok: true, user: verdict.user, request: readSigningRequest(raw, verdict.user.address, now()) };
    } catch (error) {
      if (error instanceof RequestRefused) return { ok: false, targetOrigin, error: error.message };
      throw error;
    }
  }

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

  routes.get('/_emulator/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const token = c.req.query('token') ?? '';
    const raw = c.req.query('request') ?? '';
    const checked = await check(app, token, raw);
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

  routes.post('/_emulator/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const form = await providerAppForm(c, ['token', 'request', 'decision']);
    if (form.decision !== 'approve' && form.decision !== 'reject') {
      throw new ApiError(400, 'The decision is approve or reject', 'invalid_data');
    }
    const checked = await check(app, form.token, form.request);
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
