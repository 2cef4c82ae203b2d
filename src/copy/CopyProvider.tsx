import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import type { DeckKeys, DeckOrDecks } from './decks';
import { type BaseKey, type CopyDeck, english, type Locale } from './locales/en';
import { createTranslator, type Translate, type WithPlurals } from './translate';

/**
 * Like `t`, but placeholders may be elements: `rich('landing.terms', { terms: <a href="/terms">…</a> })`.
 * The sentence stays whole in the catalogue, so translators can move the links; nothing is concatenated.
 */
export type RichTranslate<Keys extends string = BaseKey> = (
  key: WithPlurals<Keys>,
  parts: Record<string, ReactNode>,
) => ReactNode;

/** What `useCopy` gives: translators that find the base deck's keys, and the given feature decks' (`Keys`). */
export interface CopyContextValue<Keys extends string = BaseKey> {
  t: Translate<Keys>;
  rich: RichTranslate<Keys>;
  locale: Locale;
  /** The app's overrides, kept so a feature deck's translator applies them too. */
  overrides: CopyDeck | undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function createRich<Keys extends string>(t: Translate<Keys>): RichTranslate<Keys> {
  return (key, parts) => {
    // Translate with the placeholders left in, then swap each one for its element.
    const template = t(key);
    const out: ReactNode[] = [];
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      const [whole, name = ''] = match;
      out.push(template.slice(last, match.index));
      out.push(<Fragment key={`${name}-${match.index}`}>{name in parts ? parts[name] : whole}</Fragment>);
      last = (match.index ?? 0) + whole.length;
    }
    out.push(template.slice(last));
    return out;
  };
}

function contextFor<Decks extends DeckOrDecks = never>(
  locale: Locale,
  overrides?: CopyDeck,
  decks?: Decks,
): CopyContextValue<BaseKey | DeckKeys<Decks>> {
  const t = createTranslator(locale, overrides, decks);
  return { t, rich: createRich(t), locale, overrides };
}

const defaultValue: CopyContextValue = contextFor(english);
const CopyContext = createContext<CopyContextValue>(defaultValue);

export interface CopyProviderProps {
  /** The locale: `english` (default), `arabic`, or a Locale object of your own. */
  locale?: Locale | undefined;
  /** Per-app wording overrides, applied on top of the locale. */
  overrides?: CopyDeck | undefined;
  children: ReactNode;
}

/** Supplies the locale, overrides and writing direction to every Sigil component inside it. */
export function CopyProvider({ locale: resolved = english, overrides, children }: CopyProviderProps) {
  const value = useMemo(() => contextFor(resolved, overrides), [resolved, overrides]);
  return (
    <CopyContext.Provider value={value}>
      <div dir={resolved.dir} lang={resolved.code} className="sg:contents">
        {children}
      </div>
    </CopyContext.Provider>
  );
}

/**
 * `const { t, locale } = useCopy()`: the translator of the nearest CopyProvider (English outside any), for
 * the base deck's keys. A feature's screens pass their deck, `useCopy(signInCopy)`, so its strings come with
 * them, and `t` then takes that deck's keys too; a screen showing two features' strings passes both, as a
 * module-level constant (`const decks = [accountCopy, signInCopy] as const`). Without its deck a feature
 * key does not type-check (at run time it would show the key itself).
 */
export function useCopy(): CopyContextValue;
export function useCopy<Decks extends DeckOrDecks>(decks: Decks): CopyContextValue<BaseKey | DeckKeys<Decks>>;
export function useCopy(decks?: DeckOrDecks): CopyContextValue<string> {
  const context = useContext(CopyContext);
  return useMemo(
    () => (decks ? contextFor(context.locale, context.overrides, decks) : (context as CopyContextValue<string>)),
    [context, decks],
  );
}
