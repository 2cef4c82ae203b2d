/** Theme tokens and the provider's appearance vocabulary (`theme`, `accentColor`, `logo`, `appName`). */
export {
  contrastRatio,
  isHexColor,
  parseHex,
  readableForeground,
  toHex,
} from './color';
export {
  type Appearance,
  type SigilTheme,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeTokens,
  useSigilTheme,
} from './ThemeProvider';
