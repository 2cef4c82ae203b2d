import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { EMULATOR_APP_ID } from '../../app/src/config';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { type RunningEmulator, startEmulator } from '../../emulator/src/server';
import { chromiumLaunchOptions, loopbackOnly } from '../setup/chromium';
import { type StaticApp, serveBuiltApp } from './serve';

/**
 * A day for the emulator's clock to stand still on, so the dates pages show ("Member since", "Linked") never change
 * between runs. A day ahead of the browser's clock: tokens issued "then" are still valid now.
 */
export const FIXED_DAY = () => Date.parse('2031-03-14T12:00:00Z');

/** The newest code the emulator sent to an e-mail address or phone number (its inbox), or '' when none. */
export async function inboxCode(emulatorUrl: string, to: string): Promise<string> {
  const inbox = (await (await fetch(`${emulatorUrl}/_emulator/inbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    messages: { code: string }[];
  };
  return inbox.messages[0]?.code ?? '';
}

export interface AppHarness {
  emulator: RunningEmulator;
  server: StaticApp;
  /** The app's address as a browser sees it: localhost (a passkey's relying party cannot be an IP). */
  url: string;
  browser: Browser;
  open: (
    path?: string,
    options?: {
      viewport?: { width: number; height: number };
      /** Runs on the new browser profile before the page loads (install a wallet, hold a chunk back). */
      prepare?: (context: BrowserContext) => Promise<unknown>;
    },
  ) => Promise<AppPage>;
  inboxCode: (to: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations the page reported. */
  cspViolations: () => Promise<string[]>;
}

/**
 * The built app (app/dist), served with its production headers, pointed at a fresh in-memory emulator, and
 * driven in Debian Chromium. Build first: `npm run build:app` (npm test does).
 */
export async function startApp(
  overrides: Record<string, unknown> = {},
  {
    now,
    chain = false,
  }: {
    now?: () => number;
    /** `true`: the emulator starts its local chain (anvil) and stops it on close. */
    chain?: boolean;
  } = {},
): Promise<AppHarness> {
  const server = await serveBuiltApp(path.resolve(import.meta.dirname, '../../app/dist'));
  const url = server.origin.replace('127.0.0.1', 'localhost');
  const config = EmulatorConfigSchema.parse({
    allowedOrigins: [url, server.origin],
    loginMethods: [
      'email',
      'sms',
      'passkey',
      'wallet',
      'solana_wallet',
      'google',
      'github',
      'apple',
      'farcaster',
      'guest',
    ],
    ...overrides,
  });
  const emulator = await startEmulator({ config, port: 0, dataDir: null, now, chain });
  server.configure({ mode: 'emulator', appId: EMULATOR_APP_ID, clientId: null, apiUrl: emulator.url });
  const browser = await chromium.launch(
    chromiumLaunchOptions(['--font-render-hinting=none', '--force-color-profile=srgb', '--hide-scrollbars']),
  );
  return {
    emulator,
    server,
    url,
    browser,
    open: async (pathname = '/', { viewport = { width: 1024, height: 768 }, prepare } = {}) => {
      const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
      // Only this machine: the SDK's public wallet directory (and anything else outside) is refused.
      await loopbackOnly(context);
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(`${url}${pathname}`);
      return {
        context,
        page,
        cspViolations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      };
    },
    inboxCode: (to) => inboxCode(emulator.url, to),
    close: async () => {
      await browser.close();
      await server.close();
      await emulator.close();
    },
  };
}
