export { CopyProvider, type CopyProviderProps, useCopy } from './CopyProvider';
export {
  type ErrorContext,
  type ErrorEntry,
  type ErrorGroup,
  type ErrorId,
  errorCatalogue,
  errorEntry,
  messageFor,
} from './errors';
export { ar } from './locales/ar';
export { type CopyDeck, type CopyKey, en, type PluralKey, type TranslationKey } from './locales/en';
export {
  type CopyParams,
  copyKeys,
  createTranslator,
  type Locale,
  type LocaleCode,
  locales,
  type Translate,
} from './translate';
