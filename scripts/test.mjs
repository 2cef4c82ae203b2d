#!/usr/bin/env node
/**
 * `npm test`: every check, in order, each one's output streamed as it runs; all of them run even after a
 * failure, so one run shows everything that is wrong. Ends with a line a person (and CI) can read:
 * `Tests: N passed, N failed`. Exit code 1 when anything failed.
 *
 *   1. Type-check (TypeScript strict)
 *   2. Lint + format (Biome)
 *   3. Layers + unused code: dependency-cruiser checks the allowed imports (.dependency-cruiser.cjs: the
 *      library's layers, no cycles, the SDK only in the app's SDK module, the app through the public entry
 *      points); knip finds unused files, exports and dependencies (knip.config.ts)
 *   4. App build + first-screen budget (the JS needed to show sign-in, gzip; the SDK must not be in it)
 *   5. Vitest, two processes side by side: unit and emulator tests in Node, the real provider SDK against the
 *      emulator in Chromium (contract), the built app end to end against the emulator (e2e); and every story in
 *      headless Chromium (play function, axe, screenshot) in the light, dark and phone projects
 *   6. Library build + size budgets (size-limit); every file package.json's exports name exists after it
 *   7. Consumer apps: the library packed as npm packs it and installed into host apps outside the repository, Vite
 *      with React 18.3 and 19, and Next.js App Router (tests/consumers/run.ts): type-checked, built, and a journey
 *      driven in Chromium; a server component's page rendered by next start
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { nodeAdvice, nodeFits } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, '.vitest');

/** A child's environment: ours, colours as our output takes them (unless FORCE_COLOR says), and `env` over them. */
const childEnv = (env = {}) => ({
  ...process.env,
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
  ...env,
});

function run(command, args, { capture = false, env = {} } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: childEnv(env),
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, stdout: result.stdout ?? '', seconds: (Date.now() - started) / 1000 };
}

/** The processes running side by side, and the signal that stopped the run (Ctrl-C, a CI time-out), if any. */
const children = new Set();
let stoppedBy = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Passed on, and waited for: the children stop their browsers, emulators and chains, and say what they ran.
    stoppedBy = signal;
    for (const child of children) child.kill(signal);
  });
}
/** After a Ctrl-C or a SIGTERM, no further step starts. */
function stopIfSignalled() {
  if (!stoppedBy) return;
  console.log(`\nStopped by ${stoppedBy}.`);
  process.exit(130);
}

/**
 * Runs a command without waiting for it, passing its output on line by line, each line led by `tag` (two run side
 * by side: whole lines, and whose each one is). Its standard error joins its output, in the order it came.
 */
