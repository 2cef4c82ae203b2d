/**
 * The library's public entry points are listed once, in library-entries.ts; three other files must follow
 * it by hand: tsconfig.json `paths` (the type-checker's view of `@sigil/ui/<entry>`), package.json `exports`
 * (what a consumer can import, with its declaration file) and .size-limit.json (a budget per entry). Each
 * failure names the file and the exact text to add or remove.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type LibraryEntry, libraryEntries, librarySpecifier } from '../../library-entries.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const entries = Object.entries(libraryEntries) as [LibraryEntry, string][];

/** What package.json `exports` must hold for an entry: its key and value. */
function expectedExport(entry: LibraryEntry, file: string) {
  return {
    key: entry === 'index' ? '.' : `./${entry}`,
    value: {
      types: `./dist/types/${file.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`,
      default: `./dist/${entry}.js`,
    },
  };
}

describe('library-entries.ts', () => {
  it('lists files that exist under src/, one per entry', () => {
    const problems: string[] = [];
    for (const [entry, file] of entries) {
      if (!/^src\/.+\.tsx?$/.test(file)) problems.push(`${entry}: '${file}' is not a .ts/.tsx file under src/`);
      else if (!ts.sys.fileExists(path.join(root, file))) problems.push(`${entry}: ${file} does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('matches the paths of tsconfig.json', () => {
    const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', read('tsconfig.json'));
    expect(error).toBeUndefined();
    const paths: Record<string, string[]> = config.compilerOptions.paths ?? {};
    const problems: string[] = [];
    for (const [entry, file] of entries) {
      const specifier = librarySpecifier(entry);
      const want = [`./${file}`];
      if (JSON.stringify(paths[specifier]) !== JSON.stringify(want)) {
        problems.push(`tsconfig.json compilerOptions.paths: set "${specifier}": ${JSON.stringify(want)}`);
      }
    }
    const specifiers = new Set(entries.map(([entry]) => librarySpecifier(entry)));
    for (const key of Object.keys(paths)) {
      if (/^@sigil\/ui(\/|$)/.test(key) && !specifiers.has(key)) {
        problems.push(
          `tsconfig.json compilerOptions.paths: "${key}" is not in library-entries.ts; remove it or add it there`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches the exports of package.json, each with its declaration file', () => {
    const exports: Record<string, unknown> = JSON.parse(read('package.json')).exports;
    const problems: string[] = [];
    const keys = new Set<string>();
    for (const [entry, file] of entries) {
      const { key, value } = expectedExport(entry, file);
      keys.add(key);
      if (JSON.stringify(exports[key]) !== JSON.stringify(value)) {
        problems.push(`package.json exports: set "${key}": ${JSON.stringify(value)}`);
      }
    }
    // Stylesheets are exports of their own (theme.css, fonts.css); every other export is an entry.
    for (const key of Object.keys(exports)) {
      if (!key.endsWith('.css') && !keys.has(key)) {
        problems.push(`package.json exports: "${key}" is not in library-entries.ts; remove it or add it there`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a size budget in .size-limit.json for every entry', () => {
    const budgets: { name: string; path: string; limit: string }[] = JSON.parse(read('.size-limit.json'));
    const measured = new Set(budgets.map((b) => b.path));
    const problems = entries
      .filter(([entry]) => !measured.has(`dist/${entry}.js`))
      .map(
        ([entry]) =>
          `.size-limit.json: add { "name": "… (${librarySpecifier(entry)})", "path": "dist/${entry}.js", "import": "*", "ignore": ["react", "react-dom"], "limit": "<measured size + ~5%>" } (measure with npm run size)`,
      );
    // A budget for a JS file that is no entry measures nothing the library ships.
    const files = new Set(entries.map(([entry]) => `dist/${entry}.js`));
    for (const b of budgets) {
      if (b.path.endsWith('.js') && !files.has(b.path)) {
        problems.push(`.size-limit.json: "${b.name}" measures ${b.path}, which is not a library entry`);
      }
    }
    expect(problems).toEqual([]);
  });
});
