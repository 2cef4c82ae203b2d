/**
 * Every page of the composed app, as a person sees it on a wide screen (1280 × 800) and on a phone (390 × 844), and
 * on a wide screen in the dark theme: a full-page screenshot of each
 * (`tests/visual/baselines/app/pages-<width>[-dark]-<page>.png`) and axe on each (contrast in both themes). The
 * wallet's address (new each run) is masked; time is fixed.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViolations } from './axe';
import { type AppHarness, FIXED_DAY, startApp } from './setup';
import { finish, landing, signInByEmail } from './steps';
import { expectScreenshot } from './visual';

/** The signed-in pages, each with the heading that says it has rendered. */
const PAGES = [
  { path: '/home', heading: /^Welcome/ },
  { path: '/account', heading: 'Your account' },
  { path: '/wallets', heading: 'Your wallets' },
  { path: '/connections', heading: 'Connections' },
  { path: '/security', heading: 'Two-step verification' },
] as const;

/** What differs between runs: a wallet's address, in full or shortened, and its QR code. */
const changing = (page: Page) => [
  page.getByText(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/),
  page.getByText(/0x[0-9a-fA-F]{40}/),
  page.locator('[data-slot="address"]'),
];

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // Parts that load after the first render (the providers' marks) hold their place with `data-loading`.
  await page.locator('[data-loading]').first().waitFor({ state: 'detached', timeout: 30_000 });
  expectScreenshot(name, await page.screenshot({ fullPage: true, mask: changing(page), maskColor: '#808080' }));
  expect(await pageViolations(page)).toEqual([]);
}

describe.each([
  ['wide', 'light', { width: 1280, height: 800 }],
  ['phone', 'light', { width: 390, height: 844 }],
  ['wide', 'dark', { width: 1280, height: 800 }],
] as const)('every page on a %s screen, %s', (name, theme, viewport) => {
  let app: AppHarness;
  const prefix = `pages-${viewport.width}${theme === 'dark' ? '-dark' : ''}`;
  beforeAll(async () => {
    app = await startApp(
      { embeddedWallets: { createOnLogin: 'users-without-wallets' }, theme },
      { now: FIXED_DAY, chain: true },
    );
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('screenshots and axe', async () => {
    const opened = await app.open('/', { viewport });
    const { page } = opened;
    await landing(page).waitFor();
    // The providers' marks load after the first screen; the link to other apps once their list is read.
    await page.getByRole('link', { name: 'Continue with an account from another app' }).waitFor({ timeout: 30_000 });
    await shoot(page, `${prefix}-signin`);
    await signInByEmail(app, page, `${name}@example.com`);
    for (const { path, heading } of PAGES) {
      await page.goto(new URL(path, page.url()).href);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      // A wallet's balance is read before the picture.
      if (path === '/home' || path === '/wallets')
        await page
          .getByText(/^0 ETH$/)
          .first()
          .waitFor({ timeout: 60_000 });
      await shoot(page, `${prefix}${path.replace('/', '-')}`);
    }
    await finish(opened);
  }, 240_000);
});
