import { defineDeck } from './define';

/** Wallets: cards, the list, the chain switcher, smart-wallet configuration, wallet overlays. */
export const walletsCopy = defineDeck('Wallets', {});
