/**
 * Consumer tests: Sigil as people install it. The library (already built in dist/) is packed as npm packs it, then
 * installed into small host apps outside this repository (a temporary folder: nothing resolves from our own
 * node_modules), with the versions fixtures.json pins: Vite apps with React 18.3 and 19 (app/), and a Next.js App
 * Router app (next/).
 *   - The tarball holds the package README, LICENSE and dist, nothing of the emulator, stories or tests; every
 *     optional property in its declarations also takes `undefined` (hosts with exactOptionalPropertyTypes).
 *   - Each host: one React, none nested under @sigil/ui; its peers come from the host.
 *   - Vite hosts: their TypeScript (strict, exactOptionalPropertyTypes) type-checks their use of Sigil's
 *     declarations against their own React types, with bundler resolution and with NodeNext (Node's ESM rules:
 *     relative imports with their extensions); Vite builds them; Chromium opens them: no page error; the sign-in
 *     offers only the method the host has a backend for, runs on it (sendCode, then loginWithCode with the typed
 *     code), and calls the host's onDone; a ref reaches a Sigil button's element.
 *   - The React 19 Vite host is also a Tailwind 4 + shadcn host (app/src/shadcn): its own page and a Sigil region
 *     are drawn alone and together (Sigil's stylesheet loaded first, then last) and compared by pixels; the tokens
 *     it sets on :root (radius, font, accent) reach Sigil's button.
 *   - The Next.js host: "use client" heads the package's client modules; `next build` (its default bundler, and its
 *     TypeScript check: strict, exactOptionalPropertyTypes); `next start` on a free loopback port: a server
 *     component's page renders a Sigil screen into the HTML it sends, and hydrates in Chromium without an error;
 *     a client page runs the same sign-in to onDone; its first-load JavaScript is measured. The server is stopped
 *     whatever happens.
 * Ends with `N passed, N failed` and exits 1 on a failure. Run by `npm test` after the library build.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright';
import ts from 'typescript';
import { build, type PluginOption, type Rolldown } from 'vite';
import { chromiumLaunchOptions, loopbackOnly } from '../setup/chromium';

const root = path.resolve(import.meta.dirname, '../..');
const here = import.meta.dirname;
// One folder per checkout (cleared at the start, kept after for a look): runs from two worktrees at once must not
// clear each other's hosts.
const work = path.join(tmpdir(), `sigil-consumers-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);
type Versions = Record<string, string>;
const fixtures: { vite: Record<string, Versions>; next: Record<string, Versions> } = JSON.parse(
  readFileSync(path.join(here, 'fixtures.json'), 'utf8'),
);
const results: { name: string; ok: boolean }[] = [];
const check = async (name: string, fn: () => unknown) => {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `✗ ${name}\n    ${(error instanceof Error ? error.message : String(error)).split('\n').join('\n    ')}`,
    );
  }
};
const run = (command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) => {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: env ?? process.env });
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${(r.stdout + r.stderr).trim().slice(-3000)}`);
  return r.stdout;
};

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// Packed as `npm pack` does, with the package README swapped in (prepack would build again: npm test just did).
let tarball = '';
await check('pack: README, LICENSE and dist only', () => {
  if (!existsSync(path.join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run npm run build:lib first.');
  run('node', ['scripts/pack-readme.mjs'], root);
  try {
    const out = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root);
    const [info] = JSON.parse(out);
    tarball = path.join(work, info.filename);
    const files = (info.files as { path: string }[]).map((f) => f.path);
    const stray = files.filter(
      (f) => !/^(dist\/|src\/styles\/fonts\.css$|LICENSE$|README\.md$|package\.json$)/.test(f),
    );
    if (stray.length) throw new Error(`the tarball holds files it should not: ${stray.slice(0, 10).join(', ')}`);
    for (const needed of ['LICENSE', 'README.md', 'dist/index.js', 'dist/styles/sigil.css']) {
      if (!files.includes(needed)) throw new Error(`the tarball lacks ${needed}`);
    }
  } finally {
    run('node', ['scripts/pack-readme.mjs', 'restore'], root);
  }
  const readme = execFileSync('tar', ['-xOzf', tarball, 'package/README.md'], { encoding: 'utf8' });
  if (!readme.startsWith('# @sigil/ui')) throw new Error("the tarball's README is not the package README");
});

/**
 * A host whose tsconfig has exactOptionalPropertyTypes may pass `undefined` to an optional property only when its
 * type says so (`locale?: Locale | undefined`); `Partial<…>` and optional methods (`reset?(): void`) never take it.
 * Read from the syntax of every declaration file the package ships.
 */
