import {
  FarcasterAuthenticateInput,
  FarcasterInitInput,
  FarcasterLinkInput,
  FarcasterUnlinkInput,
} from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { proofRoutes, unlinkRoute } from '../http/sign-in';
import { boundedForm } from '../security/limits';
import { farcasterConnectPage, farcasterDonePage } from './pages';
import { answerChannel, channelStatus, liveChannel, openChannel, verifyFarcaster } from './service';

/**
 * The Farcaster app's page the connect URI opens (a development page, mounted at `/_emulator/farcaster`):
 * approve (or decline) the sign-in as a local account.
 */
export function farcasterConnectRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.get('/connect', (c) => {
    const channel = liveChannel(emulator, c.req.query('channel'));
    return c.html(farcasterConnectPage(config, channel.token, channel.domain));
  });

  routes.post('/connect', async (c) => {
    const form = await boundedForm(c, ['channel', 'decision', 'username']);
    return c.html(farcasterDonePage(await answerChannel(emulator, form)));
  });

  return routes;
}

/**
 * Farcaster as the provider's modal does it (mounted at `/api/v1/farcaster`): a relay channel, its connect URI,
 * status polling, and a SIWF message signed by the account's custody key.
 */
export function farcasterRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.post('/init', guard.app, guard.method('farcaster'), async (c) => {
    const input = await body(c, FarcasterInitInput);
    const token = openChannel(emulator, c.req.header('origin'), input);
    const connect = new URL('/_emulator/farcaster/connect', c.req.url);
    connect.searchParams.set('channel', token);
    return c.json({ channel_token: token, connect_uri: connect.toString() });
  });

  routes.get('/status', guard.app, (c) => c.json(channelStatus(emulator, c.req.header('farcaster-channel-token'))));

  proofRoutes(
    routes,
    emulator,
    { type: 'farcaster', method: 'farcaster' },
    { authenticate: FarcasterAuthenticateInput, link: FarcasterLinkInput },
    (input) => verifyFarcaster(emulator, input),
  );
  unlinkRoute(routes, emulator, FarcasterUnlinkInput, ({ fid }) => ['farcaster', String(fid)]);

  return routes;
}
