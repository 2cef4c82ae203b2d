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
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../setup/chromium';
import { check, finish, fixtures, here, run, type Versions, work } from './harness';
import { checkNextHost } from './next-host';
import { checkDeclarations, checkSignInSize, pack } from './package';
import { checkViteHost } from './vite-host';

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const tarball = await pack();
await checkDeclarations();

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

for (const [name, versions] of Object.entries(fixtures.vite)) {
  if (!tarball || !browser) break;
  const dir = await install(name, 'app', versions);
  if (dir) await checkViteHost(name, dir, versions, browser);
}

for (const [name, versions] of Object.entries(fixtures.next)) {
  if (!tarball || !browser) break;
  const dir = await install(name, 'next', versions);
  if (dir) await checkNextHost(name, dir, browser);
}

await browser?.close();
await checkSignInSize(path.join(work, 'react-19'));
finish();
