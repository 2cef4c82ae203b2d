import { defineDeck } from './define';

/** The signed-in home: greeting, member since, the linked accounts, logging out. */
export const accountCopy = defineDeck('Account', {
  'home.greeting': 'Welcome',
  'home.greetingNamed': 'Welcome, {name}',
  'home.guestName': 'Guest',
  'home.memberSince': 'Member since {date}',
  'home.linkedAccounts': 'Linked accounts',
  'home.linkedAccountsCount_one': '{count} linked account',
  'home.linkedAccountsCount_other': '{count} linked accounts',
  'home.linkedOn': 'Linked {date}',
  'home.loggingOut': 'Logging out',
  'home.account.wallet': 'Wallet',
  'home.account.custom': 'Account in this app',
  'home.account.crossApp': 'Account from another app',
});
