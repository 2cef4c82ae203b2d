import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { CopyDeck } from './locales/en';
import { createTranslator, type Locale, locales, type Translate } from './translate';

interface CopyContextValue {
  t: Translate;
  locale: Locale;
}

const defaultValue: CopyContextValue = { t: createTranslator(), locale: locales.en };
const CopyContext = createContext<CopyContextValue>(defaultValue);

export interface CopyProviderProps {
  /** A built-in locale code or a full Locale object of your own. */
  locale?: keyof typeof locales | Locale;
  /** Per-app wording overrides, applied on top of the locale. */
  overrides?: CopyDeck;
  children: ReactNode;
}

/** Supplies the locale, overrides and writing direction to every Sigil component inside it. */
export function CopyProvider({ locale = 'en', overrides, children }: CopyProviderProps) {
  const resolved = typeof locale === 'string' ? locales[locale] : locale;
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
