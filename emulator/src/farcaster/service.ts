import { randomUUID } from 'node:crypto';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import type { ProvenAccount } from '../http/sign-in';
import { httpOrigin, httpUrl, isAuthority } from '../security/urls';
import type { ChannelRow, FarcasterProfile } from '../store/farcaster';
import { newRefreshToken } from '../tokens';

/**
 * Farcaster sign-in as the provider's own modal does it ("Sign In With Farcaster" through a relay): the app
 * opens a channel, shows its connect URI as a QR code, and polls until the user's Farcaster app has signed
 * a SIWF message with the account's custody key. Offline, the emulator is that Farcaster app too: its
 * connect page approves the request as a local account whose custody key it holds, and signs for real.
 */

const custodyAddress = (profile: FarcasterProfile) => privateKeyToAccount(profile.custodyKey).address;

const newCustodyKey = () => generatePrivateKey();

/** The SIWF message (EIP-4361 with a `farcaster://fid/<fid>` resource) and its custody signature. */
async function signInWithFarcaster(
  profile: FarcasterProfile,
  { domain, uri, nonce, issuedAt }: { domain: string; uri: string; nonce: string; issuedAt: Date },
) {
  const account = privateKeyToAccount(profile.custodyKey);
  const message = createSiweMessage({
    domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt,
    resources: [`farcaster://fid/${profile.fid}`],
  });
  return { message, signature: await account.signMessage({ message }) };
}

/** A local avatar, as for OAuth identities: nothing reaches the network for it. */
function farcasterAvatar(username: string): string {
  const initial = (username.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#855dcd"/><text x="32" y="41" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** How long a relay channel waits for the Farcaster app. */
const FARCASTER_CHANNEL_MS = 10 * 60_000;

/** A live relay channel, or 401. */
export function liveChannel({ repo, now }: Emulator, token: string | undefined): ChannelRow {
  const row = token ? repo.farcaster.channel(token, now()) : undefined;
  if (!row) throw new ApiError(401, 'Unknown or expired Farcaster channel', 'invalid_credentials');
  return row;
}

/**
 * Checks a completed channel's SIWF message: the one the Farcaster app signed on this channel, with the
 * channel's nonce, for this fid, signed by the fid's custody key. The channel is used up.
 */
export async function verifyFarcaster(
  emulator: Emulator,
  input: {
    channel_token: string;
    message: string;
    signature: string;
    fid: number;
  },
): Promise<ProvenAccount> {
  const { repo, now } = emulator;
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

/**
 * Opens a relay channel for the page asking (its origin; a script without one stands for http://localhost), with
 * the domain and URI the SIWF message will name; answers the channel token.
 */
export function openChannel(
  { repo, now }: Emulator,
  origin: string | undefined,
  input: { relying_party?: string | null | undefined; redirect_url?: string | null | undefined },
): string {
  // Parsed without throwing.
  const page = origin === undefined ? 'http://localhost' : httpOrigin(origin);
  if (!page) throw new ApiError(400, 'The Origin header is not an http(s) origin', 'invalid_data');
  const domain = input.relying_party ?? new URL(page).host;
  if (!isAuthority(domain)) throw new ApiError(400, 'relying_party must be a host name', 'invalid_data');
  const uri = input.redirect_url === undefined ? page : httpUrl(input.redirect_url)?.toString();
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
  return token;
}

/** What the modal's polling reads: `pending`, or `completed` with the signed message and the profile. */
export function channelStatus(emulator: Emulator, token: string | undefined) {
  const channel = liveChannel(emulator, token);
  const profile = channel.fid === null ? undefined : emulator.repo.farcaster.profile(channel.fid);
  if (!profile || !channel.message || !channel.signature) {
    return { state: 'pending' as const, nonce: channel.nonce };
  }
  return {
    state: 'completed' as const,
    nonce: channel.nonce,
    message: channel.message,
    signature: channel.signature,
    fid: profile.fid,
    username: profile.username,
    display_name: profile.username,
    bio: '',
    pfp_url: farcasterAvatar(profile.username),
  };
}

/**
 * The emulated Farcaster app's answer on a channel: declined (the channel closes), or approved as the local
 * account `username` (made on first use), whose custody key signs the SIWF message. Answers whether it approved.
 */
export async function answerChannel(
  emulator: Emulator,
  form: { channel: string; decision: string; username: string },
): Promise<boolean> {
  const { repo, now } = emulator;
  const channel = liveChannel(emulator, form.channel);
  if (form.decision !== 'approve') {
    repo.farcaster.close(channel.token);
    return false;
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
  return true;
}
