import type { FeatureDeck } from './decks';
import { type BaseKey, type CopyDeck, en, english, type Locale, type TranslationKey } from './locales/en';

export type CopyParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: CopyParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Builds a `t(key, params)` for a locale plus per-app overrides. Lookup order: overrides, locale, English,
 * then the English of the feature deck the caller brings (`useCopy(deck)`).
 * Plurals: when `params.count` is a number and `${key}_one`/`_other` exist, Intl.PluralRules picks one.
 * A missing placeholder value is left visible (`{name}`) rather than printing "undefined".
 */
export function createTranslator(locale: Locale = english, overrides: CopyDeck = {}, deck?: FeatureDeck): Translate {
  const plural = new Intl.PluralRules(locale.code);
  const lookup = (key: string): string | undefined =>
    (overrides as Record<string, string>)[key] ??
    (locale.strings as Record<string, string>)[key] ??
    (en as Record<string, string>)[key] ??
    (deck?.en as Record<string, string> | undefined)?.[key];

  return (key, params) => {
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
