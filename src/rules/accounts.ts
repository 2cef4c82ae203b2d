import type { LinkedAccount, LinkedAccountType } from '../model/accounts';
import { isEmbeddedWallet } from '../model/wallets';
import { fail, ok, type RuleResult } from './result';
import { canLinkAccount } from './validation';

/**
 * Which linked accounts can be unlinked and which kinds can still be linked (spec 1, 5, 6 and 9), from the
 * user's `linkedAccounts` alone. Pure: the account overview shows the answers, the server enforces the same.
 */

/**
 * Whether an account lets the user log in by itself (a "way in"): an e-mail, a phone, a passkey, a wallet that
 * signs in (an external wallet: sign-in with Ethereum or Solana), any OAuth account (built-in or custom
 * provider), Farcaster, Telegram, the app's own accounts (custom token) and another app's account (cross-app).
 * Not a way in: the embedded wallet (created for the user, it follows their log-in) and smart wallets.
 */
export function isWayIn(account: LinkedAccount): boolean {
  switch (account.type) {
    case 'smart_wallet':
      return false;
    case 'wallet':
      return !isEmbeddedWallet(account);
    default:
      return true;
  }
}

/** The embedded wallet and smart wallets belong to the account itself: they are never unlinked. */
const isOwnedWallet = (account: LinkedAccount): boolean =>
  account.type === 'smart_wallet' || (account.type === 'wallet' && isEmbeddedWallet(account));

/**
 * Whether `account` can be unlinked from a user holding `accounts` (it among them), and why not:
 * - a passkey enrolled in MFA: "Cannot unlink a passkey enrolled in MFA" (spec 6, 8);
 * - the last way in: the user could no longer log in;
 * - the embedded wallet or a smart wallet: created for this account, it stays with it.
 */
export function canUnlinkAccount(accounts: readonly LinkedAccount[], account: LinkedAccount): RuleResult<true> {
  if (isOwnedWallet(account)) return fail('validation.unlink.ownWallet');
  if (account.type === 'passkey' && account.enrolledInMfa) return fail('error.passkey.enrolledInMfa');
  if (isWayIn(account) && !accounts.some((other) => other !== account && isWayIn(other)))
    return fail('error.unlink.lastWayIn');
  return ok(true);
}

/** The kinds an app can offer to link: every linked-account type but the ones created for the user. */
export type LinkableType = Exclude<LinkedAccountType, 'smart_wallet'>;

/**
 * Whether one more account of `type` can be linked: at most 5 passkeys ("Cannot link more passkeys to
 * account."), at most 1 of every other type ("You cannot authorize more than one account for this user.").
 * For wallets only those that sign in count: the embedded wallet is not a linked sign-in.
 */
export function canLinkType(accounts: readonly LinkedAccount[], type: LinkableType): RuleResult<true> {
  return canLinkAccount(
    accounts.filter((account) => account.type !== 'wallet' || isWayIn(account)),
    type,
  );
}

/** Each offered type with whether it can still be linked, in the order given. */
export function linkOptions(
  accounts: readonly LinkedAccount[],
  offered: readonly LinkableType[],
): { type: LinkableType; result: RuleResult<true> }[] {
  return offered.map((type) => ({ type, result: canLinkType(accounts, type) }));
}
