import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAuthenticator } from '../setup/authenticator';
import {
  installTestSolanaWallet,
  installTestWallet,
  type TestSolanaWallet,
  type TestWallet,
} from '../setup/test-wallet';
import { pageViolations } from './axe';
import { type AppHarness, FIXED_DAY, startApp } from './setup';
import { approveInFarcasterApp, enterCode, finish, home, landing, signInByEmail } from './steps';
import { expectScreenshot } from './visual';

/**
 * The composed app, built for production and served with its security headers, signing in by every method
 * the emulator supports through the real SDK in Chromium.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const linkedAccounts = (page: Page) => page.getByRole('list', { name: 'Ways to log in' }).getByRole('listitem');

describe('the composed app on the emulator', () => {
  it('serves its production security headers, allowing exactly its own origin and the emulator', async () => {
    const response = await fetch(`${app.url}/signin`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${app.emulator.url}`);
    expect(csp).toContain(`frame-src ${app.emulator.url}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('auth.privy.io');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    expect(html).toContain(`"apiUrl":"${app.emulator.url}"`);
  });

  it('e-mail: a wrong code, then the right one; home lists the account; reload keeps the session; logout', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await landing(page).getByRole('button', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    const code = await app.inboxCode('ada@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Verification code' }).getAttribute('aria-describedby'))
      .toBeTruthy();
    await page.getByText('The code you entered is not valid').waitFor();
    expect(await pageViolations(page)).toEqual([]);
    await enterCode(page, code);
    await home(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await home(page).textContent()).toBe('Welcome, ada@example.com');
    expect(await linkedAccounts(page).allTextContents()).toEqual([expect.stringMatching(/^Emailada@example\.com/)]);

    await page.reload();
    await home(page).waitFor();
    await expect(landing(page).count()).resolves.toBe(0);
    // Each page names itself in the title; a page loaded is not a navigation: focus stays where the browser put it.
    expect(await page.title()).toMatch(/^Home · /);
    const focused = () => page.evaluate(() => document.activeElement?.tagName);
    expect(await focused()).toBe('BODY');

    // The header's user button, by keyboard: its menu leads to Security, and focus moves to that page's heading.
    const userButton = page.getByRole('button', { name: 'ada@example.com', exact: true });
    await userButton.focus();
    await page.keyboard.press('Enter');
    // The menu opens on its first item.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Account');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Security');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/security');
    await expect.poll(focused).toBe('H1');
    expect(await page.title()).toMatch(/^Security · /);
    // The brand leads home.
    await page.getByRole('link', { name: 'Sigil Demo' }).click();
    await home(page).waitFor();
    await expect.poll(focused).toBe('H1');

    // Log out, from the user button's menu.
    await userButton.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await landing(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.reload();
    await landing(page).waitFor();
    await finish(opened);
  });

  it('SMS: a number, the code from the inbox, home', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await landing(page).getByRole('button', { name: 'Phone' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('4155550123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    await enterCode(page, await app.inboxCode('+1 415 555 0123'));
    await home(page).waitFor();
    expect(await linkedAccounts(page).allTextContents()).toEqual([expect.stringMatching(/^Phone\+1 415 555 0123/)]);
    await finish(opened);
  });

  it('keyboard only: Tab to the method, type, Enter, type the code', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await landing(page).waitFor();
    // The skip link comes first, then the brand (a link home), then the methods.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Email');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    // The address field takes the focus as the screen opens.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('email');
    await page.keyboard.type('grace@example.com');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('one-time-code');
    await page.keyboard.type(await app.inboxCode('grace@example.com'));
    await home(page).waitFor();
    await finish(opened);
  });

  it('passkey: sign up, log out, log in with the same passkey', async () => {
    const opened = await app.open('/');
    const { page, context } = opened;
    await virtualAuthenticator(context, page);
    await landing(page).getByRole('button', { name: 'Passkey' }).click();
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('button', { name: 'Create passkey' }).click();
    await home(page).waitFor();
    expect(await linkedAccounts(page).allTextContents()).toEqual([expect.stringMatching(/^Passkey/)]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await landing(page).getByRole('button', { name: 'Passkey' }).click();
    await page.getByRole('button', { name: 'Continue with passkey' }).click();
    await home(page).waitFor();
    await finish(opened);
  });

  it('wallet through EIP-6963: an unsupported chain is switched; a declined signature says so; then signed in', async () => {
    let wallet: TestWallet | undefined;
    const opened = await app.open('/', {
      prepare: async (context) => {
        wallet = await installTestWallet(context, { chainId: 999_999 });
      },
    });
    const { page } = opened;
    if (!wallet) throw new Error('the test wallet was not installed');
    await landing(page).getByRole('button', { name: 'Continue with a wallet' }).click();
    await page.getByRole('button', { name: /Sigil Test Wallet/ }).click();
    // The first signature request (right after the switch) is declined: back to the list with a plain note.
    wallet.rejectNext();
    await page.getByRole('button', { name: 'Switch to Ethereum' }).click();
    await page.getByText('You declined the signature. Choose a wallet to try again.').waitFor();
    expect(await pageViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Sigil Test Wallet/ }).click();
    await home(page).waitFor();
    expect(await linkedAccounts(page).allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Wallet${wallet.address.slice(0, 6)}`)),
    ]);
    expect(wallet.calls).toContain('wallet_switchEthereumChain');
    await finish(opened);
  });

  it('Solana wallet through the Wallet Standard: SIWS signed in the wallet, verified by the emulator', async () => {
    let wallet: TestSolanaWallet | undefined;
    const opened = await app.open('/', {
      prepare: async (context) => {
        wallet = await installTestSolanaWallet(context);
      },
    });
    const { page } = opened;
    if (!wallet) throw new Error('the test wallet was not installed');
    await landing(page).getByRole('button', { name: 'Continue with a wallet' }).click();
    wallet.rejectNext();
    await page.getByRole('button', { name: /Sigil Test Solana Wallet/ }).click();
    await page.getByText('You declined the signature. Choose a wallet to try again.').waitFor();
    await page.getByRole('button', { name: /Sigil Test Solana Wallet/ }).click();
    await home(page).waitFor();
    expect(await linkedAccounts(page).allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Wallet${wallet.address.slice(0, 4)}`)),
    ]);
    expect(wallet.calls).toEqual(['standard:connect', 'standard:connect', 'solana:signMessage']);
    await finish(opened);
  });

  it('OAuth: GitHub through the consent page; the return parameters leave the address bar', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    // OAuth providers are a row of marks on the landing screen, named "Continue with …".
    await landing(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    await page.getByRole('button', { name: 'Allow' }).click();
    await home(page).waitFor();
    expect(page.url()).not.toContain('privy_oauth');
    expect(await linkedAccounts(page).allTextContents()).toEqual([expect.stringMatching(/^GitHub/)]);
    await finish(opened);
  });

  it('OAuth deny: the app says so, cleans the address bar, and Back returns to the methods', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await landing(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('alert').waitFor();
    await expect.poll(() => page.url()).not.toContain('privy_oauth');
    await page.getByRole('button', { name: 'Back' }).click();
    await landing(page).waitFor();
    await finish(opened);
  });

  it("Farcaster: the provider's own modal (no headless web flow), approved in the emulated Farcaster app", async () => {
    const opened = await app.open('/');
    const { page, context } = opened;
    await landing(page).getByRole('button', { name: 'More options' }).click();
    await landing(page).getByRole('button', { name: 'Continue with Farcaster' }).click();
    // The provider's modal opens on its own list, with Farcaster alone in it.
    await page.getByRole('button', { name: 'Farcaster', exact: true }).click();
    // The modal shows the channel's QR code; the emulator's inbox lists the request for the Farcaster app.
    await approveInFarcasterApp(app, context, 'ada');
    await home(page).waitFor({ timeout: 30_000 });
    expect(await linkedAccounts(page).allTextContents()).toEqual([expect.stringMatching(/^Farcaster@ada/)]);
    await finish(opened);
  });

  it('guest: continues at once, and the same guest returns after a reload', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await home(page).waitFor();
    expect(await home(page).textContent()).toBe('Welcome, Guest');
    await page.reload();
    await home(page).waitFor();
    await finish(opened);
  });

  it('an expired session logs out cleanly: "You\'ve been logged out", then the methods', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await signInByEmail(app, page, 'expired@example.com');
    await fetch(`${app.emulator.url}/_emulator/expire-sessions`, { method: 'POST' });
    await page.reload();
    await page.getByRole('heading', { name: "You've been logged out" }).waitFor();
    expect(await pageViolations(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('privy:refresh_token'))).toBeNull();
    await page.getByRole('button', { name: 'Log in again' }).click();
    await landing(page).waitFor();
    await finish(opened);
  });

  it('shows the sign-in screen and takes an e-mail before the SDK has loaded', async () => {
    // Hold the SDK's chunk back until the e-mail has been typed and submitted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sdkRequested = false;
    const opened = await app.open('/', {
      prepare: (context) =>
        context.route(/\/assets\/sdk-[^/]+\.js$/, async (route) => {
          sdkRequested = true;
          await held;
          await route.continue();
        }),
    });
    const { page } = opened;
    await landing(page).getByRole('button', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill('early@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(sdkRequested).toBe(true);
    // The submit waits for the SDK, busy, and goes on once it arrives.
    await page.getByRole('button', { name: 'Sending code' }).and(page.locator('[aria-busy="true"]')).waitFor();
    release();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    await finish(opened);
  });
});

describe('screenshots and accessibility (axe) of the composed pages', () => {
  // Sign-in, home, and the Security page (nothing enrolled).
  const shoot = async (harness: AppHarness, name: string) => {
    const opened = await harness.open('/');
    const { page } = opened;
    await landing(page).waitFor();
    // The link to other apps' accounts appears once the app's cross-app connections have been read.
    await page.getByRole('link', { name: 'Continue with an account from another app' }).waitFor({ timeout: 30_000 });
    // The providers' marks come in a chunk of their own, after the first screen's code.
    await landing(page).getByRole('button', { name: 'Continue with Apple' }).locator('svg[data-brand]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    expectScreenshot(`${name}-signin`, await page.screenshot());
    expect(await pageViolations(page)).toEqual([]);
    await signInByEmail(harness, page, `${name}@example.com`);
    await page.evaluate(() => document.fonts.ready);
    expectScreenshot(`${name}-home`, await page.screenshot());
    expect(await pageViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    expectScreenshot(`${name}-security`, await page.screenshot());
    expect(await pageViolations(page)).toEqual([]);
    await finish(opened);
  };

  it.each([
    ['light', {}],
    ['dark', { theme: 'dark' }],
  ])('%s', async (name, appearance) => {
    const harness = await startApp(appearance, { now: FIXED_DAY });
    try {
      await shoot(harness, name);
    } finally {
      await harness.close();
    }
  });
});
