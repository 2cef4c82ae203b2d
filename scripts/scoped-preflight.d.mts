/** Types of scripts/scoped-preflight.mjs for its TypeScript callers (tests/unit/styles.test.ts). */
export function scopeSelector(selector: string): string | null;
export function scopeStylesheet(css: string): string;
export function generate(): string;
