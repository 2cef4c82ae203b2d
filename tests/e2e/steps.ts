import type { TOTP } from 'otpauth';
import type { BrowserContext, Locator, Page } from 'playwright';
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

/** The last time step each authenticator's code was typed at (see `freshCode`). */
const typedSteps = new WeakMap<TOTP, number>();

/**
 * The code an authenticator app shows, never one typed before: the emulator accepts a code once (RFC 6238 §5.2), so
 * a second right code within one 30 s step is the next step's (accepted a step early, as clock drift), as a person
 * would wait for the next code.
 */
export function freshCode(totp: TOTP): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), (typedSteps.get(totp) ?? Number.NEGATIVE_INFINITY) + 1);
  typedSteps.set(totp, step);
  return totp.generate({ timestamp: step * 30_000 });
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

/**
 * The emulated Farcaster app on the user's phone: waits until the emulator's inbox holds the one sign-in request the
 * provider's modal made, opens its link in a new page of `context`, approves it as `username`, and closes the page.
 */
export async function approveInFarcasterApp(harness: AppHarness, context: BrowserContext, username: string) {
  const requests = async () =>
    (
      (await (await fetch(`${harness.emulator.url}/_emulator/inbox.json`)).json()) as {
        farcaster: { connectUri: string }[];
      }
    ).farcaster;
  await expect.poll(async () => (await requests()).length, { timeout: 30_000 }).toBe(1);
  const phone = await context.newPage();
  await phone.goto(`${harness.emulator.url}${(await requests())[0]?.connectUri}`);
  await phone.getByLabel('Username').fill(username);
  await phone.getByRole('button', { name: 'Approve' }).click();
  await phone.getByRole('heading', { name: 'Approved' }).waitFor();
  await phone.close();
}

/**
 * Funds `address` with `eth` ETH ("1", "0.5") on the emulator's local chain: its faucet makes a real, mined transfer
 * from the chain's development account (`POST /_emulator/faucet`). The page reads balances when it loads them again.
 */
export async function fundWallet(harness: AppHarness, address: string, eth: string | number) {
  const funded = await fetch(`${harness.emulator.url}/_emulator/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: String(eth) }),
  });
  expect(funded.status).toBe(200);
}

/**
 * The estimated network fee a transaction's review shows, once estimated on the chain: waits for its row and checks
 * it reads as an amount of ETH ("0.000042 ETH", "< 0.000001 ETH"); returns the row's text.
 */
export async function feeShown(review: Locator): Promise<string> {
  const label = review.getByText('Network fee (estimated)');
  await label.waitFor({ timeout: 30_000 });
  const row = (await label.locator('..').textContent()) ?? '';
  expect(row).toMatch(/Network fee \(estimated\)(< )?0[.,]\d+ ETH/);
  return row;
}
