import { defineDeck } from './define';

/** Wallets: cards, the list, the chain switcher, smart-wallet configuration, wallet overlays. */
export const walletsCopy = defineDeck('Wallets', {
  // — The list —
  'wallets.title': 'Your wallets',
  'wallets.count_one': '{count} wallet',
  'wallets.count_other': '{count} wallets',
  'wallets.loading': 'Loading your wallets',
  'wallets.empty': 'You have no wallets yet. Create one to hold assets and sign with this app.',
  'wallets.create.title': 'Create a wallet',
  'wallets.create.ethereum': 'Create Ethereum wallet',
  'wallets.create.solana': 'Create Solana wallet',
  'wallets.create.creating': 'Creating wallet',

  // — A wallet card —
  'wallets.kind.embedded': 'Embedded wallet',
  'wallets.kind.imported': 'Imported wallet',
  'wallets.kind.external': 'External wallet',
  'wallets.card.label': '{kind} {address}',
  'wallets.field.client': 'Wallet app',
  'wallets.field.connector': 'Connection',
  'wallets.field.chainType': 'Chain type',
  'wallets.field.index': 'Wallet index',
  'wallets.field.recovery': 'Recovery',
  'wallets.field.connectedAt': 'Connected',
  'wallets.field.balance': 'Balance',
  'wallets.client.embedded': 'Embedded',
  'wallets.connector.injected': 'Browser extension',
  'wallets.connector.base_account': 'Base Account',
  'wallets.connector.wallet_connect_v2': 'WalletConnect v2',
  'wallets.connector.coinbase_wallet': 'Coinbase Wallet',
  'wallets.connector.embedded': 'Embedded',
  'wallets.connector.embedded_imported': 'Embedded, imported key',
  'wallets.connector.solana_adapter': 'Solana wallet adapter',
  'wallets.connector.none': 'None',
  'wallets.chainType.ethereum': 'Ethereum',
  'wallets.chainType.solana': 'Solana',
  'wallets.recovery.privy': 'Kept by the provider',
  'wallets.recovery.privy-v2': 'Kept by the provider',
  'wallets.recovery.user-passcode': 'Your passcode',
  'wallets.recovery.google-drive': 'Google Drive backup',
  'wallets.recovery.icloud': 'iCloud backup',
  'wallets.recovery.recovery-encryption-key': 'Recovery key',
  'wallets.delegated': 'Offline access granted',
  'wallets.balance.amount': '{amount} {symbol}',
  'wallets.balance.usd': '≈ {value}',
  'wallets.balance.loading': 'Loading balance',
  'wallets.balance.unavailable': 'Unavailable',

  // — Chain switcher —
  'wallets.chain.label': 'Network',
  'wallets.chain.testnet': 'Testnet',
  'wallets.chain.unsupported': 'Unsupported network ({chainId})',
  'wallets.chain.none': 'Choose a network',
  'wallets.chain.switching': 'Switching to {chain}',

  // — Smart-wallet configuration —
  'wallets.smart.title': 'Smart wallets',
  'wallets.smart.disabled': 'Smart wallets are turned off for this app.',
  'wallets.smart.type': 'Type',
  'wallets.smart.version': 'Version',
  'wallets.smart.networks': 'Networks',
  'wallets.smart.noNetworks': 'No network is configured.',
  'wallets.smart.chainId': 'Chain ID',
  'wallets.smart.bundler': 'Bundler URL',
  'wallets.smart.paymaster': 'Paymaster URL',
  'wallets.smart.policy': 'Paymaster policy ID',
  'wallets.smart.unknownChain': 'Chain {chainId}',

  // — Overlays —
  'wallets.overlay.connectionLostDescription':
    'Nothing has been heard from {wallet} for a while. Make sure it is open on your phone, or reset the connection.',
  'wallets.overlay.confirmDescription': 'Open {wallet} on your phone and confirm the request there.',
  'wallets.redirect.title': 'Opening {wallet}',
  'wallets.redirect.description': 'Continue in {wallet}. You will come back here when you are done.',
  'wallets.redirect.manual': 'Nothing happened?',
  'wallets.redirect.open': 'Open {wallet}',
  'wallets.popup.description':
    'Your browser stopped the {wallet} window from opening. Allow pop-ups for this site if asked.',
  'wallets.connectFailed.description': 'Make sure {wallet} is unlocked, then try again or choose another wallet.',
});
