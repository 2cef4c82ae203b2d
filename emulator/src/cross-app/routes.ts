import { type Context, Hono } from 'hono';
import { faucetForm } from '../chain/faucet-form';
import { SUPPORTED_CHAINS } from '../chain/settings';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { crossAppAccounts } from './accounts';
import { connectionJson, iconUrl, providerApp } from './apps';
import { type ConsentAnswer, providerAppConsent } from './consent';
import { providerAppForm } from './form';
import { providerAppsPage, transactPage } from './pages';
import { answerSigningRequest, checkSigningRequest, refusedPage } from './transact';

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
  const { config } = emulator;
  const accounts = crossAppAccounts(emulator);
  const consent = providerAppConsent(emulator);
  const routes = new Hono();

  /** A provider app the emulator plays, by the id in the path (a page explaining it when there is none). */
  const appOf = (c: Context) => providerApp(config, c.req.param('appId') ?? '');
  const unknownApp = (c: Context) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown app</title></head><body><h1>Unknown app</h1><p role="alert">The emulator plays no provider app with this id.</p></body></html>`,
      404,
    );
  const answer = (c: Context, page: ConsentAnswer) =>
    'redirect' in page ? c.redirect(page.redirect, 303) : c.html(page.html, page.status);

  routes.get('/apps', (c) => {
    const chain = emulator.chain;
    const symbol = SUPPORTED_CHAINS.find((ch) => ch.id === chain?.chainId)?.symbol ?? 'ETH';
    const fund = chain
      ? (address: string) => faucetForm(address, { amount: config.chain.faucet.defaultAmount, symbol })
      : null;
    return c.html(providerAppsPage(config.appName, consent.overview(), fund));
  });

  routes.get('/apps.json', (c) =>
    c.json({
      apps: consent.overview().map(({ app, users }) => ({
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

  // — The consent page (consent.ts): pick or make the account there, then Allow or Deny —

  routes.get('/apps/:appId/oauth/authorize', (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    return answer(c, consent.consentPage(app, c.req.query('state') ?? ''));
  });

  routes.post('/apps/:appId/oauth/authorize', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const form = await providerAppForm(c, ['state', 'decision', 'account', 'new_email']);
    return answer(c, consent.answer(app, form));
  });

  // — The transact page (transact.ts): our app asks the provider app's user to sign; Approve or Reject —

  routes.get('/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const token = c.req.query('token') ?? '';
    const raw = c.req.query('request') ?? '';
    const checked = await checkSigningRequest(emulator, app, token, raw);
    if (!checked.ok) {
      const refused = refusedPage(app, checked);
      return c.html(refused.html, refused.status);
    }
    const page = transactPage(app, {
      requester: config.appName,
      account: checked.user,
      summary: checked.request.summary,
      token,
      request: raw,
    });
    return c.html(page);
  });

  routes.post('/apps/:appId/oauth/transact', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp(c);
    const form = await providerAppForm(c, ['token', 'request', 'decision']);
    const decision = form.decision;
    if (decision !== 'approve' && decision !== 'reject') {
      throw new ApiError(400, 'The decision is approve or reject', 'invalid_data');
    }
    const page = await answerSigningRequest(emulator, app, { ...form, decision });
    return c.html(page.html, page.status);
  });

  return routes;
}