await check('declarations: every optional property also takes undefined (exactOptionalPropertyTypes)', () => {
  const takesUndefined = (type: ts.TypeNode | undefined): boolean =>
    !type ||
    type.kind === ts.SyntaxKind.UndefinedKeyword ||
    type.kind === ts.SyntaxKind.AnyKeyword ||
    type.kind === ts.SyntaxKind.UnknownKeyword ||
    (ts.isUnionTypeNode(type) && type.types.some(takesUndefined)) ||
    (ts.isParenthesizedTypeNode(type) && takesUndefined(type.type));
  const found: string[] = [];
  let optional = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.d.ts')) {
        const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
        const where = (node: ts.Node) => {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          return `${path.relative(root, file)}:${line} ${node.getText().split('\n')[0]}`;
        };
        const visit = (node: ts.Node) => {
          if (
            (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isMappedTypeNode(node)) &&
            node.questionToken
          ) {
            optional += 1;
            if (!takesUndefined(node.type)) found.push(where(node));
          }
          if ((ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) && node.questionToken)
            found.push(where(node));
          if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Partial') found.push(where(node));
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk(path.join(root, 'dist/types'));
  if (!optional) throw new Error('no optional property found in dist/types: is the build there?');
  if (found.length)
    throw new Error(`${found.length} of them cannot be given undefined:\n${found.slice(0, 15).join('\n')}`);
});

function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || url.pathname === '/') file = path.join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** How two PNG screenshots differ, decoded by Chromium: null when every pixel is equal. */
async function pixelDiff(page: Page, left: Buffer, right: Buffer): Promise<string | null> {
  // A string, not a function: the script runner would wrap the function's inner names in a helper the page lacks.
  const compare = `async ([a, b]) => {
    const decode = async (base64) => {
      const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [x, y] = await Promise.all([decode(a), decode(b)]);
    if (x.width !== y.width || x.height !== y.height) return x.width + 'x' + x.height + ' against ' + y.width + 'x' + y.height;
    let count = 0, left = x.width, top = x.height, right = -1, bottom = -1;
    for (let i = 0; i < x.data.length; i += 4) {
      if (x.data[i] === y.data[i] && x.data[i + 1] === y.data[i + 1] && x.data[i + 2] === y.data[i + 2] && x.data[i + 3] === y.data[i + 3]) continue;
      count++;
      const px = (i / 4) % x.width, py = Math.floor(i / 4 / x.width);
      left = Math.min(left, px); top = Math.min(top, py); right = Math.max(right, px); bottom = Math.max(bottom, py);
    }
    return count ? count + ' pixels differ, within x ' + left + '-' + right + ', y ' + top + '-' + bottom : null;
  }`;
  return page.evaluate(`(${compare})(${JSON.stringify([left.toString('base64'), right.toString('base64')])})`);
}

/** The Tailwind 4 + shadcn host's pages (tests/consumers/app/src/shadcn): each alone, and both in either order. */
const SHADCN_PAGES = ['host-only', 'sigil-only', 'host-then-sigil', 'sigil-then-host'] as const;

/**
 * The host's own region and Sigil's, drawn on each page, must be the same pixels as each alone: Sigil's stylesheet
 * touches nothing of the host's page, and the host's (its preflight, shadcn's base layer, its same-named utilities)
 * nothing of Sigil's, whichever loads last. Then tokens the host sets (radius, font, accent) reach Sigil's elements.
 */
