/**
 * The signed-in app on a phone (390 × 844): the header's navigation gives way to a tab bar along the bottom (one
 * navigation landmark, `aria-current` on the page shown, every page a tap or a few Tabs away); no page is wider
 * than the screen; the signing review's bottom sheet is wholly on screen, its close button included; the Solana
 * wallet's balance settles on "Unavailable" (the app reads no Solana balances). Screenshots of home with the bar,
 * light and dark (`tests/visual/baselines/app/<theme>-phone-home.png`), and axe on it.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, pageViolations } from './axe';
import { type AppHarness, FIXED_DAY, startApp } from './setup';
import { finish, signInByEmail } from './steps';
import { expectScreenshot } from './visual';

const PHONE = { width: 390, height: 844 };

/** The signed-in pages in the bar's order, each with the heading that says it has rendered. */
const PAGES = [
  { link: 'Home', path: '/home', heading: /^Welcome/ },
  { link: 'Account', path: '/account', heading: 'Your account' },
  { link: 'Wallets', path: '/wallets', heading: 'Your wallets' },
  { link: 'Connections', path: '/connections', heading: 'Connections' },
  { link: 'Security', path: '/security', heading: 'Two-step verification' },
];

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether a box lies wholly inside the phone's screen. */
const onScreen = (box: { x: number; y: number; width: number; height: number } | null) =>
  box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;

describe('the signed-in app on a phone', () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await startApp({
      embeddedWallets: { createOnLogin: 'users-without-wallets', solana: { createOnLogin: 'users-without-wallets' } },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a tab bar navigates every page, none wider than the screen; the signing review fits', async () => {
    const opened = await app.open('/', { viewport: PHONE });
    const { page } = opened;
    await signInByEmail(app, page, 'phone@example.com');

    // One navigation (the bar, not the header's row), along the bottom of the screen, as wide as it.
    await expect.poll(() => page.getByRole('navigation').count()).toBe(1);
    const bar = await tabBar(page).boundingBox();
    expect(bar).not.toBeNull();
    expect(bar && [bar.x, bar.width, bar.y + bar.height]).toEqual([0, PHONE.width, PHONE.height]);

    for (const { link, path, heading } of PAGES) {
      await tabBar(page).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(path);
      // The page shown is the bar's current one, and the only one.
      expect(await tabBar(page).locator('[aria-current="page"]').allTextContents()).toEqual([link]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }

    // Keyboard: from the header's app name, Tab reaches the bar's links (next in the header); Enter follows one.
    // Focused, not clicked: a click follows the brand home, and focus then moves to that page's heading.
    await page.getByRole('banner').getByRole('link', { name: 'Sigil Demo' }).focus();
    let focused = '';
    for (let presses = 0; presses < 10 && focused !== 'Account'; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Account');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor({ timeout: 30_000 });
    expect(await tabBar(page).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');

    // The Wallets page: the Solana wallet's balance settles on "Unavailable" (no Solana network is read).
    await tabBar(page).getByRole('link', { name: 'Wallets' }).click();
    const solana = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Solana' }) });
    await solana.waitFor({ timeout: 60_000 });
    await expect.poll(() => solana.textContent(), { timeout: 30_000 }).toContain('BalanceUnavailable');
    expect(await solana.getByRole('status', { name: 'Loading balance' }).count()).toBe(0);
    // The page's end scrolls clear of the bar.
    const review = page.getByRole('button', { name: 'Review request' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await review.boundingBox();
    const barTop = (await tabBar(page).boundingBox())?.y ?? 0;
    expect(end && end.y + end.height).toBeLessThanOrEqual(barTop);

    // A signing review: its bottom sheet and close button wholly on screen, the page no wider.
    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Hello from a phone');
    await review.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign message' }).waitFor();
    // The sheet slides up: measured where it rests.
    await animationsSettled(page);
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(PHONE.width);
    expect(onScreen(await dialog.getByRole('button', { name: 'Close' }).boundingBox())).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // Closing declines the request: the review goes at once, no second dialog to dismiss.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Request declined. Nothing was signed.' }).waitFor();
    await finish(opened);
  }, 180_000);
});

describe('screenshots and accessibility (axe) of home on a phone', () => {
  it.each([
    ['light', {}],
    ['dark', { theme: 'dark' }],
  ])(
    '%s',
    async (name, appearance) => {
      const harness = await startApp(appearance, { now: FIXED_DAY });
      try {
        const opened = await harness.open('/', { viewport: PHONE });
        const { page } = opened;
        await signInByEmail(harness, page, `${name}@example.com`);
        await tabBar(page).waitFor();
        await page.evaluate(() => document.fonts.ready);
        expectScreenshot(`${name}-phone-home`, await page.screenshot());
        expect(await pageViolations(page)).toEqual([]);
        await tabBar(page).getByRole('link', { name: 'Security' }).click();
        await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor({ timeout: 30_000 });
        expect(await pageViolations(page)).toEqual([]);
        await finish(opened);
      } finally {
        await harness.close();
      }
    },
    120_000,
  );
});
