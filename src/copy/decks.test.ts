import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureDeck } from './decks';
import { accountCopy } from './decks/account';
import { signInCopy } from './decks/sign-in';
import { arabic } from './locales/ar';
import { en, english } from './locales/en';
import { createTranslator } from './translate';

/**
 * A feature key is found only by a translator given its deck (`useCopy(deck)`); without it the key itself
 * would show. The type-checker refuses such a call (first block, checked by `tsc`); the scan below checks
 * the sources the same way, so a cast cannot slip one through either.
 */

const root = path.resolve(import.meta.dirname, '../..');

/** Every feature deck under decks/, by the name its module exports it under. */
const decks = Object.values(import.meta.glob<Record<string, unknown>>('./decks/*.ts', { eager: true })).flatMap(
  (module) =>
    Object.entries(module).filter(
      (entry): entry is [string, FeatureDeck] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'en' in entry[1] && 'name' in entry[1],
    ),
);

/** The deck (export name) of every key `t()` may be called with: each key, and each plural family's base. */
const deckOfKey = new Map<string, string>();
for (const [exportName, deck] of decks) {
  for (const key of Object.keys(deck.en)) {
    deckOfKey.set(key, exportName);
    deckOfKey.set(key.replace(/_(one|other)$/, ''), exportName);
  }
}

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The deck names a file hands to `useCopy`: `useCopy(signInCopy)`, or a constant list `useCopy(homeDecks)`. */
function decksPassed(text: string): Set<string> {
  const passed = new Set<string>();
  for (const [, argument = ''] of text.matchAll(/useCopy\(\s*([\w$]+)\s*\)/g)) {
    const list = new RegExp(`const ${argument} = \\[([^\\]]*)\\]`).exec(text);
    for (const name of list ? (list[1] ?? '').split(',') : [argument]) passed.add(name.trim());
  }
  return passed;
}

describe('feature decks in use', () => {
  it('are found only with their deck (checked by the type-checker)', () => {
    const base = createTranslator(english);
    // @ts-expect-error: a sign-in key, without the sign-in deck
    expect(base('login.code.title')).toBe('login.code.title');
    // @ts-expect-error: an account key (plural family), without the account deck
    expect(base('home.linkedAccountsCount', { count: 2 })).toBe('home.linkedAccountsCount');
    const signIn = createTranslator(english, {}, signInCopy);
    expect(signIn('login.code.title')).toBe('Enter confirmation code');
    expect(signIn('action.cancel')).toBe('Cancel');
    // @ts-expect-error: the sign-in deck's translator does not know the account deck
    expect(signIn('home.greeting')).toBe('home.greeting');
    const both = createTranslator(arabic, { 'home.greeting': 'Hello' }, [accountCopy, signInCopy] as const);
    expect(both('home.greeting')).toBe('Hello');
    expect(both('login.code.title')).toBe(arabic.strings['login.code.title']);
    expect(both('home.linkedAccountsCount', { count: 1 })).toBe(arabic.strings['home.linkedAccountsCount_one']);
    expect(both('login.guest.description')).toBe(signInCopy.en['login.guest.description']);
  });

  it('every file that shows a feature key passes that key’s deck to useCopy', () => {
    const files = [...sources('src'), ...sources('app/src')].filter((file) => !file.startsWith('src/copy/'));
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const passed = decksPassed(text);
      for (const [, key = ''] of text.matchAll(/\b(?:t|rich)\(\s*['"`]([\w.]+)['"`]/g)) {
        const deck = deckOfKey.get(key);
        if (!deck) continue;
        checked += 1;
        if (!passed.has(deck)) missing.push(`${file}: ${key} needs useCopy(${deck})`);
      }
    }
    expect(missing).toEqual([]);
    // The scan finds the sign-in and home screens' keys (it would pass vacuously if it found none).
    expect(checked).toBeGreaterThan(100);
  });

  it('every key shown without a deck is in the base deck', () => {
    const files = [...sources('src'), ...sources('app/src')].filter((file) => !file.startsWith('src/copy/'));
    const unknown: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (/useCopy\(\s*[\w$]/.test(text)) continue;
      for (const [, key = ''] of text.matchAll(/\b(?:t|rich)\(\s*['"`]([\w.]+)['"`]/g)) {
        if (!(key in en) && !(`${key}_other` in en)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
