import { defineDeck } from './define';

/** Connections to other apps: cross-app connect, offline access (delegation), a social network's signer (spec section 2). */
export const connectionsCopy = defineDeck('Connections', {
  'crossApp.connecting': 'Connecting to {app}',
  'crossApp.connected': 'Successfully connected with {app}',
  'delegation.enable.title': 'Enable offline access',
  'delegation.revoke.title': 'Revoke offline access to wallet',
  'signer.add.title': 'Add a signer to {app}',
});
