import { randomUUID } from 'node:crypto';
import { type Emulator, seconds } from '../context';
import { ApiError } from '../http/request';
import { mfaMethodsJson } from '../mfa/service';
import type { AccountRow } from '../store/accounts';
import { walletAccountJson } from '../wallets/service';

export type SignUpMode = 'login-or-sign-up' | 'no-signup' | undefined;

/** A user in the provider's User shape: linked accounts in linking order. */
export function userJson({ repo }: Emulator, userId: string) {
  const user = repo.users.find(userId);
  if (!user) throw new ApiError(404, 'User not found', 'user_does_not_exist');
  return {
    id: user.id,
    created_at: user.created_at,
    // Linked accounts in linking order: sign-in accounts and embedded wallets merged by when each was linked.
    linked_accounts: [
      ...repo.accounts.linkedTo(userId).map(accountJson),
      ...repo.wallets.ofUser(userId).map(walletAccountJson),
    ].sort((a, b) => (a.first_verified_at as number) - (b.first_verified_at as number)),
    // The methods the user verifies with: what makes the SDK prompt before a wallet action.
    mfa_methods: mfaMethodsJson({ repo }, userId),
    has_accepted_terms: Boolean(user.has_accepted_terms),
    is_guest: Boolean(user.is_guest),
  };
}

function accountJson(row: AccountRow) {
  const times = {
    verified_at: row.verified_at,
    first_verified_at: row.first_verified_at,
    latest_verified_at: row.latest_verified_at,
  };
  switch (row.type) {
    case 'email':
      return { type: 'email', address: row.subject, ...times };
    case 'phone':
      return { type: 'phone', phoneNumber: row.subject, number: row.subject, ...times };
    default:
      return { type: row.type, ...JSON.parse(row.data), ...times };
  }
}

/** Finds the user owning an account, or creates user + account (sign-up) unless the mode forbids it. */
export function findOrCreateUser(
  { config, repo, now }: Emulator,
  type: string,
  subject: string,
  mode: SignUpMode,
  { data = {}, guest = false }: { data?: Record<string, unknown>; guest?: boolean } = {},
) {
  const at = seconds(now());
  const signUp =
    mode === 'no-signup'
      ? null
      : {
          id: `did:privy:${randomUUID().replaceAll('-', '').slice(0, 25)}`,
          at,
          hasAcceptedTerms: !config.requireTerms,
          guest,
          account: { type, subject, data },
        };
  const found = repo.users.signInOrUp(type, subject, at, signUp);
  if (!found) throw new ApiError(404, 'User does not exist', 'user_does_not_exist');
  return found;
}

/** The most passkeys a user may link (the provider's limit), and the message the SDK shows for a 6th. */
const MAX_PASSKEYS = 5;

/**
 * How many accounts of a type a user may hold, and the refusal past it (`cannot_link_more_of_type`): the product's
 * limits ("Passkeys: at most 5; other account types: at most 1 each"), external wallets included, though the live
 * provider lets a user link several (its docs, "Linking & handling multiple wallets"): the product promises the
 * stricter rule.
 */
function linkLimit(type: string): { max: number; message: string } {
  if (type === 'passkey') return { max: MAX_PASSKEYS, message: 'Cannot link more passkeys to account.' };
  return { max: 1, message: 'You cannot authorize more than one account for this user.' };
}

const linkedToAnother = () =>
  new ApiError(400, 'This account has already been linked to another user.', 'linked_to_another_user');

/**
 * Links an account to a user: at most 5 passkeys, 1 account of each other type (one external
 * wallet); never another user's account. Linking one the user already has is a no-op.
 */
export function linkAccount(
  { repo, now }: Emulator,
  userId: string,
  type: string,
  subject: string,
  data: Record<string, unknown> = {},
) {
  const owner = repo.accounts.ownerOf(type, subject);
  if (owner && owner !== userId) throw linkedToAnother();
  if (owner) return;
  const limit = linkLimit(type);
  if (repo.accounts.countOfType(userId, type) >= limit.max) {
    throw new ApiError(400, limit.message, 'cannot_link_more_of_type');
  }
  repo.accounts.add(userId, type, subject, data, seconds(now()));
}

/** Unlinks an account, never the last login method nor a passkey enrolled in MFA. */
export function unlinkAccount({ repo }: Emulator, userId: string, type: string, subject: string) {
  const row = repo.accounts.find(userId, type, subject);
  if (!row) throw new ApiError(404, 'No such linked account', 'invalid_data');
  if (type === 'passkey' && (JSON.parse(row.data) as { enrolled_in_mfa?: boolean }).enrolled_in_mfa) {
    throw new ApiError(400, 'Cannot unlink a passkey enrolled in MFA', 'invalid_data');
  }
  if (repo.accounts.countLinked(userId) <= 1)
    throw new ApiError(400, 'Cannot unlink the only login method of a user', 'invalid_data');
  repo.accounts.remove(userId, type, subject);
}

/**
 * Checks an e-mail or phone update before its code is spent: the old address is one of the user's, the new one is
 * another address and nobody else's. The caller then checks the code sent to the new one and calls `updateAccount`.
 */
export function checkUpdate({ repo }: Emulator, userId: string, type: 'email' | 'phone', from: string, to: string) {
  if (!repo.accounts.find(userId, type, from)) {
    throw new ApiError(
      400,
      type === 'email'
        ? 'This e-mail address is not linked to this user.'
        : 'This phone number is not linked to this user.',
      'invalid_data',
    );
  }
  if (from === to) {
    throw new ApiError(
      400,
      type === 'email' ? 'The new e-mail address is the current one.' : 'The new phone number is the current one.',
      'invalid_data',
    );
  }
  const owner = repo.accounts.ownerOf(type, to);
  if (owner && owner !== userId) throw linkedToAnother();
}

/** Replaces a linked e-mail address or phone number with a new one (proven by a code sent to the new one). */
export function updateAccount(emulator: Emulator, userId: string, type: 'email' | 'phone', from: string, to: string) {
  checkUpdate(emulator, userId, type, from, to);
  emulator.repo.accounts.changeSubject(userId, type, from, to, seconds(emulator.now()));
}

/** Records that the user accepted the app's terms (`useAcceptTerms`); accepting again changes nothing. */
export function acceptTerms({ repo }: Emulator, userId: string) {
  if (!repo.users.find(userId)) throw new ApiError(404, 'User not found', 'user_does_not_exist');
  repo.users.acceptTerms(userId);
}
