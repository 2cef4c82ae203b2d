import { defineDeck } from './define';

/** Funding a wallet with money through a fiat on-ramp (spec section 1: signed on-ramp URLs). */
export const fundingCopy = defineDeck('Funding', {});
