#!/usr/bin/env node
/**
 * `npm pack` / `npm publish` put the root README.md in the tarball. The repository's README is for contributors;
 * the package's is docs/package-README.md. `prepack` (after building the library) swaps it in, keeping the
 * repository's aside; `postpack` puts it back. `node scripts/pack-readme.mjs restore` is safe to run twice.
 */
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const readme = path.join(root, 'README.md');
const aside = path.join(root, '.README.repository.md');
const packageReadme = path.join(root, 'docs/package-README.md');

if (process.argv[2] === 'restore') {
  if (existsSync(aside)) renameSync(aside, readme);
} else {
  if (!existsSync(path.join(root, 'dist/index.js'))) {
    console.error('dist/ is missing: the library build must run before packing.');
    process.exit(1);
  }
  if (!existsSync(aside)) renameSync(readme, aside);
  copyFileSync(packageReadme, readme);
}
