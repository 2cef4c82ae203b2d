import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { SUPPORTED_CHAINS } from '../chain/settings';
import type { Emulator } from '../context';
import { farcasterConnectPage, farcasterDonePage, newCustodyKey, signInWithFarcaster } from '../farcaster';
import { pendingSignerRequests } from '../farcaster-signer/service';
import { ApiError } from '../http';
import { inboxPage } from '../inbox';
import { consentPage, enabledProvider, type OAuthIdentity } from '../oauth';
import { boundedForm, requireBoundedEmail } from '../security/limits';
import type { OutboxRow } from '../store/outbox';
import { mintCustomToken, newRefreshToken } from '../tokens';
import { userJson } from '../users';
import { liveChannel } from './farcaster';

/** How long the code the consent page hands back stays redeemable. */
const OAUTH_CODE_MS = 5 * 60_000;

const message = (m: OutboxRow) => ({
  channel: m.channel,
  to: m.destination,
  code: m.code,
  sentAt: new Date(m.sent_at).toISOString(),
});

/**
 * The development pages under `/_emulator`: the inbox (every code sent, every user, Farcaster requests
 * waiting), reset, session expiry and custom tokens for tests and demos, and the pages standing in for the
 * outside world: an OAuth provider's consent page and the Farcaster app's approval page. `createEmulatorApp`
 * puts `devGuard` in front of all of them (loopback Host only, no cross-site request); state changes are POST-only
 * and every query parameter and form field is bounded.
 */
export function developmentRoutes(emulator: Emulator) {
  const { config, repo, tokens, now } = emulator;
  const routes = new Hono();

  function inbox() {
    return {
      messages: repo.outbox.newest(200).map(message),
      users: repo.users.newest(200).map((id) => userJson(emulator, id)),
      farcaster: repo.farcaster.waiting(now()).map((f) => ({
        domain: f.domain,
        connectUri: `/_emulator/farcaster/connect?channel=${encodeURIComponent(f.token)}`,
      })),
      farcasterSigners: pendingSignerRequests(emulator),
    };
  }

  // Each Ethereum wallet gets a "Fund" button when a local chain runs (the faucet: routes/chain.ts).
  const faucet = emulator.chain
    ? {
        amount: config.chain.faucet.defaultAmount,
        symbol: SUPPORTED_CHAINS.find((c) => c.id === emulator.chain?.chainId)?.symbol ?? 'ETH',
      }
    : null;
  routes.get('/_emulator', (c) => c.html(inboxPage(inbox(), config, faucet)));

  routes.get('/_emulator/inbox.json', (c) => {
    // ?to=<address or number>: only that recipient's messages, newest first (cheap, for tests and scripts).
    const to = c.req.query('to');
    if (to === undefined) return c.json(inbox());
    return c.json({ messages: repo.outbox.newestTo(to, 20).map(message) });
  });

  routes.post('/_emulator/reset', (c) => {
    repo.reset();
    return c.req.header('accept')?.includes('text/html') ? c.redirect('/_emulator', 303) : c.json({ success: true });
  });

  /** Expires every refresh token now, as if 30 days had passed: the next refresh must log the user out. */
  routes.post('/_emulator/expire-sessions', (c) => {
    repo.sessions.expireAll(now());
    return c.json({ success: true });
  });

  /** Mints a custom-auth token for a subject, as the app's own auth server would (demos and tests). */
  routes.post('/_emulator/custom-token', async (c) => {
    const raw = (await c.req.json().catch(() => null)) as { sub?: unknown } | null;
    const sub = typeof raw?.sub === 'string' && raw.sub.length > 0 && raw.sub.length <= 200 ? raw.sub : null;
    if (!sub) throw new ApiError(400, 'Body must be { "sub": "<user id in your app>" }', 'invalid_data');
    return c.json({ token: await mintCustomToken(tokens, config.customJwtIssuer, sub, now()) });
  });

  // — The OAuth provider's consent page: choose who you are, then Allow or Deny —

  const pendingOAuth = (state: string) => {
    const pending = repo.oauth.pendingState(state, now());
    if (!pending) throw new ApiError(400, 'Unknown or expired OAuth request', 'invalid_data');
    // Another provider app's request is answered on that app's own consent page (cross-app/), never here.
    if (pending.provider.startsWith('privy:')) {
      throw new ApiError(400, "This is another app's sign-in request: answer it on that app's page", 'invalid_data');
    }
    return pending;
  };

  routes.get('/_emulator/oauth/authorize', (c) => {
    const state = c.req.query('state') ?? '';
    const pending = pendingOAuth(state);
    return c.html(consentPage(config, enabledProvider(config, pending.provider) ?? pending.provider, state));
  });

  routes.post('/_emulator/oauth/authorize', async (c) => {
    const form = await boundedForm(c, ['state', 'decision', 'email', 'name']);
    const pending = pendingOAuth(form.state);
    const back = new URL(pending.redirect_to);
    back.searchParams.set('privy_oauth_state', form.state);
    back.searchParams.set('privy_oauth_provider', pending.provider);
    if (form.decision !== 'allow') {
      // What the provider's SDK reads as "User denied confirmation during OAuth flow".
      back.searchParams.set('privy_oauth_code', 'undefined');
      return c.redirect(back.toString(), 303);
    }
    if (form.email) requireBoundedEmail(form.email, 'email');
    const email = form.email.toLowerCase() || 'ada@example.com';
    const identity: OAuthIdentity = {
      subject: createHash('sha256').update(`${pending.provider}:${email}`).digest('hex').slice(0, 21),
      email,
      name: form.name || email,
      username: email.split('@')[0] ?? email,
    };
    const code = newRefreshToken();
    // One code per request: a second consent (a resubmitted form, a parallel post) is refused.
    if (!repo.oauth.grant(code, form.state, identity, { now: now(), expiresAt: now() + OAUTH_CODE_MS })) {
      throw new ApiError(400, 'This OAuth request has already been answered', 'invalid_data');
    }
    back.searchParams.set('privy_oauth_code', code);
    return c.redirect(back.toString(), 303);
  });

  // — The Farcaster app: the page the connect URI opens approves (or declines) as a local account —

  routes.get('/_emulator/farcaster/connect', (c) => {
    const channel = liveChannel(emulator, c.req.query('channel'));
    return c.html(farcasterConnectPage(config, channel.token, channel.domain));
  });

  routes.post('/_emulator/farcaster/connect', async (c) => {
    const form = await boundedForm(c, ['channel', 'decision', 'username']);
    const channel = liveChannel(emulator, form.channel);
    if (form.decision !== 'approve') {
      repo.farcaster.close(channel.token);
      return c.html(farcasterDonePage(false));
    }
    const username = form.username.toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{0,15}$/.test(username)) {
      throw new ApiError(400, 'A Farcaster username is 1 to 16 letters, digits or hyphens', 'invalid_data');
    }
    const profile = repo.farcaster.profileNamed(username, newCustodyKey);
    const signed = await signInWithFarcaster(profile, {
      domain: channel.domain,
      uri: channel.uri,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
    });
    repo.farcaster.complete(channel.token, profile.fid, signed.message, signed.signature);
    return c.html(farcasterDonePage(true));
  });

  return routes;
}
