import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, scopeSelector, scopeStylesheet } from '../../scripts/scoped-preflight.mjs';

/** Sigil's stylesheet must reach Sigil's elements only (src/styles/sigil.css says how). */
describe('the scoped reset', () => {
  it('is what the generator makes of the installed Tailwind (rerun scripts/scoped-preflight.mjs if not)', () => {
    const committed = readFileSync(new URL('../../src/styles/preflight.generated.css', import.meta.url), 'utf8');
    expect(committed).toBe(generate());
  });

  it('puts every selector inside a Sigil root, with no added weight', () => {
    expect(scopeSelector('h1')).toBe(':where([data-sigil-theme]) h1');
    expect(scopeSelector('*')).toBe(':where([data-sigil-theme], [data-sigil-theme] *)');
    expect(scopeSelector('::placeholder')).toBe(':where([data-sigil-theme], [data-sigil-theme] *)::placeholder');
    expect(scopeSelector('html')).toBe(':where([data-sigil-theme])');
    expect(scopeSelector('body')).toBeNull();
    const css = scopeStylesheet(
      'a, b { color: red; }\n@supports (x: y) { ::marker { color: blue } }\nbody { margin: 0 }',
    );
    expect(css).toContain(':where([data-sigil-theme]) a,\n:where([data-sigil-theme]) b {\n  color: red;\n}');
    expect(css).toContain('@supports (x: y) {\n  :where([data-sigil-theme], [data-sigil-theme] *)::marker {');
    expect(css).not.toContain('margin');
  });

  it('leaves no rule of the reset unscoped', () => {
    const rules = readFileSync(new URL('../../src/styles/preflight.generated.css', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => line.trim() && !line.includes(':') && !line.trim().startsWith('@') && line.trim() !== '}');
    expect(rules).toEqual([]);
  });
});

describe('the stylesheet', () => {
  const css = readFileSync(new URL('../../src/styles/sigil.css', import.meta.url), 'utf8');
  it('sets nothing on :root or html and uses no cascade layer', () => {
    expect(css).not.toMatch(/(^|\n)\s*(:root|html|body)\b/);
    expect(css).not.toMatch(/@layer\b/);
    expect(css).toMatch(/@import "tailwindcss\/theme\.css" theme\(inline\) prefix\(sg\);/);
  });
});
