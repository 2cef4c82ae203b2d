#!/usr/bin/env node
/**
 * After `tsc` has written the library's declarations (dist/types): relative imports get the extension Node's ESM
 * resolution needs. The source imports extensionless (bundler resolution); a host type-checking with
 * `moduleResolution: NodeNext` reads `./Button` in a declaration as an error (TS2834). Each relative specifier
 * becomes `./Button.js` when `Button.d.ts` is there, or `./folder/index.js` for a folder; anything else is left.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const types = path.resolve(import.meta.dirname, '../dist/types');
if (!existsSync(types)) {
  console.error('dist/types is missing: run tsc -p tsconfig.build.json first.');
  process.exit(1);
}

/** from '…', import('…'), import '…' and export … from '…' with a relative specifier. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function withExtension(dir, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(dir, specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  return specifier;
}

let files = 0;
let changed = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.d.ts')) {
      files += 1;
      const source = readFileSync(full, 'utf8');
      const fixed = source.replace(
        SPECIFIER,
        (_, lead, quote, specifier) => `${lead}${quote}${withExtension(path.dirname(full), specifier)}${quote}`,
      );
      if (fixed !== source) {
        changed += 1;
        writeFileSync(full, fixed);
      }
    }
  }
};
walk(types);
console.log(`Declarations: relative imports with their extensions in ${changed} of ${files} files.`);
