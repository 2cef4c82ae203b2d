import type { LinkedAccount, LinkedAccountType } from '../../model';

/** A person's name and picture as their linked accounts give them, and which account gave each. */
export interface LinkedProfile {
  /** A full or display name ("Ada Lovelace"), never an e-mail or a handle; null when no account gives one. */
  name: string | null;
  /** The type of the account the name came from (`github_oauth`, `farcaster` …); null without a name. */
  nameFrom: LinkedAccountType | null;
  /** A picture URL (https, or an inline `data:image/`); null when no account gives one. */
  avatarUrl: string | null;
}

/**
 * Only pictures served over https (or inline images): a `javascript:` or plain-http URL from a provider is not shown.
 */
const safeUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  if (/^data:image\//i.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The name and picture one account carries, if any. */
function fromAccount(account: LinkedAccount): { name: string | null; avatarUrl: string | null } {
  switch (account.type) {
    case 'telegram':
      return {
        name: clean([account.firstName, account.lastName].filter(Boolean).join(' ')),
        avatarUrl: safeUrl(account.photoUrl),
      };
    case 'farcaster':
      return { name: clean(account.displayName), avatarUrl: safeUrl(account.pfp) };
    case 'email':
    case 'phone':
    case 'passkey':
    case 'wallet':
    case 'smart_wallet':
    case 'cross_app':
    case 'custom_auth':
      return { name: null, avatarUrl: null };
    default:
      // Google, GitHub, Twitter, Discord … and the app's custom OAuth providers.
      return { name: clean(account.name), avatarUrl: safeUrl(account.profilePictureUrl) };
  }
}

/**
 * The person's name and picture from their linked accounts (Google, GitHub, Twitter, Discord, Farcaster, Telegram
 * and the others the provider describes with a name or picture): the first account, in the order they are linked,
 * that gives each. E-mail addresses, numbers and handles are not names: a user with none of these has no name here.
 */
export function profileFromAccounts(accounts: readonly LinkedAccount[]): LinkedProfile {
  let name: string | null = null;
  let nameFrom: LinkedAccountType | null = null;
  let avatarUrl: string | null = null;
  for (const account of accounts) {
    const found = fromAccount(account);
    if (!name && found.name) {
      name = found.name;
      nameFrom = account.type;
    }
    avatarUrl ??= found.avatarUrl;
  }
  return { name, nameFrom, avatarUrl };
}
