import { useMemo } from 'react';
import type { AccountUser } from '../ports';
import { profileFromAccounts } from '../screens/account/profile';
import type { AppUser } from './port';
import { useSigilPrivy } from './session';

/** Who the signed-in user is, as every part of the app shows them. */
export interface UserProfile {
  /** A name from a linked account (GitHub, Google …), else their e-mail, phone, username or short address. */
  name: string | null;
  /** Their e-mail address, if they have one. */
  email: string | null;
  /** A picture from a linked account (https only), if one gives it. */
  avatarUrl: string | null;
}

/**
 * The user's name, e-mail and picture: the name and picture their linked accounts give (`profileFromAccounts`, as
 * the account centre reads them), else the short name the session has (`displayName`). `accountUser` is null while
 * the account is still being read.
 */
export function userProfile(
  user: Pick<AppUser, 'displayName' | 'accounts'>,
  accountUser: Pick<AccountUser, 'email' | 'linkedAccounts'> | null,
): UserProfile {
  const profile = profileFromAccounts(accountUser?.linkedAccounts ?? []);
  return {
    name: profile.name ?? user.displayName,
    email: accountUser?.email?.address ?? user.accounts.find((account) => account.type === 'email')?.label ?? null,
    avatarUrl: profile.avatarUrl,
  };
}

/**
 * The signed-in user's `userProfile`, so the header's user button, Home and the Account page always agree; null
 * signed out.
 */
export function useUserProfile(): UserProfile | null {
  const { port } = useSigilPrivy();
  const user = port?.user ?? null;
  const accountUser = port?.account.user ?? null;
  return useMemo(() => (user ? userProfile(user, accountUser) : null), [user, accountUser]);
}
