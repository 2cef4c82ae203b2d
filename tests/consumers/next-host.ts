/** The Next.js App Router host: "use client", next build, next start, server HTML, hydration, sign-in, first load. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { loopbackOnly } from '../setup/chromium';
import { check, emailSignIn, pageErrors, run } from './harness';

/** A port on the loopback interface that nothing listens on now (the system picks it; it is free again at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `next start` servers still running: stopped (their whole process group) at the latest when this script exits. */
const servers = new Set<ChildProcess>();
const kill = (server: ChildProcess, signal: NodeJS.Signals) => {
  if (server.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // Gone already.
    }
  }
};
process.on('exit', () => {
  for (const server of servers) kill(server, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  kill(server, 'SIGTERM');
  if (server.exitCode === null && server.signalCode === null) {
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) kill(server, 'SIGKILL');
  }
  servers.delete(server);
}

/** Next.js without telemetry (it would call home during the build and at start). */
const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** `next start` on 127.0.0.1 and a free port, once it answers; its output goes to the error when it fails. */
type NextServer = { server: ChildProcess; base: string; log: () => string };
async function startNext(dir: string): Promise<NextServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: dir, env: nextEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  servers.add(server);
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) break;
    try {
      if ((await fetch(`${base}/sign-in`, { signal: AbortSignal.timeout(5000) })).ok)
        return { server, base, log: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServer(server);
  throw new Error(`next start did not answer on ${base}:\n${output.trim().slice(-2000)}`);
}

/** The JavaScript a Next page's HTML loads (its scripts and script preloads, not the `noModule` polyfills), gzip. */
async function firstLoad(base: string, pathname: string): Promise<{ bytes: number; scripts: number }> {
  const html = await (await fetch(new URL(pathname, base))).text();
  const scripts = new Set(
    [
      ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*\srel="preload"[^>]*\sas="script"[^>]*\shref="([^"]+)"/g),
    ].map((m) => m[1] ?? ''),
  );
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*\snoModule/gi)) scripts.delete(m[1] ?? '');
  if (!scripts.size) throw new Error(`the HTML of ${pathname} loads no script`);
  let bytes = 0;
  for (const src of scripts) {
    const response = await fetch(new URL(src, base));
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { bytes, scripts: scripts.size };
}

/** The text of an HTML fragment: tags dropped, the entities React writes decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function checkNextHost(name: string, dir: string, browser: Browser) {
  await check(
    `${name}: "use client" is the first line of the package's client modules, not of its data modules`,
    () => {
      const dist = path.join(dir, 'node_modules/@sigil/ui/dist');
      const first = (file: string) => readFileSync(path.join(dist, file), 'utf8').split('\n', 1)[0];
      const client = [
        'theme/ThemeProvider.js',
        'copy/CopyProvider.js',
        'screens/signin/SignedInScreen.js',
        'journeys/SignInJourney.js',
        'primitives/Button.js',
        'wallets.js',
      ];
      const server = [
        'index.js',
        'screens.js',
        'theme/color.js',
        'copy/locales/en.js',
        'rules/validation.js',
        'model.js',
      ];
      const missing = client.filter((file) => !/^(['"])use client\1;?$/.test(first(file) ?? ''));
      if (missing.length) throw new Error(`no "use client" on the first line of ${missing.join(', ')}`);
      const extra = server.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('use client'));
      if (extra.length) throw new Error(`"use client" in ${extra.join(', ')}, which the server needs to run`);
    },
  );
  let built = false;
  await check(
    `${name}: next build (its default bundler; its TypeScript check, strict with exactOptionalPropertyTypes)`,
    () => {
      const out = run(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], dir, nextEnv);
      // The type-check is Next's own: a build that skipped it would not have checked the host's use of Sigil.
      if (!/Finished TypeScript/.test(out)) throw new Error(`next build ran no TypeScript check:\n${out.slice(-2000)}`);
      const bundler = /Next\.js [\d.]+ \(([^)]+)\)/.exec(out)?.[1] ?? 'its bundler';
      console.log(`    next build with ${bundler}`);
      built = true;
    },
  );
  if (!built) return;
  const started: { next?: NextServer } = {};
  try {
    await check(`${name}: next start on a free loopback port`, async () => {
      started.next = await startNext(dir);
    });
    const next = started.next;
    if (!next) return;
    await check(
      `${name}: a server component's page sends the Sigil screen in its HTML (fetched, no JavaScript)`,
      async () => {
        const response = await fetch(`${next.base}/`);
        const html = await response.text();
        if (!response.ok) throw new Error(`GET / answered ${response.status}:\n${next.log().trim().slice(-2000)}`);
        const headings = [...html.matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/g)].map((m) => htmlText(m[1] ?? ''));
        if (!headings.includes("You're signed in"))
          throw new Error(`the HTML's headings are ${JSON.stringify(headings)}, not the screen's "You're signed in"`);
        // The name comes from the server component (its own data, checked by a rule of the package on the server).
        if (!htmlText(html).includes('Signed in as server@example.com'))
          throw new Error('the screen in the HTML lacks the name the server component gave it');
        if (!/<div data-slot="banner"[^>]*>.*Your session was read on the server\./.test(html))
          throw new Error('the HTML lacks the Banner the server component rendered');
        // theme="system": the server cannot know the device's scheme and renders light.
        if (!html.includes('data-sigil-theme="light"'))
          throw new Error("the HTML lacks the ThemeProvider's light theme");
      },
    );
    await check(
      `${name}: Chromium hydrates the server page (the theme turns to the device's dark) without an error`,
      async () => {
        const context = await browser.newContext({ colorScheme: 'dark' });
        await loopbackOnly(context);
        const page = await context.newPage();
        const errors = pageErrors(page);
        try {
          await page.goto(`${next.base}/`);
          // Only the hydrated ThemeProvider reads the device's setting.
          await page.locator('[data-sigil-theme="dark"]').waitFor({ timeout: 10_000 });
          await page.getByRole('heading', { name: "You're signed in" }).waitFor({ timeout: 10_000 });
          await page.waitForLoadState('networkidle');
          if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
        } finally {
          await context.close();
        }
      },
    );
    await check(
      `${name}: a client page's e-mail-only sign-in runs in Chromium on the host's backend to onDone`,
      async () => {
        const context = await browser.newContext();
        await loopbackOnly(context);
        const page = await context.newPage();
        const errors = pageErrors(page);
        try {
          await page.goto(`${next.base}/sign-in`);
          await emailSignIn(page);
          if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
        } finally {
          await context.close();
        }
      },
    );
    await check(`${name}: sign-in page's first load measured (the scripts its HTML loads, gzip)`, async () => {
      const signIn = await firstLoad(next.base, '/sign-in');
      // Next's own share: its 404 page loads the framework and nothing of Sigil.
      const framework = await firstLoad(next.base, '/no-such-page');
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `    next sign-in page first load: ${kib(signIn.bytes)} in ${signIn.scripts} scripts (gzip); ` +
          `Next's 404 page: ${kib(framework.bytes)}`,
      );
    });
  } finally {
    if (started.next) await stopServer(started.next.server);
  }
}
