import { defineDeck } from './define';

/** Cross-app accounts: signing in with, linking and signing through another provider app (spec sections 1, 2, 8). */
export const crossAppCopy = defineDeck('Cross-app accounts', {
  'crossApp.connecting': 'Connecting to {app}',
  'crossApp.connected': 'Successfully connected with {app}',
});
