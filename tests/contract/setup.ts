import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { type RunningEmulator, startEmulator } from '../../emulator/src/server';
import { chromiumLaunchOptions, loopbackOnly } from '../setup/chromium';

export interface Harness {
  emulator: RunningEmulator;
  vite: ViteDevServer;
  browser: Browser;
  pageUrl: string;
  appId: string;
  /** A fresh browser profile that can reach only this machine (the SDK's public wallet directory is refused). */
  newContext: () => Promise<BrowserContext>;
  inboxCode: (to: string) => Promise<string>;
  close: () => Promise<void>;
}

/** How a test file's harness differs from the default one. */
export interface HarnessOptions {
  /** The harness page `pageUrl` opens (`cross-app.html`, ...); the default is index.html (main.tsx). */
  page?: string;
  /** A local chain the emulator's chain routes and wallets use (tests/setup/anvil.ts). */
  chain?: { chainId: number; rpcUrl: string };
}

/**
 * Pages whose URL asks for it (`coop=1`) are served with `Cross-Origin-Opener-Policy: same-origin-allow-popups`, as
 * the real app serves them (app/security.ts): the pop-up's way back to such a page from another provider app's page
 * may cost it its opener (sdk-cross-app.test.ts).
 */
const coopOnRequest: Plugin = {
  name: 'coop-on-request',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url?.includes('coop=1')) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      next();
    });
  },
};

/**
 * The real SDK in Chromium, its page served by Vite, pointed at a fresh in-memory emulator. `overrides`: the
 * emulator's config (over its defaults and the page's allowed origins).
 */
export async function startHarness(
  overrides: Record<string, unknown> = {},
  { page = '', chain }: HarnessOptions = {},
): Promise<Harness> {
  const vite = await createServer({
    configFile: false,
    root: path.join(import.meta.dirname, 'harness'),
    // The same plugins for every test file: they key Vite's cache of pre-bundled dependencies (the SDK), which a
    // different list would make it bundle again (~20 s on 2 cores).
    plugins: [react(), coopOnRequest],
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
    define: { global: 'globalThis' },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const vitePort = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://localhost:${vitePort}`;
  const config = EmulatorConfigSchema.parse({ allowedOrigins: [origin, `http://127.0.0.1:${vitePort}`], ...overrides });
  const emulator = await startEmulator({ config, port: 0, dataDir: null, chain: chain ?? false });
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    emulator,
    vite,
    browser,
    appId: config.appId,
    pageUrl: `${origin}/${page}?api=${encodeURIComponent(emulator.url)}&app=${config.appId}`,
    newContext: async () => {
      const context = await browser.newContext();
      await loopbackOnly(context);
      return context;
    },
    inboxCode: async (to) => {
      const inbox = (await (await fetch(`${emulator.url}/_emulator/inbox.json`)).json()) as {
        messages: { to: string; code: string }[];
      };
      return inbox.messages.find((m) => m.to === to)?.code ?? '';
    },
    close: async () => {
      await browser.close();
      await vite.close();
      await emulator.close();
    },
  };
}

/** Reads one of the harness's labelled outputs. */
export const output = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Waits until a locator's text equals (or matches) what is expected; fails with the last text seen. */
export async function expectText(locator: ReturnType<Page['getByLabel']>, expected: string | RegExp, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    if (typeof expected === 'string' ? last === expected : expected.test(last)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Expected ${String(expected)}, but the text stayed "${last}"`);
}

/** Signs in on the harness by e-mail code, as a user would: address, code from the inbox, log in. */
export async function signInByEmail(harness: Harness, page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send email code' }).click();
  await expectText(output(page, 'email state'), 'awaiting-code-input');
  await page.getByLabel('Code', { exact: true }).fill(await harness.inboxCode(email));
  await page.getByRole('button', { name: 'Log in with email code' }).click();
  await expectText(output(page, 'authenticated'), 'true');
}
