import { defineDeck } from './define';

/**
 * The Connections page: its sections (other apps, offline access, the Farcaster signer, adding funds) and the choice
 * of the wallet to fund. Its own deck so these strings load with that page, not with the sign-in screen.
 */
export const connectionsCopy = defineDeck('Connections', {
  'connections.sections': 'Connections',
  'connections.apps': 'Other apps',
  'connections.offlineAccess': 'Offline access',
  'connections.farcasterSigner': 'Farcaster signer',
  'connections.funding': 'Add funds',
  'connections.funding.choose': 'Choose the wallet to add funds to',
  'connections.funding.none': 'You have no Ethereum wallet to add funds to yet.',
  'connections.funding.wallet': 'Add funds to {address}',
});
