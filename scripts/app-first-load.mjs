/**
 * The JavaScript a browser must download before the app's first screen can render: the entry chunk and
 * every chunk it imports statically (Vite's manifest), gzip-compressed as a server sends it. Lazily loaded
 * chunks (the provider SDK) are not counted; the script fails if the SDK's code is among the counted ones.
 *
 *   node scripts/app-first-load.mjs [--budget-kib 100] [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../app/dist');
const args = process.argv.slice(2);
const budgetKiB = Number(args[args.indexOf('--budget-kib') + 1] || 100);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in app/dist/.vite/manifest.json: build the app first.');

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
  const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { sources: [] };
  return {
    file: chunk.file,
    src: key,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    sources: map.sources,
  };
});
const total = files.reduce((sum, f) => sum + f.gzip, 0);
// Judged by the source maps: a chunk holds the SDK if any of its modules comes from the SDK's packages.
const sdkInside = files.filter((f) => f.sources.some((s) => /node_modules\/@privy-io\//.test(s)));
const result = {
  files: files.map(({ sources, ...f }) => f),
  gzipBytes: total,
  gzipKiB: Math.round((total / 1024) * 10) / 10,
  budgetKiB,
  sdkInEntry: sdkInside.map((f) => f.file),
};
if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const f of result.files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${f.file}`);
  console.log(`First-screen JS: ${result.gzipKiB} KiB gzip (budget ${budgetKiB} KiB)`);
}
if (sdkInside.length) {
  console.error(`The provider SDK is in the first-load JS (${result.sdkInEntry.join(', ')}): it must load lazily.`);
  process.exit(1);
}
if (result.gzipKiB > budgetKiB) {
  console.error(`Over budget by ${(result.gzipKiB - budgetKiB).toFixed(1)} KiB.`);
  process.exit(1);
}
