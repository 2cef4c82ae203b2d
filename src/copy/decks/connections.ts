import { defineDeck } from './define';

/**
 * The Connections page: its title, and its sections (accounts from other apps, offline access, the Farcaster
 * signer) as a list of tabs, each with a line saying what it is for. Its own deck so these strings load with that
 * page, not with the sign-in screen. Adding funds is a wallet's action (the Wallets page's cards), not a section here.
 */
export const connectionsCopy = defineDeck('Connections', {
  'connections.title': 'Connections',
  'connections.subtitle': 'Other apps you use with {app}, and what {app} may do for you while you are away.',
  'connections.sections': 'Kinds of connection',
  'connections.apps': 'Other apps',
  'connections.apps.description': 'Accounts you have in apps connected to this one',
  'connections.offlineAccess': 'Offline access',
  'connections.offlineAccess.description': 'Let {app} use a wallet while you are away',
  'connections.farcasterSigner': 'Farcaster signer',
  'connections.farcasterSigner.description': 'Let {app} post to Farcaster for you',
});
