import { defineDeck } from './define';

/** A Farcaster signer for the user's account: request, approval, signing (spec sections 2, 4, 8). */
export const farcasterSignerCopy = defineDeck('Farcaster signer', {
  'signer.add.title': 'Add a signer to {app}',
});
