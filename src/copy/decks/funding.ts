import { defineDeck } from './define';

/**
 * Funding a wallet with money through a fiat on-ramp (spec section 1: signed on-ramp URLs). The waiting, success
 * and failure wording follows the provider's own funding screens (the SDK's MoonPay and Coinbase status screens).
 */
export const fundingCopy = defineDeck('Funding', {
  // — The amount —
  'funding.amount.title': 'Add funds',
  'funding.amount.subtitle': 'Buy {symbol} with a card and send it to this wallet.',
  'funding.amount.presets': 'Suggested amounts',
  'funding.amount.label': 'Amount in US dollars',
  'funding.amount.estimate': '≈ {amount} {symbol}',
  'funding.amount.estimateLoading': 'Getting the {symbol} price',
  'funding.amount.estimateUnavailable': 'The {symbol} price is not available right now; the on-ramp shows it.',
  'funding.amount.empty': 'Enter an amount.',
  'funding.amount.invalid': 'Enter an amount in dollars, like 25 or 25.50.',
  'funding.amount.tooSmall': 'The smallest amount is {min}.',
  'funding.amount.tooLarge': 'The largest amount is {max}.',
  'funding.wallet': 'To {address}',

  // — The on-ramp —
  'funding.onramp.title': 'Choose an on-ramp',
  'funding.onramp.subtitle': 'Pay {amount} with a card. The on-ramp opens in a new window.',
  'funding.onramp.list': 'On-ramps',
  'funding.onramp.loading': 'Loading on-ramps',
  'funding.onramp.description': 'Card, bank transfer or Apple Pay',
  'funding.onramp.opening': 'Opening {provider}',
  'funding.onramp.unsupported': '{provider} does not sell crypto on {chain}.',
  'funding.onramp.none': 'No on-ramp sells crypto on {chain}. Send funds to this wallet from another wallet instead.',
  'funding.onramp.changeAmount': 'Change amount',
  'funding.provider.moonpay': 'MoonPay',
  'funding.provider.coinbase': 'Coinbase',

  // — Waiting for the purchase —
  'funding.waiting.opening': 'Opening {provider}',
  'funding.waiting.title': 'In progress',
  'funding.waiting.body': 'Go back to {provider} to finish funding your account.',
  'funding.waiting.checking': 'Checking your purchase',
  'funding.waiting.closed': 'The {provider} window was closed. Checking your purchase once more.',
  'funding.waiting.onTheWay':
    'If you’ve completed your purchase in {provider}, your funds are on the way and may take a few minutes to appear.',

  // — The outcome —
  'funding.success.title': 'You’ve funded your account!',
  'funding.success.body': 'It may take a few minutes for the assets to appear.',
  'funding.success.details': 'Purchase',
  'funding.success.amount': 'Amount',
  'funding.success.provider': 'Paid with',
  'funding.success.balance': 'New balance',
  'funding.success.balanceLoading': 'Reading the new balance',
  'funding.success.balanceUnavailable': 'Unavailable',
  'funding.success.transaction': 'Transaction',
  'funding.success.transactionPending': 'Not reported yet',
  'funding.success.copyTransaction': 'Copy transaction hash',
  'funding.done': 'Done',
  'funding.failed.title': 'Could not add funds',
  'funding.failed.declined':
    'Something went wrong adding funds from {provider}. Please try again or use another method to fund your wallet.',
  'funding.failed.statusUnavailable':
    'We could not check your purchase with {provider}. If you paid, your funds may still arrive.',
  'funding.failed.insecureUrl': '{provider} gave an address that is not secure (https), so it was not opened.',
  'funding.cancelled.title': 'Purchase cancelled',
  'funding.cancelled.body': 'The {provider} window was closed before the purchase was finished.',
  'funding.chooseAnother': 'Choose another on-ramp',
});
