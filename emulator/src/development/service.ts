import { SUPPORTED_CHAINS } from '../chain/settings';
import type { Emulator } from '../context';
import { pendingSignerRequests } from '../farcaster-signer/service';
import { ApiError } from '../http/request';
import type { OutboxRow } from '../store/outbox';
import { mintCustomToken } from '../tokens';
import { userJson } from '../users/service';

/** How many messages and users the inbox lists (the newest). */
const LISTED = 200;

const message = (m: OutboxRow) => ({
  channel: m.channel,
  to: m.destination,
  code: m.code,
  sentAt: new Date(m.sent_at).toISOString(),
});

/** The inbox: every code sent, every user, Farcaster sign-ins and signer requests waiting. */
export function inbox(emulator: Emulator) {
  const { repo, now } = emulator;
  return {
    messages: repo.outbox.newest(LISTED).map(message),
    users: repo.users.newest(LISTED).map((id) => userJson(emulator, id)),
    farcaster: repo.farcaster.waiting(now()).map((f) => ({
      domain: f.domain,
      connectUri: `/_emulator/farcaster/connect?channel=${encodeURIComponent(f.token)}`,
    })),
    farcasterSigners: pendingSignerRequests(emulator),
  };
}

/** One recipient's messages, newest first (cheap, for tests and scripts). */
export const messagesTo = ({ repo }: Emulator, to: string) => ({ messages: repo.outbox.newestTo(to, 20).map(message) });

/** What each Ethereum wallet's "Fund" button sends when a local chain runs (the faucet: chain/routes.ts). */
export function faucetButton({ config, chain }: Emulator) {
  if (!chain) return null;
  return {
    amount: config.chain.faucet.defaultAmount,
    symbol: SUPPORTED_CHAINS.find((c) => c.id === chain.chainId)?.symbol ?? 'ETH',
  };
}

/** Mints a custom-auth token for a subject, as the app's own auth server would (demos and tests). */
export async function customToken({ config, tokens, now }: Emulator, raw: { sub?: unknown } | null) {
  const sub = typeof raw?.sub === 'string' && raw.sub.length > 0 && raw.sub.length <= 200 ? raw.sub : null;
  if (!sub) throw new ApiError(400, 'Body must be { "sub": "<user id in your app>" }', 'invalid_data');
  return { token: await mintCustomToken(tokens, config.customJwtIssuer, sub, now()) };
}
