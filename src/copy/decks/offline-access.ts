import { defineDeck } from './define';

/** Delegated (offline) access to a wallet: consent and revocation (spec sections 2 and 6). */
export const offlineAccessCopy = defineDeck('Offline access', {
  'delegation.enable.title': 'Enable offline access',
  'delegation.revoke.title': 'Revoke offline access to wallet',
});
