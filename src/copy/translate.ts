import type { DeckKeys, DeckOrDecks, FeatureDeck } from './decks';
import { type BaseKey, type CopyDeck, en, english, type Locale } from './locales/en';

export type CopyParams = Record<string, string | number>;

/** The keys a translator takes for a set of keys: each key, and each plural family's base (`countdown.seconds`). */
export type WithPlurals<Keys extends string> = Keys | (Keys extends `${infer Base}_${'one' | 'other'}` ? Base : never);

/**
 * A translator that finds `Keys`: the base deck's (`useCopy()`, `createTranslator(locale)`), plus a feature
 * deck's when it was given one (`useCopy(signInCopy)`). A key it would not find does not type-check, so a
 * screen that forgot its deck fails to compile instead of showing the key.
 */
export type Translate<Keys extends string = BaseKey> = (key: WithPlurals<Keys>, params?: CopyParams) => string;

/** The translator `useCopy(decks)` / `createTranslator(locale, overrides, decks)` returns. */
export type TranslateWith<Decks extends DeckOrDecks> = Translate<BaseKey | DeckKeys<Decks>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Builds a `t(key, params)` for a locale plus per-app overrides. Lookup order: overrides, locale, English,
 * then the English of the feature deck(s) the caller brings (`useCopy(deck)`, `useCopy([deckA, deckB])`).
 * Plurals: when `params.count` is a number and `${key}_one`/`_other` exist, Intl.PluralRules picks one.
 * A missing placeholder value is left visible (`{name}`) rather than printing "undefined".
 */
export function createTranslator<Decks extends DeckOrDecks = never>(
  locale: Locale = english,
  overrides: CopyDeck = {},
  decks?: Decks,
): TranslateWith<Decks> {
  const plural = new Intl.PluralRules(locale.code);
  const featureDecks: readonly FeatureDeck[] = decks === undefined ? [] : 'en' in decks ? [decks] : decks;
  const sources: readonly Record<string, string | undefined>[] = [
    overrides,
    locale.strings,
    en,
    ...featureDecks.map((deck) => deck.en),
  ];
  const lookup = (key: string): string | undefined => {
    for (const source of sources) {
      const found = source[key];
      if (found !== undefined) return found;
    }
    return undefined;
  };

  return (key: string, params?: CopyParams) => {
    let template: string | undefined;
    if (typeof params?.count === 'number') {
      template = lookup(`${key}_${plural.select(params.count)}`) ?? lookup(`${key}_other`);
    }
    template ??= lookup(key) ?? key;
    if (!params) return template;
    return template.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? new Intl.NumberFormat(locale.code).format(value) : value;
    });
  };
}

/** Every key of the base deck (feature decks list their own: `Object.keys(deck.en)`). */
export const copyKeys = Object.keys(en) as BaseKey[];
