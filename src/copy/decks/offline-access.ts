import { defineDeck } from './define';

/** Delegated (offline) access to a wallet: consent and revocation (spec sections 2 and 6). */
export const offlineAccessCopy = defineDeck('Offline access', {
  // — Consent (spec 2: "Enable offline access" with Accept / Not now) —
  'delegation.enable.title': 'Enable offline access',
  'delegation.enable.body':
    "By accepting, {app} can use this wallet for you even when you're not around. You can revoke this at any time.",
  'delegation.enable.may': 'While you are away, {app} may:',
  'delegation.enable.maySign': 'sign messages with this wallet',
  'delegation.enable.mayTransact': 'sign and send transactions from this wallet',
  'delegation.enable.only': 'Only this wallet: your other wallets stay as they are.',
  'delegation.enable.granting': 'Enabling',
  'delegation.enable.done.title': 'Offline access enabled',
  'delegation.enable.done.body': '{app} can now use this wallet while you are away.',

  // — Revocation (spec 2: "Revoke offline access to wallet" with Confirm / Deny) —
  'delegation.revoke.title': 'Revoke offline access to wallet',
  'delegation.revoke.body': '{app} will no longer be able to use this wallet when you are not online.',
  'delegation.revoke.onDevice':
    'Wallets kept on this device are revoked together: every one of them loses offline access.',
  'delegation.revoke.alsoAffected_one': 'This also revokes {count} other wallet:',
  'delegation.revoke.alsoAffected_other': 'This also revokes {count} other wallets:',
  'delegation.revoke.revoking': 'Revoking',
  'delegation.revoke.done.title': 'Offline access revoked',
  'delegation.revoke.done.body': '{app} can no longer use this wallet while you are away.',
  'delegation.revoke.done.bodyOnDevice': '{app} can no longer use the wallets on this device while you are away.',

  // — The wallet shown in both dialogs and in the list —
  'delegation.wallet.label': '{chain} wallet',
  'delegation.wallet.ethereum': 'Ethereum',
  'delegation.wallet.solana': 'Solana',
  'delegation.custody.on-device': 'Kept on this device',
  'delegation.custody.server': "Kept on the provider's secure server",

  // — The section listing the user's wallets —
  'delegation.section.title': 'Offline access',
  'delegation.section.body':
    'Let {app} use a wallet for you while you are away, for example to run a scheduled payment. It needs your consent for each wallet, and you can revoke it at any time.',
  'delegation.section.wallets': 'Your embedded wallets',
  'delegation.section.loading': 'Loading your wallets',
  'delegation.section.empty': 'You have no embedded wallets yet.',
  'delegation.status.granted': 'Offline access granted',
  'delegation.status.off': 'No offline access',
  'delegation.status.unavailable': 'Unavailable',
  'delegation.unavailable.noServerSigner':
    "{app} has no server signer set up, so wallets kept on the provider's server cannot be delegated.",
  'delegation.action.enable': 'Enable',
  'delegation.action.enableFor': 'Enable offline access for {wallet}',
  'delegation.action.revoke': 'Revoke',
  'delegation.action.revokeFor': 'Revoke offline access to {wallet}',
  'delegation.action.done': 'Done',
});
