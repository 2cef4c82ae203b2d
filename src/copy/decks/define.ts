/**
 * A feature deck: the English strings of one feature (wallets, signing, multi-factor …) kept apart from the
 * base deck, so they travel with the feature's screens (their own chunk) instead of every first screen, and
 * so features are written side by side without sharing one file. Screens of the feature read it with
 * `useCopy(deck)`; a locale may translate its keys like any other (`Locale.strings`), and an app may override
 * them (`CopyProvider`'s `overrides`).
 */
export interface FeatureDeck<Strings extends Record<string, string> = Record<string, string>> {
  /** The feature's name, shown by the catalogue's copy-deck page. */
  readonly name: string;
  readonly en: Strings;
}

export function defineDeck<const Strings extends Record<string, string>>(
  name: string,
  en: Strings,
): FeatureDeck<Strings> {
  return { name, en };
}
