import type { FeatureDeck } from './define';
import type { signingCopy } from './signing';
import type { walletsCopy } from './wallets';

export { defineDeck, type FeatureDeck } from './define';

/**
 * Every feature deck's keys, for typing `t()` and overrides. Type-only imports: a deck's strings load with
 * the screens that use them, never with this list. Add a deck here when you add one under `decks/`.
 */
type Decks = readonly [typeof walletsCopy, typeof signingCopy];

type KeysOf<Deck> = Deck extends FeatureDeck<infer Strings> ? keyof Strings & string : never;

/** The keys of all feature decks. */
export type FeatureKey = KeysOf<Decks[number]>;
