import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import type { FeatureDeck } from './decks';
import { type CopyDeck, english, type Locale, type TranslationKey } from './locales/en';
import { createTranslator, type Translate } from './translate';

/**
 * Like `t`, but placeholders may be elements: `rich('landing.terms', { terms: <a href="/terms">…</a> })`.
 * The sentence stays whole in the catalogue, so translators can move the links; nothing is concatenated.
 */
export type RichTranslate = (key: TranslationKey, parts: Record<string, ReactNode>) => ReactNode;

interface CopyContextValue {
  t: Translate;
  rich: RichTranslate;
  locale: Locale;
  /** The app's overrides, kept so a feature deck's translator applies them too. */
  overrides: CopyDeck | undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function createRich(t: Translate): RichTranslate {
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

function contextFor(locale: Locale, overrides?: CopyDeck, deck?: FeatureDeck): CopyContextValue {
  const t = createTranslator(locale, overrides, deck);
  return { t, rich: createRich(t), locale, overrides };
}

const defaultValue: CopyContextValue = contextFor(english);
const CopyContext = createContext<CopyContextValue>(defaultValue);

export interface CopyProviderProps {
  /** The locale: `english` (default), `arabic`, or a Locale object of your own. */
  locale?: Locale;
  /** Per-app wording overrides, applied on top of the locale. */
  overrides?: CopyDeck;
  children: ReactNode;
}

/** Supplies the locale, overrides and writing direction to every Sigil component inside it. */
export function CopyProvider({ locale: resolved = english, overrides, children }: CopyProviderProps) {
  const value = useMemo(() => contextFor(resolved, overrides), [resolved, overrides]);
  return (
    <CopyContext.Provider value={value}>
      <div dir={resolved.dir} lang={resolved.code} className="contents">
        {children}
      </div>
    </CopyContext.Provider>
  );
}

/**
 * `const { t, locale } = useCopy()`: the translator of the nearest CopyProvider (English outside any).
 * A feature's screens pass their deck, `useCopy(walletsCopy)`, so its strings come with them.
 */
export function useCopy(deck?: FeatureDeck): CopyContextValue {
  const context = useContext(CopyContext);
  return useMemo(() => (deck ? contextFor(context.locale, context.overrides, deck) : context), [context, deck]);
}
