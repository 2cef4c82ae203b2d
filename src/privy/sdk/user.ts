import type { LinkedAccountWithMetadata, User } from '@privy-io/react-auth';
import { shortenAddress } from '../../primitives';
import type { AppUser, LinkedAccountView } from '../port';

/** The part of a label every account has, by SDK account type: what the user recognises it by. */
function describe(account: LinkedAccountWithMetadata): Pick<LinkedAccountView, 'method' | 'label'> {
  switch (account.type) {
    case 'email':
      return { method: 'email', label: account.address };
    case 'phone':
      return { method: 'sms', label: account.number };
    case 'wallet':
    case 'smart_wallet':
      return { method: 'wallet', label: shortenAddress(account.address) };
    case 'passkey':
      return { method: 'passkey', label: account.authenticatorName ?? account.createdWithDevice ?? null };
    case 'google_oauth':
      return { method: 'google', label: account.email };
    case 'apple_oauth':
      return { method: 'apple', label: account.email };
    case 'github_oauth':
      return { method: 'github', label: account.username ?? account.email ?? null };
    case 'twitter_oauth':
      return { method: 'twitter', label: account.username ? `@${account.username}` : (account.name ?? null) };
    case 'discord_oauth':
      return { method: 'discord', label: account.username ?? account.email ?? null };
    case 'spotify_oauth':
      return { method: 'spotify', label: account.email ?? account.name ?? null };
    case 'instagram_oauth':
      return { method: 'instagram', label: account.username ?? null };
    case 'tiktok_oauth':
      return { method: 'tiktok', label: account.username ?? account.name ?? null };
    case 'line_oauth':
      return { method: 'line', label: account.email ?? account.name ?? null };
    case 'twitch_oauth':
      return { method: 'twitch', label: account.username ?? null };
    case 'linkedin_oauth':
      return { method: 'linkedin', label: account.email ?? account.name ?? null };
    case 'farcaster':
      return { method: 'farcaster', label: account.username ? `@${account.username}` : `fid ${account.fid}` };
    case 'telegram':
      return { method: 'telegram', label: account.username ? `@${account.username}` : account.telegramUserId };
    case 'custom_auth':
      return { method: 'custom', label: account.customUserId };
    case 'cross_app':
      return { method: 'cross_app', label: account.providerApp.name ?? null };
    default:
      // Custom OAuth providers (`custom:<name>`).
      return { method: account.type, label: account.username ?? account.email ?? account.name ?? null };
  }
}

/** The SDK's user as the home page shows them: a display name, and each linked account with its label. */
export function toAppUser(user: User): AppUser {
  const accounts = user.linkedAccounts.map(
    (account): LinkedAccountView => ({
      type: account.type,
      ...describe(account),
      verifiedAt: account.firstVerifiedAt,
      ...(account.type === 'wallet'
        ? { chainType: account.chainType, embedded: account.walletClientType === 'privy' }
        : {}),
    }),
  );
  const identifying =
    accounts.find((a) => a.type === 'email') ?? accounts.find((a) => a.type === 'phone') ?? accounts[0];
  return {
    id: user.id,
    createdAt: user.createdAt,
    isGuest: user.isGuest,
    displayName: identifying?.label ?? null,
    accounts,
  };
}
