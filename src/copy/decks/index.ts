import type { accountCopy } from './account';
import type { chainsCopy } from './chains';
import type { connectionsCopy } from './connections';
import type { crossAppCopy } from './cross-app';
import type { FeatureDeck } from './define';
import type { farcasterSignerCopy } from './farcaster-signer';
import type { fundingCopy } from './funding';
import type { mfaCopy } from './mfa';
import type { mfaSetupCopy } from './mfa-setup';
import type { offlineAccessCopy } from './offline-access';
import type { shellCopy } from './shell';
import type { signInCopy } from './sign-in';
import type { signingCopy } from './signing';
import type { walletsCopy } from './wallets';

export { defineDeck, type FeatureDeck } from './define';

/**
 * Every feature deck's keys, for typing `t()` and overrides. Type-only imports: a deck's strings load with
 * the screens that use them, never with this list. Add a deck here when you add one under `decks/`.
 */
type Decks = readonly [
  typeof walletsCopy,
  typeof signingCopy,
  typeof signInCopy,
  typeof accountCopy,
  typeof mfaCopy,
  typeof mfaSetupCopy,
  typeof crossAppCopy,
  typeof offlineAccessCopy,
  typeof farcasterSignerCopy,
  typeof fundingCopy,
  typeof shellCopy,
  typeof connectionsCopy,
  typeof chainsCopy,
];

/** The keys of one feature deck. */
export type KeysOf<Deck> = Deck extends FeatureDeck<infer Strings> ? keyof Strings & string : never;

/** What `useCopy` and `createTranslator` take: one feature deck, or several (a screen showing two features' strings). */
export type DeckOrDecks = FeatureDeck | readonly FeatureDeck[];

/** The keys of a deck, or of every deck in a list. */
export type DeckKeys<Given> = Given extends readonly (infer Each)[] ? KeysOf<Each> : KeysOf<Given>;

/** The keys of all feature decks. */
export type FeatureKey = KeysOf<Decks[number]>;
