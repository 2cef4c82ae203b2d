import { type CSSProperties, createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import {
  contrastRatio,
  ensureContrast,
  type Hex,
  INK,
  isHexColor,
  luminance,
  mix,
  parseHex,
  type Rgb,
  readableForeground,
  toHex,
  WHITE,
} from './color';

/**
 * The provider's appearance vocabulary: `theme` is 'light', 'dark' or a background colour as '#hex'; and
 * 'system', which follows the device's setting (`prefers-color-scheme`) and changes with it.
 */
export type ThemeName = 'light' | 'dark' | 'system' | Hex;

export interface Appearance {
  theme?: ThemeName | undefined;
  /** Brand colour for primary actions, focus and selection. Its text colour is derived for contrast. */
  accentColor?: Hex | undefined;
  /** The app's logo: an image URL or any element. */
  logo?: string | ReactNode | undefined;
  /** The app's name, shown on landing screens and used as the logo's alternative text. */
  appName?: string | undefined;
}

export interface SigilTheme {
  /** Whether the resolved palette is light or dark (a custom background is classified by its luminance). */
  scheme: 'light' | 'dark';
  appName: string | undefined;
  logo: string | ReactNode | undefined;
  /**
   * Spread on any element rendered outside the provider's tree (portals) so it is themed the same way: the
   * `data-sigil-theme` attribute makes it a Sigil root (the scoped reset and the palette apply inside it), `style`
   * carries the appearance's own colours.
   */
  rootProps: { style: CSSProperties; 'data-sigil-theme': 'light' | 'dark' };
}

/**
 * The surfaces text can sit on in the built-in palettes (mirrors src/styles/sigil.css; a unit test keeps the
 * two equal). Derived text colours must be readable on all of them.
 */
export const BUILT_IN_SURFACES: Record<'light' | 'dark', { background: Hex; surface: Hex; muted: Hex }> = {
  light: { background: '#ffffff', surface: '#f8fafc', muted: '#f1f5f9' },
  dark: { background: '#0b1120', surface: '#111827', muted: '#1e293b' },
};

/**
 * A surface a step away from the background: towards the text colour (the usual, a lighter card on dark),
 * unless that would drop the text below AA; then away from it (a darker card on a mid-tone background).
 */
function subtleSurface(background: Rgb, foreground: Rgb, weight: number): Rgb {
  const towards = mix(background, foreground, weight);
  if (contrastRatio(towards, foreground) >= 4.5) return towards;
  const away = luminance(foreground) > 0.5 ? { r: 0, g: 0, b: 0 } : WHITE;
  return mix(background, away, weight);
}

/** Moves `color` towards `towards` until it reaches `minRatio` on every one of `surfaces`. */
function readableOnAll(color: Rgb, surfaces: Rgb[], minRatio: number, towards: Rgb): Rgb {
  let result = color;
  // Moving towards the readable foreground only raises contrast with same-polarity surfaces, so one pass
  // per surface suffices; the final check guards the rare case where it does not.
  for (const surface of surfaces) result = ensureContrast(result, surface, minRatio, towards);
  return surfaces.every((surface) => contrastRatio(result, surface) >= minRatio) ? result : towards;
}

type TokenStyle = CSSProperties & Record<`--_sigil-${string}`, string>;

/**
 * Computes the CSS variables an appearance overrides. Pure, so it is unit-tested directly: it reads no device
 * setting, so 'system' is light here (ThemeProvider resolves 'system' to the device's scheme first).
 */
export function themeTokens(appearance: Appearance): { scheme: 'light' | 'dark'; style: TokenStyle } {
  const style: TokenStyle = {};
  const custom = isHexColor(appearance.theme) ? parseHex(appearance.theme) : null;
  let scheme: 'light' | 'dark' = appearance.theme === 'dark' ? 'dark' : 'light';
  const builtIn = BUILT_IN_SURFACES[scheme];
  let surfaces = [builtIn.background, builtIn.surface, builtIn.muted].map((hex) => parseHex(hex) as Rgb);
  let background = surfaces[0] as Rgb;

  if (custom) {
    background = custom;
    // Below this luminance white text reads better than dark text: treat the palette as dark.
    scheme = contrastRatio(custom, WHITE) >= contrastRatio(custom, INK) ? 'dark' : 'light';
    const foreground = readableForeground(custom);
    const surface = subtleSurface(custom, foreground, 0.04);
    const muted = subtleSurface(custom, foreground, 0.08);
    surfaces = [custom, surface, muted];
    style['--_sigil-background'] = toHex(custom);
    style['--_sigil-foreground'] = toHex(readableOnAll(foreground, surfaces, 4.5, foreground));
    style['--_sigil-surface'] = toHex(surface);
    style['--_sigil-muted'] = toHex(muted);
    style['--_sigil-border'] = toHex(ensureContrast(mix(custom, foreground, 0.25), custom, 1.6, foreground));
    style['--_sigil-muted-foreground'] = toHex(readableOnAll(mix(custom, foreground, 0.55), surfaces, 4.5, foreground));
  }

  const accent = isHexColor(appearance.accentColor) ? parseHex(appearance.accentColor) : null;
  if (accent) {
    const onBackground = readableForeground(background);
    style['--_sigil-accent'] = toHex(accent);
    style['--_sigil-accent-foreground'] = toHex(readableForeground(accent));
    style['--_sigil-accent-subtle'] = toHex(mix(background, accent, scheme === 'dark' ? 0.22 : 0.1));
    style['--_sigil-accent-text'] = toHex(readableOnAll(accent, surfaces, 4.5, onBackground));
    style['--_sigil-ring'] = toHex(readableOnAll(accent, surfaces, 3, onBackground));
  }
  return { scheme, style };
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const darkQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DARK_QUERY) : null);
const followSystem = (onChange: () => void) => {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const ignoreSystem = () => () => undefined;

/** The device's colour scheme while `follow` is on (light otherwise, and on a server, which cannot know it). */
function useSystemScheme(follow: boolean): 'light' | 'dark' {
  const dark = useSyncExternalStore(
    follow ? followSystem : ignoreSystem,
    () => follow && darkQuery()?.matches === true,
    () => false,
  );
  return dark ? 'dark' : 'light';
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
  rootProps: { style: {}, 'data-sigil-theme': 'light' },
};

export interface ThemeProviderProps extends Appearance {
  children: ReactNode;
  className?: string | undefined;
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
  const system = useSystemScheme(theme === 'system');
  const value = useMemo<SigilTheme>(() => {
    const { scheme, style } = themeTokens({ theme: theme === 'system' ? system : theme, accentColor });
    return { scheme, appName, logo, rootProps: { style, 'data-sigil-theme': scheme } };
  }, [theme, system, accentColor, appName, logo]);
  return (
    <ThemeContext.Provider value={value}>
      <div {...value.rootProps} className={cn('sg:bg-background sg:text-foreground', className)}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
