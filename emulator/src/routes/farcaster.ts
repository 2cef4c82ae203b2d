import { randomUUID } from 'node:crypto';
import {
  FarcasterAuthenticateInput,
  FarcasterInitInput,
  FarcasterLinkInput,
  FarcasterUnlinkInput,
} from '@privy-io/public-api';
import { Hono } from 'hono';
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { Emulator } from '../context';
import { custodyAddress, farcasterAvatar } from '../farcaster';
import { ApiError, body, requireApp } from '../http';
import { requireMethod } from '../security/methods';
import { httpOrigin, httpUrl, isAuthority } from '../security/urls';
import type { ChannelRow } from '../store/farcaster';
import { newRefreshToken } from '../tokens';
import { type ProvenAccount, proofRoutes, unlinkRoute } from './shared';

/** How long a relay channel waits for the Farcaster app. */
const FARCASTER_CHANNEL_MS = 10 * 60_000;

/** A live relay channel, or 401. */
export function liveChannel({ repo, now }: Emulator, token: string | undefined): ChannelRow {
  const row = token ? repo.farcaster.channel(token, now()) : undefined;
  if (!row) throw new ApiError(401, 'Unknown or expired Farcaster channel', 'invalid_credentials');
  return row;
}

/**
 * Farcaster as the provider's modal does it: a relay channel, its connect URI, status polling, and a SIWF
 * message signed by the account's custody key. (The emulated Farcaster app's pages are development routes.)
 */
export function farcasterRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  /**
   * Checks a completed channel's SIWF message: the one the Farcaster app signed on this channel, with the
   * channel's nonce, for this fid, signed by the fid's custody key. The channel is used up.
   */
  async function verifyFarcaster(input: {
    channel_token: string;
    message: string;
    signature: string;
    fid: number;
  }): Promise<ProvenAccount> {
    const channel = liveChannel(emulator, input.channel_token);
    const profile = repo.farcaster.profile(input.fid);
    const parsed = parseSiweMessage(input.message);
    const valid =
      profile &&
      channel.fid === input.fid &&
      channel.message === input.message &&
      parsed.nonce === channel.nonce &&
      parsed.resources?.includes(`farcaster://fid/${input.fid}`) &&
      parsed.address === custodyAddress(profile) &&
      (await verifyMessage({
        address: custodyAddress(profile),
        message: input.message,
        signature: input.signature as `0x${string}`,
      }).catch(() => false));
    if (!valid || !profile || !repo.farcaster.take(channel.token, now()))
      throw new ApiError(401, 'Invalid Farcaster signature', 'invalid_credentials');
    return {
      subject: String(profile.fid),
      data: {
        fid: profile.fid,
        owner_address: custodyAddress(profile),
        username: profile.username,
        display_name: profile.username,
        profile_picture: farcasterAvatar(profile.username),
        profile_picture_url: farcasterAvatar(profile.username),
      },
    };
  }

  routes.post('/api/v1/farcaster/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'farcaster');
    const input = await body(c, FarcasterInitInput);
    // The page asking (its Origin; a script without one stands for http://localhost), parsed without throwing.
    const header = c.req.header('origin');
    const origin = header === undefined ? 'http://localhost' : httpOrigin(header);
    if (!origin) throw new ApiError(400, 'The Origin header is not an http(s) origin', 'invalid_data');
    const domain = input.relying_party ?? new URL(origin).host;
    if (!isAuthority(domain)) throw new ApiError(400, 'relying_party must be a host name', 'invalid_data');
    const uri = input.redirect_url === undefined ? origin : httpUrl(input.redirect_url)?.toString();
    if (!uri) throw new ApiError(400, 'redirect_url must be an http(s) URL', 'invalid_data');
    const token = randomUUID();
    repo.farcaster.openChannel({
      token,
      nonce: newRefreshToken()
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 16),
      domain,
      uri,
      expiresAt: now() + FARCASTER_CHANNEL_MS,
    });
    const connect = new URL('/_emulator/farcaster/connect', c.req.url);
    connect.searchParams.set('channel', token);
    return c.json({ channel_token: token, connect_uri: connect.toString() });
  });

  routes.get('/api/v1/farcaster/status', (c) => {
    requireApp(c, config);
    const channel = liveChannel(emulator, c.req.header('farcaster-channel-token'));
    const profile = channel.fid === null ? undefined : repo.farcaster.profile(channel.fid);
    if (!profile || !channel.message || !channel.signature) {
      return c.json({ state: 'pending' as const, nonce: channel.nonce });
    }
    return c.json({
      state: 'completed' as const,
      nonce: channel.nonce,
      message: channel.message,
      signature: channel.signature,
      fid: profile.fid,
      username: profile.username,
      display_name: profile.username,
      bio: '',
      pfp_url: farcasterAvatar(profile.username),
    });
  });

  proofRoutes(
    routes,
    emulator,
    { prefix: '/api/v1/farcaster', type: 'farcaster', method: 'farcaster' },
    { authenticate: FarcasterAuthenticateInput, link: FarcasterLinkInput },
    verifyFarcaster,
  );
  unlinkRoute(routes, emulator, '/api/v1/farcaster/unlink', FarcasterUnlinkInput, ({ fid }) => [
    'farcaster',
    String(fid),
  ]);

  return routes;
}
