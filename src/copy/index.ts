export { CopyProvider, type CopyProviderProps, type RichTranslate, useCopy } from './CopyProvider';
export { defineDeck, type FeatureDeck, type FeatureKey } from './decks';
export {
  type ErrorCode,
  type ErrorContext,
  type ErrorEntry,
  type ErrorGroup,
  type ErrorId,
  errorCatalogue,
  errorCodes,
  errorEntry,
  FALLBACK_ERROR_ID,
  messageFor,
  SigilError,
} from './errors';
export { ar, arabic } from './locales/ar';
export {
  type BaseKey,
  type CopyDeck,
  type CopyKey,
  en,
  english,
  type Locale,
  type PluralKey,
  type TranslationKey,
} from './locales/en';
export { type CopyParams, copyKeys, createTranslator, type Translate } from './translate';
