import type { Page } from 'playwright';
import { expect } from 'vitest';
import type { AppHarness, AppPage } from './setup';

/** The landing screen's list of sign-in methods. */
export const landing = (page: Page) => page.getByRole('navigation', { name: 'Ways to log in' });
/** The signed-in home's heading. */
export const home = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome/ });

/**
 * The SDK asks WalletConnect's public wallet directory for wallet logos at boot. Against the emulator the CSP
 * allows only the emulator, so that request is refused (harmlessly: the SDK carries on without logos).
 * Anything else refused is a defect.
 */
const SDK_WALLET_DIRECTORY = /^connect-src https:\/\/explorer-api\.walletconnect\.com\//;

/** Closes a page's browser profile after checking that the page broke no Content-Security-Policy rule. */
export async function finish({ context, cspViolations }: AppPage) {
  expect((await cspViolations()).filter((v) => !SDK_WALLET_DIRECTORY.test(v))).toEqual([]);
  await context.close();
}

export async function enterCode(page: Page, code: string) {
  const boxes = page.getByRole('textbox', { name: 'Verification code' });
  await boxes.waitFor();
  await boxes.fill(code);
}

/** From the landing screen to home by e-mail code, as a person would. */
export async function signInByEmail(harness: AppHarness, page: Page, email: string) {
  await landing(page).getByRole('button', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
  await enterCode(page, await harness.inboxCode(email));
  await home(page).waitFor();
}
