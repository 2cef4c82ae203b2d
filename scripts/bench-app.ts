/**
 * `npm run bench`: our app against the smallest app that uses the provider's own modal. Both are built for
 * production, served from this machine with the same static server, pointed at the same in-memory emulator,
 * and loaded in Debian Chromium with a cold cache, several times each. For each load it measures
 *   - time to sign-in visible: navigation start until the first sign-in method can be seen and used
 *     (ours: the "Email" button of the landing screen; theirs: the modal's e-mail field);
 *   - first-load JS: the JavaScript requested before that moment, gzip-compressed as a server would send it.
 * and prints the medians, per network profile, with the ratio. A measurement, not a test: nothing fails.
 *
 *   npm run bench [-- --runs 5] [-- --skip-build]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { EMULATOR_APP_ID } from '../app/src/config.ts';
import { EmulatorConfigSchema } from '../emulator/src/config.ts';
import { startEmulator } from '../emulator/src/server.ts';
import { serveBuiltApp } from '../tests/e2e/serve.ts';
import { chromiumLaunchOptions, loopbackOnly } from '../tests/setup/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs));

const apps = [
  { name: 'Sigil app', dist: path.join(root, 'app/dist'), config: 'app/vite.config.ts' },
  { name: 'Provider modal', dist: path.join(root, 'bench/modal-app/dist'), config: 'bench/modal-app/vite.config.ts' },
] as const;

/** Loopback as it is, and a mid-range phone on a slow connection (Lighthouse's mobile profile). */
const profiles = [
  { name: 'loopback', cpu: 1, network: null },
  { name: 'mobile (4x CPU, 1.6 Mbps, 150 ms)', cpu: 4, network: { latency: 150, bps: 1_600_000 / 8 } },
] as const;

if (!values['skip-build']) {
  for (const app of apps) {
    console.log(`Building ${app.name}…`);
    const env = { ...process.env, VITE_PRIVY_APP_ID: '', VITE_PRIVY_CLIENT_ID: '' };
    const r = spawnSync(
      path.join(root, 'node_modules/.bin/vite'),
      ['build', '--config', app.config, '--logLevel', 'error'],
      {
        cwd: root,
        stdio: 'inherit',
        env,
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const servers = await Promise.all(apps.map((app) => serveBuiltApp(app.dist)));
const origins = servers.map((s) => s.origin.replace('127.0.0.1', 'localhost'));
const emulator = await startEmulator({
  config: EmulatorConfigSchema.parse({ allowedOrigins: origins }),
  port: 0,
  dataDir: null,
});
for (const server of servers) {
  server.configure({ mode: 'emulator', appId: EMULATOR_APP_ID, clientId: null, apiUrl: emulator.url });
}
const browser = await chromium.launch(chromiumLaunchOptions());

const gzipCache = new Map<string, number>();
function gzipSize(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Resolves with performance.now() of the first animation frame in which the sign-in can be seen. */
const signInVisible = (page: Page, which: number) =>
  page.waitForFunction(
    (modal) => {
      const target = modal
        ? document.querySelector('#privy-modal-content input[type="email"], #privy-modal-content input[name="email"]')
        : [...document.querySelectorAll('nav button')].find((b) => b.textContent?.trim() === 'Email');
      const box = target?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? performance.now() : false;
    },
    which === 1,
    { polling: 'raf', timeout: 60_000 },
  );

async function load(appIndex: number, profile: (typeof profiles)[number]) {
  const context = await browser.newContext();
  await loopbackOnly(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.bps,
      uploadThroughput: profile.network.bps,
    });
  }
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.goto(origins[appIndex] ?? '', { waitUntil: 'commit' });
  const visibleAt = (await (await signInVisible(page, appIndex)).jsonValue()) as number;
  const scripts = (await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.name),
    visibleAt,
  )) as string[];
  const dist = apps[appIndex]?.dist ?? '';
  const js = scripts.reduce((sum, url) => sum + gzipSize(dist, url), 0);
  await context.close();
  return { ms: visibleAt, js, files: scripts.length };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`\n${runs} cold loads per app and profile (medians), against the emulator, Debian Chromium.\n`);
try {
  for (const profile of profiles) {
    const results = [];
    for (let i = 0; i < apps.length; i++) {
      const samples = [];
      // Alternate warm-up-free runs; each load has its own profile and no cache.
      for (let r = 0; r < runs; r++) samples.push(await load(i, profile));
      results.push({
        name: apps[i]?.name ?? '',
        ms: median(samples.map((s) => s.ms)),
        js: median(samples.map((s) => s.js)),
        files: median(samples.map((s) => s.files)),
      });
    }
    const [ours, theirs] = results;
    if (!ours || !theirs) continue;
    console.log(`Profile: ${profile.name}`);
    console.log('  App               Sign-in visible   First-load JS (gzip)   JS files');
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(16)}  ${`${r.ms.toFixed(0)} ms`.padStart(15)}   ${kib(r.js).padStart(20)}   ${String(r.files).padStart(8)}`,
      );
    }
    console.log(
      `  Ratio (modal ÷ ours): ${(theirs.ms / ours.ms).toFixed(1)}× the time, ${(theirs.js / ours.js).toFixed(1)}× the JS\n`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
  await emulator.close();
}