function runStreaming(command, args, tag) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv(),
    });
    children.add(child);
    for (const from of [child.stdout, child.stderr]) {
      createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
        process.stdout.write(`${tag} ${line}\n`),
      );
    }
    const done = (ok) => {
      children.delete(child);
      resolve({ ok, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

if (!nodeFits) {
  console.error(nodeAdvice);
  console.log('\nTests: 0 passed, 1 failed');
  process.exit(1);
}

/** The browser tests need Chromium; say how to get it instead of failing deep inside Vitest. */
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
if (!chromium) {
  console.error(
    'Chromium was not found. The story tests run in Debian Chromium:\n' +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  console.log('\nTests: 0 passed, 1 failed');
  process.exit(1);
}

const heading = (text) => {
  stopIfSignalled();
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}`);
};
const steps = [];

heading('1/7 Type-check (TypeScript strict)');
{
  const r = run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  steps.push({ name: 'Type-check', passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds });
}

heading('2/7 Lint + format (Biome)');
{
  const r = run(bin('biome'), ['ci', '.']);
  steps.push({ name: 'Lint + format', passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds });
}

heading('3/7 Layers + unused code (dependency-cruiser, knip)');
{
  // One line per violation: `error <rule>: <from> → <to>` (cycles list their path), then what the rule means.
  const layers = run('npm', ['run', '--silent', 'test:layers']);
  // knip lists unused files, exports and dependencies, and dependencies used but not in package.json.
  const unused = run('npm', ['run', '--silent', 'test:unused']);
  if (unused.ok) console.log('✔ knip: no unused files, exports or dependencies');
  const passed = Number(layers.ok) + Number(unused.ok);
  steps.push({ name: 'Layers + unused code', passed, failed: 2 - passed, seconds: layers.seconds + unused.seconds });
}

heading('4/7 App build + first-screen JS budget');
{
  // Against the emulator whatever the environment says: the e2e tests serve this build.
  const build = run('npm', ['run', '--silent', 'build:app'], {
    env: { VITE_PRIVY_APP_ID: '', VITE_PRIVY_CLIENT_ID: '' },
  });
  if (!build.ok) {
    steps.push({ name: 'App build', passed: 0, failed: 1, seconds: build.seconds });
  } else {
    const r = run('node', ['scripts/app-first-load.mjs']);
    steps.push({
      name: 'App build + first-screen budget',
      passed: r.ok ? 1 : 0,
      failed: r.ok ? 0 : 1,
      seconds: build.seconds + r.seconds,
    });
  }
}

heading('5/7 Vitest: unit + emulator tests, the SDK against the emulator, the app end to end, every story');
{
  // Two Vitest processes side by side, each line of their output passed on as it comes, led by its lane's tag. Node
  // tests (unit, contract, e2e) wait on pop-ups, timers and the local chain; the story tests keep Chromium and the
  // screenshot comparisons busy. In one process Vitest runs the story projects (several browser pages) and the node
  // projects (contract and e2e one file at a time) one group after the other; side by side they share the two cores.
  // Measured from clean clones on 2 cores: 670–710 s each lane, side by side, where one process took 893–980 s.
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const lanes = [
    {
      name: 'Vitest: unit, contract, e2e',
      tag: 'node  │',
      projects: ['unit', 'contract', 'e2e'],
      results: 'node.json',
    },
    { name: 'Vitest: stories', tag: 'story │', projects: ['stories-*'], results: 'stories.json' },
  ];
  const outcomes = await Promise.all(
    lanes.map((lane) =>
      runStreaming(
        bin('vitest'),
        [
          'run',
          ...lane.projects.flatMap((p) => ['--project', p]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${path.join(resultsDir, lane.results)}`,
        ],
        lane.tag,
      ),
    ),
  );
  let anyFailed = false;
  lanes.forEach((lane, i) => {
    const r = outcomes[i];
    const file = path.join(resultsDir, lane.results);
    let passed = 0;
    // No report (or a broken one) is a failure even when the process said it passed.
    let failed = 1;
    try {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      passed = json.numPassedTests ?? 0;
      // A suite that fails to load counts as one failure even when no test inside it ran.
      failed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? 1 : 0);
      if (!r.ok && failed === 0) failed = 1;
    } catch (error) {
      console.log(`✗ ${lane.name}: no test report in ${path.relative(root, file)} (${error.message})`);
    }
    anyFailed ||= failed > 0;
    steps.push({ name: lane.name, passed, failed, seconds: r.seconds });
  });
  if (anyFailed && existsSync(path.join(root, 'tests/visual/.output'))) {
    console.log(
      '\nVisual differences, if any, are in tests/visual/.output (actual and diff images).\n' +
        'If a change is intended, review them and run `npm run test:update-visuals`.',
    );
  }
}

heading('6/7 Library build + size budgets');
{
  const build = run('npm', ['run', '--silent', 'build:lib']);
  if (!build.ok) {
    steps.push({ name: 'Library build', passed: 0, failed: 1, seconds: build.seconds });
  } else {
    const r = run(bin('size-limit'), ['--json'], { capture: true });
    let entries = [];
    try {
      entries = JSON.parse(r.stdout);
    } catch {
      console.log(r.stdout);
    }
    for (const e of entries) {
      const kb = (n) => `${(n / 1000).toFixed(2)} kB`;
      console.log(
        `${e.passed ? '✓' : '✗'} ${e.name.padEnd(48)} ${kb(e.size).padStart(10)}  (budget ${kb(e.sizeLimit)})`,
      );
    }
    // Every file package.json's exports promise (code and declarations) must be one the build wrote.
    const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const missing = Object.entries(exports).flatMap(([key, target]) =>
      (typeof target === 'string' ? [target] : Object.values(target))
        .filter((file) => !existsSync(path.join(root, file)))
        .map((file) => `${key} → ${file}`),
    );
    for (const m of missing) console.log(`✗ package.json exports ${m}: the library build did not write it`);
    if (!missing.length)
      console.log(`✓ package.json exports: all ${Object.keys(exports).length} entries point at built files`);
    const passed = entries.filter((e) => e.passed).length + (missing.length ? 0 : 1);
    const failed = entries.length + 1 - passed || (r.ok ? 0 : 1);
    steps.push({ name: 'Library build + size budgets', passed, failed, seconds: build.seconds + r.seconds });
  }
}

heading('7/7 Consumer apps: the packed library in hosts with React 18.3 and 19, and in Next.js');
if (existsSync(path.join(root, 'dist/index.js'))) {
  const r = run(bin('tsx'), ['tests/consumers/run.ts'], { capture: true });
  process.stdout.write(r.stdout);
  const counted = /^(\d+) passed, (\d+) failed$/m.exec(r.stdout);
  const passed = counted ? Number(counted[1]) : 0;
  const failed = counted ? Number(counted[2]) || (r.ok ? 0 : 1) : 1;
  steps.push({ name: 'Consumer apps', passed, failed, seconds: r.seconds });
} else {
  console.log('✗ No library build to pack (step 6 failed).');
  steps.push({ name: 'Consumer apps', passed: 0, failed: 1, seconds: 0 });
}

heading('Summary');
for (const s of steps) {
  console.log(
    `${s.failed ? '✗' : '✓'} ${s.name.padEnd(32)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed  ${s.seconds.toFixed(0)} s`,
  );
}
const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
