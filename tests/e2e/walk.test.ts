/**
 * A person's walk through the composed app on the real SDK against the emulator and its local chain (anvil): sign in
 * (focus lands on the dashboard's heading), the dashboard, log out from the user button (focus lands on the sign-in
 * page's heading).
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startApp } from './setup';
import { finish, home, landing, signInByEmail } from './steps';

/** The focused element's tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent ?? ''}`);

describe('a walk through the app', () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await startApp({ embeddedWallets: { createOnLogin: 'users-without-wallets' } }, { chain: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('signs in to the dashboard and logs out from the user button, focus following', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await landing(page).waitFor();
    await signInByEmail(app, page, 'walker@example.com');
    // Signing in here moves focus to the first signed-in page's heading.
    const welcome = (await home(page).textContent()) ?? '';
    await expect.poll(() => focused(page)).toBe(`H1:${welcome}`);

    // Log out from the user button: the sign-in page's heading takes focus (the menu that had it is gone).
    await page.getByRole('button', { name: 'walker@example.com', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await landing(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expect.poll(() => focused(page)).toMatch(/^H1:/);
    await finish(opened);
  }, 180_000);
});
