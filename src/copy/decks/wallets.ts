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

  // — Exporting a wallet's private key —
  'wallets.export.action': 'Export private key',
  'wallets.export.title': 'Export private key',
  'wallets.export.warning.title': 'Anyone with this key controls your wallet',
  'wallets.export.warning.body':
    'Whoever holds it can move everything in this wallet, on every network. Never share it or paste it into a website. Nobody from this app will ever ask you for it.',
  'wallets.export.sealed':
    "The provider encrypts the key to a one-time key made in this browser, and it is opened only here: it reaches no server in readable form, this app's included.",
  'wallets.export.reveal': 'Reveal private key',
  'wallets.export.exporting': 'Exporting the private key',
  'wallets.export.key': 'Private key',
  'wallets.export.hidden': 'Hidden',
  'wallets.export.show': 'Show',
  'wallets.export.hide': 'Hide',
  'wallets.export.copy': 'Copy private key',
  'wallets.export.format.ethereum': 'Hexadecimal, as Ethereum wallets import it.',
  'wallets.export.format.solana': 'Base58 of the seed and public key (64 bytes), as Solana wallets import it.',
  'wallets.export.keep':
    'Keep it somewhere only you can reach, such as a password manager. This page forgets it when you close this window.',
  'wallets.export.done': 'Done',

  // — Signing with a wallet (the composer) —
  'wallets.use.title': 'Sign with a wallet',
  'wallets.use.subtitle': 'Write a request, review it, then approve or reject it.',
  'wallets.use.wallet': 'Wallet',
  'wallets.use.kind': 'Request',
  'wallets.use.kind.message': 'Message',
  'wallets.use.kind.typedData': 'Typed data',
  'wallets.use.kind.transaction': 'Transaction',
  'wallets.use.message': 'Message to sign',
  'wallets.use.typedData': 'Typed data (EIP-712, JSON)',
  'wallets.use.typedData.invalid': 'This is not valid JSON.',
  'wallets.use.to': 'Recipient address',
  'wallets.use.to.invalid': 'Enter an address: 0x followed by 40 hexadecimal characters.',
  'wallets.use.to.checksum':
    'This address does not match its checksum (its capital letters): check it for a mistyped character.',
  'wallets.use.amount': 'Amount ({symbol})',
  'wallets.use.amount.invalid': 'Enter an amount such as 0.01, with at most 18 decimals.',
  'wallets.use.network': 'The transaction is sent on {chain}.',
  'wallets.use.review': 'Review request',
  'wallets.use.walletOption': '{kind} {address}',

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
  // — A wallet on a phone, over WalletConnect's relay (spec 2) —
  'wallet.connectionLost': 'Connection lost',
  'wallet.confirmOnPhone': 'Confirm on phone',
  'wallet.cancelTransaction': 'Cancel transaction',
  'wallet.resetConnection': 'Reset connection',
});
