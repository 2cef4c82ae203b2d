import type { Config } from 'tailwindcss';

/**
 * Tailwind reads Sigil's semantic tokens. Every colour is a CSS variable set by `src/styles/sigil.css`
 * (light and dark) or by `ThemeProvider` (custom accent, custom background), so a host app can brand the kit
 * by setting variables, with no rebuild.
 */
const token = (name: string) => `var(--sigil-${name})`;

export default {
  // The library's own sources; Storybook and the app add theirs with @source in their stylesheets.
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        background: token('background'),
        foreground: token('foreground'),
        surface: token('surface'),
        muted: { DEFAULT: token('muted'), foreground: token('muted-foreground') },
        border: token('border'),
        ring: token('ring'),
        accent: {
          DEFAULT: token('accent'),
          foreground: token('accent-foreground'),
          subtle: token('accent-subtle'),
          text: token('accent-text'),
        },
        error: { DEFAULT: token('error'), foreground: token('error-foreground'), subtle: token('error-subtle') },
        warning: {
          DEFAULT: token('warning'),
          foreground: token('warning-foreground'),
          subtle: token('warning-subtle'),
        },
        success: {
          DEFAULT: token('success'),
          foreground: token('success-foreground'),
          subtle: token('success-subtle'),
        },
        info: { DEFAULT: token('info'), subtle: token('info-subtle') },
        overlay: token('overlay'),
      },
      borderRadius: {
        sigil: token('radius'),
        'sigil-sm': `calc(${token('radius')} * 0.6)`,
        'sigil-lg': `calc(${token('radius')} * 1.5)`,
      },
      fontFamily: {
        sans: token('font'),
        mono: token('font-mono'),
      },
    },
  },
} satisfies Config;
