/**
 * `npm run bench`: our app against the smallest app that uses the provider's own modal. Both are built for
 * production, served from this machine with the same static server, pointed at the same in-memory emulator,
 * and loaded in Debian Chromium with a cold cache, several times each. It reports
 *   - first-screen JS (static graph): what the first screen needs by construction, from the build alone: the
 *     entry chunk and every chunk it imports statically, gzip (scripts/app-first-load.mjs, the figure
 *     `npm test` budgets). The same on every network profile;
 *   - time to sign-in visible: navigation start until the first sign-in method can be seen and used
 *     (ours: the "Email" button of the landing screen; theirs: the modal's e-mail field);
 *   - the scripts of one real load up to that moment, gzip as a server would send them: requested (the
 *     request started before it), of which lazy (outside the static graph: chunks the page asked for early
 *     on its own, such as our app's SDK chunk, whose download starts before the button is seen), and
 *     received (finished before it). Taken from the browser's network events, so a request still in flight
 *     counts as requested but not received.
 * and prints the medians, per network profile, with the ratios. A measurement, not a test: nothing fails.
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
import { firstLoad } from './app-first-load.mjs';

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

/** The first screen's JS by construction: the build's static import graph (the same on every profile). */
const graphs = apps.map((app) => firstLoad(app.dist));

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
  // Every script request with the wall-clock times it was sent and finished (Resource Timing would list a
  // request only once it has finished). The protocol's `timestamp`s are monotonic seconds; `wallTime` maps
  // the send to the page's clock, and the finish lies as far after it as the monotonic clock says.
  const scriptRequests = new Map<string, { url: string; sentAt: number; sentMono: number; doneAt?: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (new URL(e.request.url).pathname.endsWith('.js')) {
      scriptRequests.set(e.requestId, { url: e.request.url, sentAt: e.wallTime * 1000, sentMono: e.timestamp });
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = scriptRequests.get(e.requestId);
    if (r) r.doneAt = r.sentAt + (e.timestamp - r.sentMono) * 1000;
  });
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
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  // The protocol's events for requests sent before that moment may still be on their way to us.
  await page.waitForTimeout(500);
  const before = timeOrigin + visibleAt;
  const requests = [...scriptRequests.values()];
  const urls = (list: typeof requests) => [...new Set(list.map((r) => r.url))];
  const requested = urls(requests.filter((r) => r.sentAt <= before));
  const received = urls(requests.filter((r) => r.doneAt !== undefined && r.doneAt <= before));
  const dist = apps[appIndex]?.dist ?? '';
  const graph = new Set(graphs[appIndex]?.files.map((f) => f.file));
  const lazy = requested.filter((url) => !graph.has(new URL(url).pathname.slice(1)));
  const gzip = (list: string[]) => list.reduce((sum, url) => sum + gzipSize(dist, url), 0);
  await context.close();
  return {
    ms: visibleAt,
    requested: gzip(requested),
    requestedFiles: requested.length,
    lazy: gzip(lazy),
    lazyFiles: lazy.length,
    received: gzip(received),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log("\nFirst-screen JS from the build's static import graph (entry chunk + its static imports, gzip):");
for (const [i, app] of apps.entries()) {
  const graph = graphs[i];
  if (graph)
    console.log(`  ${app.name.padEnd(16)}  ${kib(graph.gzipBytes).padStart(10)} in ${graph.files.length} files`);
}
const [ourGraph, theirGraph] = graphs;
if (ourGraph && theirGraph) {
  console.log(`  Ratio (modal ÷ ours): ${(theirGraph.gzipBytes / ourGraph.gzipBytes).toFixed(1)}×`);
}

console.log(`\n${runs} cold loads per app and profile (medians), against the emulator, Debian Chromium.`);
console.log('Scripts before sign-in visible, gzip: "requested" started before that moment, "lazy" is the part of');
console.log('them outside the static graph (chunks the page asked for early on its own), "received" had arrived.\n');
try {
  for (const profile of profiles) {
    const results = [];
    for (let i = 0; i < apps.length; i++) {
      const samples: Awaited<ReturnType<typeof load>>[] = [];
      // Alternate warm-up-free runs; each load has its own profile and no cache.
      for (let r = 0; r < runs; r++) samples.push(await load(i, profile));
      const med = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      results.push({
        name: apps[i]?.name ?? '',
        ms: med('ms'),
        requested: med('requested'),
        requestedFiles: med('requestedFiles'),
        lazy: med('lazy'),
        lazyFiles: med('lazyFiles'),
        received: med('received'),
      });
    }
    const [ours, theirs] = results;
    if (!ours || !theirs) continue;
    console.log(`Profile: ${profile.name}`);
    console.log('  App               Sign-in visible   JS requested (files)   of which lazy (files)   JS received');
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(16)}  ${`${r.ms.toFixed(0)} ms`.padStart(15)}   ${`${kib(r.requested)} (${r.requestedFiles})`.padStart(20)}   ${`${kib(r.lazy)} (${r.lazyFiles})`.padStart(21)}   ${kib(r.received).padStart(11)}`,
      );
    }
    console.log(
      `  Ratio (modal ÷ ours): ${(theirs.ms / ours.ms).toFixed(1)}× the time, ${(theirs.requested / ours.requested).toFixed(1)}× the JS requested before visible\n`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
  await emulator.close();
}
