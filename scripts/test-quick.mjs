#!/usr/bin/env node
/**
 * `npm run test:quick`: the inner loop while you work (under 4 minutes on 2 cores; `npm test` stays the one full
 * command CI runs). In order, each step's output streamed, every step run even after a failure:
 *
 *   1. type-check, 2. lint + format, 3. layers + unused code (as in `npm test`),
 *   4. the unit and emulator tests (Node), beside 5. the stories of the files you changed, in the light, dark and
 *      phone projects (play function, axe, page audit, screenshot).
 *
 * "Changed" is against a base: `--base <rev>` if given; else where your branch left `main` (their merge base) when
 * you are on another branch; else the commits not yet on your upstream branch; else only what is not committed. A
 * story file counts when it changed, or when it names a changed src/ module (`SigningComposer` for
 * src/screens/wallets/SigningComposer.tsx, however it imports it: directly or through its folder's index), a changed
 * fixture or a changed page helper of the stories (`fake-mfa`, `wallets-page`). A change
 * every story sees (the theme CSS, the copy decks, the story setup, the page audit) is said, not guessed at: run
 * `npm test`, or `npm run test:stories`, for those. No story chosen: step 5 is skipped, and says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeAdvice, nodeFits } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

if (!nodeFits) {
  console.error(nodeAdvice);
  process.exit(1);
}

function chooseBase() {
  const asked = process.argv.findIndex((arg) => arg === '--base' || arg.startsWith('--base='));
  if (asked !== -1) {
    const arg = process.argv[asked];
    const rev = arg.includes('=') ? arg.slice('--base='.length) : process.argv[asked + 1];
    if (!rev || rev.startsWith('-') || git('rev-parse', '--verify', '-q', rev).status !== 0) {
      console.error(`--base needs a revision git knows (got ${rev ? `"${rev}"` : 'none'}).`);
      process.exit(2);
    }
    return rev;
  }
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD').stdout.trim();
  if (branch !== 'main' && git('rev-parse', '--verify', '-q', 'main').status === 0) {
    return git('merge-base', 'HEAD', 'main').stdout.trim() || 'main';
  }
  const upstream = git('rev-parse', '--verify', '-q', '@{upstream}');
  if (upstream.status === 0) return '@{upstream}';
  return 'HEAD';
}

const base = chooseBase();
const changed = new Set(
  [
    ...git('diff', '--name-only', base).stdout.split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').stdout.split('\n'),
  ].filter(Boolean),
);

function storyFiles(dir = path.join(root, 'stories')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [path.relative(root, full)] : [];
  });
}

/**
 * A changed module by the name stories use for it: 'SigningComposer' for src/…/SigningComposer.tsx, 'wallets-page'
 * for the story helper stories/journeys/helpers/wallets-page.tsx, 'fake-mfa' for a fixture.
 */
const changedModules = [...changed]
  .filter(
    (file) =>
      /^(src|stories)\//.test(file) &&
      /\.tsx?$/.test(file) &&
      !/\.(test|stories)\.tsx?$/.test(file) &&
      existsSync(path.join(root, file)),
  )
  .map((file) => path.basename(file).replace(/\.tsx?$/, ''))
  .filter((name) => name !== 'index');
const names = changedModules.map((name) => new RegExp(`\\b${name.replace(/[^\w-]/g, '')}\\b`));
const stories = storyFiles().filter((file) => {
  if (changed.has(file)) return true;
  if (!names.length) return false;
  const source = readFileSync(path.join(root, file), 'utf8');
  return names.some((name) => name.test(source));
});
/** Changes every story sees: named, so nobody takes a green quick run for a checked one. */
const shared = [...changed].filter((file) =>
  /^(src\/styles\/|src\/copy\/|src\/theme\/|\.storybook\/|tests\/setup\/page-audit)/.test(file),
);

function run(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 }));
    child.on('error', () => resolve({ ok: false, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
const step = async (name, command, args) => {
  console.log(`\n━━ ${name} ${'━'.repeat(Math.max(3, 72 - name.length))}`);
  const r = await run(command, args);
  results.push({ name, ...r });
};

const started = Date.now();
console.log(`Changed against ${base}: ${changed.size} file(s); ${stories.length} story file(s) to run.`);
await step('Type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await step('Lint + format', bin('biome'), ['ci', '.']);
await step('Layers', 'npm', ['run', '--silent', 'test:layers']);
await step('Unused code', bin('knip'), []);
await step('Unit + emulator tests', bin('vitest'), ['run', '--project', 'unit']);
if (stories.length) {
  await step(`Stories of changed files (${stories.length})`, bin('vitest'), [
    'run',
    '--project',
    'stories-*',
    ...stories,
  ]);
} else {
  console.log('\nNo story file changed, nor one naming a changed src/ module: no stories run.');
}
if (shared.length) {
  console.log(
    `\nEvery story sees ${shared.join(', ')}: the quick run chose stories by name only.\n` +
      'Run `npm run test:stories` (or `npm test`) before you push.',
  );
}

console.log('\n━━ Summary ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