async function checkShadcnHost(name: string, dir: string, browser: Browser) {
  const server = await serve(path.join(dir, 'dist'));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const context = await browser.newContext({ viewport: { width: 1000, height: 1400 } });
  await loopbackOnly(context);
  const shots = new Map<string, Buffer>();
  const errors: string[] = [];
  const shoot = async (page: Page, pageName: string, region: '#host' | '#sigil') => {
    const locator = page.locator(region);
    await locator.waitFor();
    if (region === '#sigil') await page.getByRole('button', { name: 'Email' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const shot = await locator.screenshot({ animations: 'disabled', caret: 'hide' });
    shots.set(`${pageName} ${region}`, shot);
    return shot;
  };
  try {
    for (const pageName of SHADCN_PAGES) {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${pageName}: ${error.message}`));
      await page.goto(`${origin}/${pageName}.html`);
      if (pageName !== 'sigil-only') await shoot(page, pageName, '#host');
      if (pageName !== 'host-only') await shoot(page, pageName, '#sigil');
      await page.close();
    }
    const compare = await context.newPage();
    const differs = async (a: string, b: string) => {
      const left = shots.get(a);
      const right = shots.get(b);
      if (!left || !right) return `${a} or ${b} was not drawn`;
      if (left.equals(right)) return null;
      const diff = await pixelDiff(compare, left, right);
      if (!diff) return null;
      writeFileSync(path.join(dir, `${a.replace(/\W+/g, '-')}.png`), left);
      writeFileSync(path.join(dir, `${b.replace(/\W+/g, '-')}.png`), right);
      return `${a} differs from ${b}: ${diff} (both saved in ${dir})`;
    };
    await check(
      `${name}: the Tailwind 4 + shadcn host's page is the same, pixel for pixel, with Sigil's stylesheet`,
      async () => {
        const found = await Promise.all(
          ['host-then-sigil', 'sigil-then-host'].map((p) => differs(`${p} #host`, 'host-only #host')),
        );
        const problems = [...found.filter(Boolean), ...errors];
        if (problems.length) throw new Error(problems.join('\n'));
      },
    );
    await check(
      `${name}: Sigil's screens in the shadcn host are the same, pixel for pixel, as Sigil alone`,
      async () => {
        const found = await Promise.all(
          ['host-then-sigil', 'sigil-then-host'].map((p) => differs(`${p} #sigil`, 'sigil-only #sigil')),
        );
        const problems = found.filter(Boolean);
        if (problems.length) throw new Error(problems.join('\n'));
      },
    );
    await check(`${name}: tokens the host sets once (radius, font, accent) reach Sigil's elements`, async () => {
      const page = await context.newPage();
      await page.goto(`${origin}/host-then-sigil.html`);
      await page.addStyleTag({
        content: ':root { --sigil-radius: 0px; --sigil-font: monospace; --sigil-accent: rgb(1, 2, 3); }',
      });
      const approve = page.getByRole('button', { name: 'Approve' });
      // Its colours change through a transition: read them once it has ended.
      await approve.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const style = await approve.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          radius: computed.borderTopLeftRadius,
          font: computed.fontFamily,
          background: computed.backgroundColor,
        };
      });
      await page.close();
      const expected = { radius: '0px', font: 'monospace', background: 'rgb(1, 2, 3)' };
      if (JSON.stringify(style) !== JSON.stringify(expected))
        throw new Error(`Sigil's button has ${JSON.stringify(style)}, not the host's ${JSON.stringify(expected)}`);
    });
  } finally {
    await context.close();
    server.close();
  }
}

const browser = tarball ? await chromium.launch(chromiumLaunchOptions()) : null;

/**
 * Copies the host app `app` to the work folder as `name`, with Sigil's tarball and the fixture's versions as its
 * dependencies, and installs them (npm's cache: one install each); its folder once installed.
 */
