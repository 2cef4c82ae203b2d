import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, parseHex, readableForeground, toHex, WHITE } from './color';
import { BUILT_IN_SURFACES, themeTokens } from './ThemeProvider';

const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
});
const hex = rgb.map(toHex);

describe('colour arithmetic', () => {
  it('computes WCAG contrast of known pairs', () => {
    expect(contrastRatio(WHITE, { r: 0, g: 0, b: 0 })).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio(parseHex('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
  });

  it('parses 3- and 6-digit hex and rejects anything else without throwing', () => {
    expect(parseHex('#fff')).toEqual(WHITE);
    expect(parseHex('#4F46E5')).toEqual({ r: 79, g: 70, b: 229 });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseHex(s);
        expect(parsed === null || isHexColor(`#${s.trim().replace(/^#/, '')}`)).toBe(true);
      }),
    );
  });

  it('round-trips hex', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        expect(parseHex(toHex(c))).toEqual(c);
      }),
    );
  });

  it('derives a foreground readable on any accent (WCAG AA, 4.5:1)', () => {
    fc.assert(
      fc.property(rgb, (accent) => {
        expect(contrastRatio(accent, readableForeground(accent))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('themeTokens', () => {
  it('leaves the stylesheet defaults alone for plain light and dark', () => {
    expect(themeTokens({ theme: 'light' })).toEqual({ scheme: 'light', style: {} });
    expect(themeTokens({ theme: 'dark' })).toEqual({ scheme: 'dark', style: {} });
  });

  it('classifies a custom background by luminance and keeps every text pair at AA', () => {
    fc.assert(
      fc.property(hex, hex, (background, accent) => {
        const { scheme, style } = themeTokens({
          theme: background as `#${string}`,
          accentColor: accent as `#${string}`,
        });
        const bg = parseHex(style['--_sigil-background']!)!;
        const pairs: [string, string][] = [['--_sigil-accent-foreground', '--_sigil-accent']];
        for (const text of ['--_sigil-foreground', '--_sigil-muted-foreground', '--_sigil-accent-text']) {
          for (const surface of ['--_sigil-background', '--_sigil-surface', '--_sigil-muted'])
            pairs.push([text, surface]);
        }
        for (const [fg, on] of pairs) {
          expect(
            contrastRatio(
              parseHex(style[fg as keyof typeof style] as string)!,
              parseHex(style[on as keyof typeof style] as string)!,
            ),
          ).toBeGreaterThanOrEqual(4.5);
        }
        expect(scheme).toBe(contrastRatio(bg, WHITE) >= contrastRatio(bg, parseHex('#0b1120')!) ? 'dark' : 'light');
      }),
      { numRuns: 500 },
    );
  });

  it('keeps an accent readable as text on every built-in surface, light and dark', () => {
    fc.assert(
      fc.property(hex, fc.constantFrom('light' as const, 'dark' as const), (accent, theme) => {
        const { style } = themeTokens({ theme, accentColor: accent as `#${string}` });
        const text = parseHex(style['--_sigil-accent-text']!)!;
        for (const surface of Object.values(BUILT_IN_SURFACES[theme])) {
          expect(contrastRatio(text, parseHex(surface)!)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('ignores malformed colours instead of emitting invalid CSS', () => {
    expect(themeTokens({ theme: '#zzzzzz' as `#${string}`, accentColor: 'red' as `#${string}` })).toEqual({
      scheme: 'light',
      style: {},
    });
  });
});
