import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type CopyDeck, english, type Locale } from './locales/en';
import { createTranslator, type Translate } from './translate';

interface CopyContextValue {
  t: Translate;
  locale: Locale;
}

const defaultValue: CopyContextValue = { t: createTranslator(), locale: english };
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
  const value = useMemo(() => ({ t: createTranslator(resolved, overrides), locale: resolved }), [resolved, overrides]);
  return (
    <CopyContext.Provider value={value}>
      <div dir={resolved.dir} lang={resolved.code} className="contents">
        {children}
      </div>
    </CopyContext.Provider>
  );
}

/** `const { t, locale } = useCopy()`: the translator of the nearest CopyProvider (English outside any). */
export function useCopy(): CopyContextValue {
  return useContext(CopyContext);
}
