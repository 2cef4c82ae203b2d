import { defineDeck } from './define';

/** The signing review: messages, SIWE, typed data, transactions, and their results. */
export const signingCopy = defineDeck('Signing', {});
