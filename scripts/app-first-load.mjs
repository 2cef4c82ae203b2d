/**
 * The JavaScript a browser must download before the app's first screen can render: the entry chunk and
 * every chunk it imports statically (Vite's manifest), gzip-compressed as a server sends it. Lazily loaded
 * chunks (the provider SDK) are not counted; the script fails if the SDK's code is among the counted ones.
 *
 *   node scripts/app-first-load.mjs [--budget-kib 100] [--json]
 *
 * `firstLoad(dist)` is the measurement itself; `npm run bench` (scripts/bench-app.ts) uses it for both the
 * apps it compares.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first-load JS of a Vite build (`build.manifest: true`): the entry chunk and its static imports,
 * transitively; each file's gzip size (level 9) and whether its source map shows the provider SDK in it.
 */
export function firstLoad(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: build with build.manifest: true first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry in ${manifestFile}.`);

  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);

  const files = [...seen].map((key) => {
    const chunk = manifest[key];
    const code = readFileSync(path.join(dist, chunk.file));
    const mapFile = path.join(dist, `${chunk.file}.map`);
    // Tiny runtime chunks come without a map; they hold the bundler's own helpers.
    const sources = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : [];
    return {
      file: chunk.file,
      src: key,
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      // Judged by the source map: the chunk holds the SDK if any of its modules comes from its packages.
      sdk: sources.some((s) => /node_modules\/@privy-io\//.test(s)),
    };
  });
  const gzipBytes = files.reduce((sum, f) => sum + f.gzip, 0);
  return {
    files,
    gzipBytes,
    gzipKiB: Math.round((gzipBytes / 1024) * 10) / 10,
    sdkInEntry: files.filter((f) => f.sdk).map((f) => f.file),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const budgetKiB = Number(args[args.indexOf('--budget-kib') + 1] || 100);
  const { files, ...totals } = firstLoad(path.resolve(import.meta.dirname, '../app/dist'));
  const result = { files: files.map(({ sdk, ...f }) => f), ...totals, budgetKiB };
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const f of result.files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${f.file}`);
    console.log(`First-screen JS: ${result.gzipKiB} KiB gzip (budget ${budgetKiB} KiB)`);
  }
  if (result.sdkInEntry.length) {
    console.error(`The provider SDK is in the first-load JS (${result.sdkInEntry.join(', ')}): it must load lazily.`);
    process.exit(1);
  }
  if (result.gzipKiB > budgetKiB) {
    console.error(`Over budget by ${(result.gzipKiB - budgetKiB).toFixed(1)} KiB.`);
    process.exit(1);
  }
}
