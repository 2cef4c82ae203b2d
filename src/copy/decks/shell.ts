import { defineDeck } from './define';

/**
 * The composed app's signed-in shell: each page's title, the user button and its menu, and the toasts that say an action is done.
 * Its own deck so these strings load with the signed-in shell's chunk, not with the sign-in screen.
 */
export const shellCopy = defineDeck('Shell', {
  'shell.pageTitle': '{page} · {app}',
  'shell.user.guest': 'Guest',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',
  'toast.walletCreated': 'Wallet created',
  'toast.accountLinked': 'Account connected',
  'toast.accountUnlinked': 'Account disconnected',
});
