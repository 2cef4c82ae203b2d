import { type CSSProperties, createContext, type ReactNode, useContext, useMemo } from 'react';
import { cn } from '../lib/cn';
import {
  contrastRatio,
  ensureContrast,
  type Hex,
  INK,
  isHexColor,
  mix,
  parseHex,
  type Rgb,
  readableForeground,
  toHex,
  WHITE,
} from './color';

/** The provider's appearance vocabulary: `theme` is 'light', 'dark' or a background colour as '#hex'. */
export type ThemeName = 'light' | 'dark' | Hex;

export interface Appearance {
  theme?: ThemeName;
  /** Brand colour for primary actions, focus and selection. Its text colour is derived for contrast. */
  accentColor?: Hex;
  /** The app's logo: an image URL or any element. */
  logo?: string | ReactNode;
  /** The app's name, shown on landing screens and used as the logo's alternative text. */
  appName?: string;
}

export interface SigilTheme {
  /** Whether the resolved palette is light or dark (a custom background is classified by its luminance). */
  scheme: 'light' | 'dark';
  appName: string | undefined;
  logo: string | ReactNode | undefined;
  /** Spread on any element rendered outside the provider's tree (portals) so it is themed the same way. */
  rootProps: { className: string; style: CSSProperties; 'data-sigil-theme': string };
}

const DEFAULT_BACKGROUND: Record<'light' | 'dark', Rgb> = { light: WHITE, dark: { r: 11, g: 17, b: 32 } };

type TokenStyle = CSSProperties & Record<`--sigil-${string}`, string>;

/** Computes the CSS variables an appearance overrides. Pure, so it is unit-tested directly. */
export function themeTokens(appearance: Appearance): { scheme: 'light' | 'dark'; style: TokenStyle } {
  const style: TokenStyle = {};
  const custom = isHexColor(appearance.theme) ? parseHex(appearance.theme) : null;
  let scheme: 'light' | 'dark' = appearance.theme === 'dark' ? 'dark' : 'light';
  let background = DEFAULT_BACKGROUND[scheme];

  if (custom) {
    background = custom;
    // Below this luminance white text reads better than dark text: treat the palette as dark.
    scheme = contrastRatio(custom, WHITE) >= contrastRatio(custom, INK) ? 'dark' : 'light';
    const foreground = readableForeground(custom);
    style['--sigil-background'] = toHex(custom);
    style['--sigil-foreground'] = toHex(foreground);
    style['--sigil-surface'] = toHex(mix(custom, foreground, 0.04));
    style['--sigil-muted'] = toHex(mix(custom, foreground, 0.08));
    style['--sigil-border'] = toHex(ensureContrast(mix(custom, foreground, 0.25), custom, 1.6, foreground));
    style['--sigil-muted-foreground'] = toHex(ensureContrast(mix(custom, foreground, 0.55), custom, 4.5, foreground));
  }

  const accent = isHexColor(appearance.accentColor) ? parseHex(appearance.accentColor) : null;
  if (accent) {
    const onBackground = readableForeground(background);
    style['--sigil-accent'] = toHex(accent);
    style['--sigil-accent-foreground'] = toHex(readableForeground(accent));
    style['--sigil-accent-subtle'] = toHex(mix(background, accent, scheme === 'dark' ? 0.22 : 0.1));
    style['--sigil-accent-text'] = toHex(ensureContrast(accent, background, 4.5, onBackground));
    style['--sigil-ring'] = toHex(ensureContrast(accent, background, 3, onBackground));
  }
  return { scheme, style };
}

const ThemeContext = createContext<SigilTheme | null>(null);

/** The nearest ThemeProvider's theme; a light default outside any provider. */
export function useSigilTheme(): SigilTheme {
  return useContext(ThemeContext) ?? FALLBACK_THEME;
}

const FALLBACK_THEME: SigilTheme = {
  scheme: 'light',
  appName: undefined,
  logo: undefined,
  rootProps: { className: 'light', style: {}, 'data-sigil-theme': 'light' },
};

export interface ThemeProviderProps extends Appearance {
  children: ReactNode;
  className?: string;
}

/**
 * Themes everything inside it (and, through `rootProps`, the overlays it opens) from the provider's
 * appearance settings. Nest providers to theme part of a page differently.
 */
export function ThemeProvider({
  theme = 'light',
  accentColor,
  logo,
  appName,
  children,
  className,
}: ThemeProviderProps) {
  const value = useMemo<SigilTheme>(() => {
    const { scheme, style } = themeTokens({ theme, accentColor });
    return { scheme, appName, logo, rootProps: { className: scheme, style, 'data-sigil-theme': scheme } };
  }, [theme, accentColor, appName, logo]);
  return (
    <ThemeContext.Provider value={value}>
      <div {...value.rootProps} className={cn(value.rootProps.className, 'bg-background text-foreground', className)}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
