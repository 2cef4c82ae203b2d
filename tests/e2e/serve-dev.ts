import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { parseRuntimeConfig } from '../../app/src/config';
import { loadConfig } from '../../emulator/src/config';
import { type RunningEmulator, startEmulator } from '../../emulator/src/server';
import { chromiumLaunchOptions, loopbackOnly } from '../setup/chromium';
import { inboxCode } from './setup';

const root = path.resolve(import.meta.dirname, '../..');

export interface DevApp {
  emulator: RunningEmulator;
  vite: ViteDevServer;
  /** The app's address as `npm start` prints it: localhost. */
  url: string;
  browser: Browser;
  open: (pathname?: string) => Promise<{ context: BrowserContext; page: Page }>;
  inboxCode: (to: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The app as `npm start` serves it: the Vite dev server (`vite --config app/vite.config.ts`: development React with
 * StrictMode, dependencies pre-bundled on first start) pointed at the emulator by VITE_SIGIL_EMULATOR_URL, with the
 * emulator's `npm start` config (emulator/sigil-app.json), here in memory, without its chain, on a free port.
 *
 * Differences from `npm start`, none in what the browser loads: a free port instead of 5173; a cache directory of its
 * own (node_modules/.vite-e2e-dev, so a running `npm start` keeps its node_modules/.vite), emptied and pre-bundled
 * again on every start (`optimizeDeps.force`) as on a first `npm start` after `npm install`; no file watching, so
 * edits made while it runs cannot reload the page under the test.
 */
export async function startDevApp(): Promise<DevApp> {
  const emulator = await startEmulator({
    config: loadConfig(path.join(root, 'emulator/sigil-app.json')),
    port: 0,
    dataDir: null,
  });
  // Whatever fails before the browser is up closes what was started: nothing is left listening.
  let vite: ViteDevServer | undefined;
  let browser: Browser;
  let url: string;
  try {
    // app/vite.config.ts reads the environment when the server starts (configFromEnv), as it does for `npm start`.
    const saved = process.env.VITE_SIGIL_EMULATOR_URL;
    process.env.VITE_SIGIL_EMULATOR_URL = emulator.url;
    try {
      vite = await createServer({
        configFile: path.join(root, 'app/vite.config.ts'),
        mode: 'development',
        cacheDir: path.join(root, 'node_modules/.vite-e2e-dev'),
        optimizeDeps: { force: true },
        server: { port: 0, watch: null },
        clearScreen: false,
        logLevel: 'warn',
      });
      await vite.listen();
    } finally {
      if (saved === undefined) delete process.env.VITE_SIGIL_EMULATOR_URL;
      else process.env.VITE_SIGIL_EMULATOR_URL = saved;
    }
    const address = vite.httpServer?.address();
    if (!address || typeof address !== 'object' || address.address !== '127.0.0.1') {
      throw new Error(`The dev server should listen on 127.0.0.1, not ${JSON.stringify(address)}`);
    }
    url = `http://localhost:${address.port}`;

    // The page's config block must name this emulator (a VITE_PRIVY_APP_ID in the environment or .env.local would
    // point the app at the live provider instead).
    const html = await (await fetch(url)).text();
    const block = /<script type="application\/json" id="sigil-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const config = parseRuntimeConfig(JSON.parse(block ?? 'null'));
    if (config.apiUrl !== emulator.url) {
      throw new Error(`The dev server's app talks to ${config.apiUrl}, not this test's emulator (${emulator.url}).`);
    }

    browser = await chromium.launch(chromiumLaunchOptions());
  } catch (error) {
    await vite?.close();
    await emulator.close();
    throw error;
  }
  return {
    emulator,
    vite,
    url,
    browser,
    open: async (pathname = '/') => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      await loopbackOnly(context);
      const page = await context.newPage();
      await page.goto(`${url}${pathname}`);
      return { context, page };
    },
    inboxCode: (to) => inboxCode(emulator.url, to),
    close: async () => {
      await browser.close();
      await vite.close();
      await emulator.close();
    },
  };
}
