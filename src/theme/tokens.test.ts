import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './color';
import { BUILT_IN_SURFACES } from './ThemeProvider';

/** The stylesheet's own palettes must meet WCAG AA for every text pair the components use. */
const css = readFileSync(new URL('../styles/sigil.css', import.meta.url), 'utf8');

function palette(selector: string): Record<string, string> {
  const start = css.indexOf(`:where(${selector}) {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--_sigil-([\w-]+): var\(--sigil-[\w-]+, (#[0-9a-f]{3,6})\);/gi)].map((m) => [m[1], m[2]]),
  );
}

const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['foreground', 'surface'],
  ['foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['accent-text', 'background'],
  ['error-foreground', 'error'],
  ['error', 'background'],
  ['error', 'error-subtle'],
  ['warning', 'warning-subtle'],
  ['success', 'success-subtle'],
  ['info', 'info-subtle'],
  ['foreground', 'accent-subtle'],
] as const;

describe.each([
  ['light', '[data-sigil-theme]'],
  ['dark', '[data-sigil-theme="dark"]'],
])('%s palette', (_name, selector) => {
  const colors = palette(selector);
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(colors[fg], `--sigil-${fg}`).toBeDefined();
    expect(colors[bg], `--sigil-${bg}`).toBeDefined();
    expect(contrastRatio(parseHex(colors[fg]!)!, parseHex(colors[bg]!)!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('BUILT_IN_SURFACES', () => {
  it.each(['light', 'dark'] as const)('mirrors the %s palette of sigil.css', (scheme) => {
    const colors = palette(scheme === 'light' ? '[data-sigil-theme]' : '[data-sigil-theme="dark"]');
    const mirror = BUILT_IN_SURFACES[scheme];
    expect({ background: colors.background, surface: colors.surface, muted: colors.muted }).toEqual(mirror);
  });
});