async function install(name: string, app: string, versions: Versions): Promise<string | null> {
  const dir = path.join(work, name);
  cpSync(path.join(here, app), dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `sigil-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: { '@sigil/ui': `file:${tarball}`, ...versions },
      },
      null,
      2,
    ),
  );
  let installed = false;
  await check(`${name}: npm install (one React, peers from the host)`, () => {
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', '--loglevel=error'],
      dir,
    );
    installed = true;
    const nested = path.join(dir, 'node_modules/@sigil/ui/node_modules');
    const second = existsSync(nested)
      ? readdirSync(nested).filter((d) => /^(react|react-dom|viem|@solana)$/.test(d))
      : [];
    if (second.length) throw new Error(`@sigil/ui brought its own ${second.join(', ')}`);
    const version = JSON.parse(readFileSync(path.join(dir, 'node_modules/react/package.json'), 'utf8')).version;
    if (version !== versions.react) throw new Error(`react ${version} installed, the host asked for ${versions.react}`);
    if (existsSync(path.join(dir, 'node_modules/.bin/anvil'))) throw new Error('installing Sigil put anvil in .bin');
  });
  return installed ? dir : null;
}

/** Collects the page's uncaught errors and console errors (React reports hydration mismatches there). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Drives the hosts' e-mail-only sign-in: only the method the host has a backend for is offered (the settings list
 * three, and guest), the journey calls the host's sendCode and loginWithCode, and its onDone swaps the sign-in for
 * the host's "Signed in".
 */
async function emailSignIn(page: Page) {
  const offered = await page.getByRole('navigation', { name: 'Ways to log in' }).getByRole('button').allTextContents();
  if (offered.join('|') !== 'Email') throw new Error(`the landing screen offers ${offered.join(', ')}, not only Email`);
  if (await page.getByRole('button', { name: 'Continue as guest' }).count())
    throw new Error('guest offered without its backend');
  await page.getByRole('button', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('host@example.com');
  await page.keyboard.press('Enter');
  const calls = page.getByRole('list', { name: 'Backend calls' });
  await calls.getByText('sendCode host@example.com').waitFor({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await calls.getByText('loginWithCode 123456').waitFor({ timeout: 10_000 });
  // The journey's completion callback: the host swaps the sign-in for its own page.
  await page.getByRole('status').getByText('Signed in').waitFor({ timeout: 10_000 });
}

for (const [name, versions] of Object.entries(fixtures.vite)) {
  if (!tarball || !browser) break;
  const dir = await install(name, 'app', versions);
  if (!dir) continue;
  await check(`${name}: TypeScript strict against the host's React types (bundler and NodeNext resolution)`, () => {
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.json')], dir);
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.nodenext.json')], dir);
  });
  // The fixture that installs Tailwind is the Tailwind 4 + shadcn host: its pages (src/shadcn) are built too.
  const tailwindHost = '@tailwindcss/vite' in versions;
  let built = false;
  await check(`${name}: Vite build`, async () => {
    const plugins: PluginOption[] = [react()];
    const input: Record<string, string> = { main: path.join(dir, 'index.html') };
    if (tailwindHost) {
      const hostRequire = createRequire(path.join(dir, 'package.json'));
      const tailwind = await import(pathToFileURL(hostRequire.resolve('@tailwindcss/vite')).href);
      plugins.push(tailwind.default());
      for (const page of SHADCN_PAGES) {
        input[page] = path.join(dir, `${page}.html`);
        writeFileSync(
          input[page],
          `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>${page}</title></head>` +
            `<body><div id="root"></div><script type="module" src="/src/shadcn/${page}.tsx"></script></body></html>\n`,
        );
      }
    }
    await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins,
      build: { outDir: 'dist', rolldownOptions: { input } },
    });
    built = true;
  });
  if (!built) continue;
  await check(
    `${name}: an e-mail-only sign-in runs in Chromium on the host's backend to onDone; a ref reaches a Sigil button`,
    async () => {
      const server = await serve(path.join(dir, 'dist'));
      const context = await browser.newContext();
      await loopbackOnly(context);
      const page = await context.newPage();
      const errors = pageErrors(page);
      try {
        const address = server.address();
        await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
        await emailSignIn(page);
        const tag = await page.getByTestId('ref').textContent();
        if (tag !== 'button') throw new Error(`a ref to Sigil's Button reached "${tag}", not the <button>`);
        if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
      } finally {
        await context.close();
        server.close();
      }
    },
  );
  if (tailwindHost) await checkShadcnHost(name, dir, browser);
}
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

for (const [name, versions] of Object.entries(fixtures.next)) {
  if (!tarball || !browser) break;
  const dir = await install(name, 'next', versions);
  if (!dir) continue;
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
  if (!built) continue;
  const started: { next?: NextServer } = {};
  try {
    await check(`${name}: next start on a free loopback port`, async () => {
      started.next = await startNext(dir);
    });
    const next = started.next;
    if (!next) continue;
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

await browser?.close();

/**
 * The JavaScript a page built around `import { SignInJourney } from <specifier>` loads before it shows (its entry
 * chunk and everything that imports statically, dependencies bundled, gzip), resolved from `dir`.
 */
async function signInFirstLoad(dir: string, specifier: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'main.js'),
    `import { SignInJourney } from '${specifier}';\nwindow.journey = SignInJourney;\n`,
  );
  const out = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { input: path.join(dir, 'main.js') } },
  });
  const outputs = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput;
  const chunks = new Map(
    outputs.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const first = new Set<string>();
  const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  for (let file = stack.pop(); file; file = stack.pop()) {
    const chunk = chunks.get(file);
    if (!chunk || first.has(file)) continue;
    first.add(file);
    stack.push(...chunk.imports);
  }
  return [...first].reduce((bytes, file) => bytes + gzipSync(chunks.get(file)?.code ?? '').length, 0);
}

const host = path.join(work, 'react-19');
if (existsSync(path.join(host, 'node_modules/@sigil/ui'))) {
  await check('sign-in page: first load from the package within 5 % of the source build', async () => {
    const fromPackage = await signInFirstLoad(path.join(host, 'size'), '@sigil/ui/sign-in');
    const fromSource = await signInFirstLoad(
      path.join(work, 'size-source'),
      path.join(root, 'src/journeys/sign-in.ts'),
    );
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`    sign-in first load: ${kib(fromPackage)} from the package, ${kib(fromSource)} from source (gzip)`);
    if (fromPackage > fromSource * 1.05) {
      throw new Error(`${kib(fromPackage)} from the package against ${kib(fromSource)} from source: over 5 % more`);
    }
  });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
