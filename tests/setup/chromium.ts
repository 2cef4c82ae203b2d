import { existsSync } from 'node:fs';
import type { BrowserContext } from 'playwright';

/** Debian Chromium: Playwright cannot download browsers here. `CHROMIUM_PATH` overrides. */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

/**
 * Launch options for every Chromium the tests start: root-safe, and never reaching for the closed network
 * (background networking, component updates, sync, QUIC). `extraArgs` add to them.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}

/**
 * Lets a browser profile reach only this machine: anything else (the SDK's public wallet directory, fonts,
 * analytics) is refused as the closed network here would, and at once rather than after a time-out.
 */
export function loopbackOnly(context: BrowserContext) {
  return context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}
