import { defineDeck } from './define';

/** A chain as the chain-name part (`ChainName`) shows it: the mark for a test network, a chain outside the ten. */
export const chainsCopy = defineDeck('Chains', {
  'chain.testnet': 'Testnet',
  'chain.unknown': 'Chain {id}',
});
