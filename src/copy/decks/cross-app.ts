import { defineDeck } from './define';

/**
 * Cross-app accounts: signing in with, linking and signing through another provider app (spec sections 1, 2, 8).
 * The status screen's words are the provider's own ("Connecting to {app}", "Please check the pop-up from {app} to
 * continue", "Successfully connected with {app}", "You're good to go!"); "Authentication failed" and the three
 * cross-app request messages are the base deck's catalogue entries.
 */
export const crossAppCopy = defineDeck('Cross-app accounts', {
  'crossApp.connecting': 'Connecting to {app}',
  'crossApp.connectingDescription': 'Please check the pop-up from {app} to continue',
  'crossApp.connected': 'Successfully connected with {app}',
  'crossApp.connectedDescription': 'You’re good to go!',
  'crossApp.failedDescription': 'Connecting with {app} did not finish.',
  'crossApp.failed.issue': 'There was an issue connecting your {app} account. Please try again.',
  'crossApp.choose.loginTitle': 'Continue with another app',
  'crossApp.choose.linkTitle': 'Connect an account from another app',
  'crossApp.choose.subtitle': 'Use the account you already have in an app connected to this one.',
  'crossApp.apps.label': 'Connected apps',
  'crossApp.apps.loading': 'Loading connected apps',
  'crossApp.apps.empty': 'No other app is connected to this one.',
  'crossApp.continueWith': 'Continue with {app}',
  'crossApp.linkWith': 'Connect your {app} account',
  'crossApp.readOnly': 'Read-only',
  'crossApp.readOnlyDescription': 'Shares the account; cannot sign for you',
  'crossApp.accounts.title': 'Accounts from other apps',
  'crossApp.accounts.subtitle': 'Accounts you connected from other apps, and the wallets they hold.',
  'crossApp.accounts.listLabel': 'Connected accounts from other apps',
  'crossApp.accounts.empty': 'No account from another app is connected yet.',
  'crossApp.account.name': 'Account from {app}',
  'crossApp.account.wallets': 'Wallets from {app}',
  'crossApp.account.noWallet': 'No wallet from {app}',
  'crossApp.account.sign': 'Sign a message',
  'crossApp.account.signLabel': 'Sign a message with the {app} wallet',
  'crossApp.account.unlink': 'Disconnect',
  'crossApp.account.unlinkLabel': 'Disconnect the account from {app}',
  'crossApp.request.waiting': 'Waiting for {app}',
  'crossApp.request.waitingDescription': 'Approve the request in the pop-up from {app} to continue.',
  'crossApp.request.message': 'Message to sign',
  'crossApp.request.wallet': 'Wallet',
  'crossApp.request.signed': 'Message signed',
  'crossApp.request.signedDescription': '{app} signed the message with your wallet.',
  'crossApp.request.signedMessage': 'Signed message',
  'crossApp.request.signature': 'Signature',
  'crossApp.request.copySignature': 'Copy signature',
  'crossApp.request.failed': 'The request to {app} did not go through',
  'crossApp.request.defaultMessage': 'I am signing this message with my {app} wallet.',
  'crossApp.done': 'Done',
});
