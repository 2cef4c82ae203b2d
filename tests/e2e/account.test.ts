/**
 * The Account page in the composed app, on the real SDK against the emulator: the library's account journey on the
 * SDK's headless link, unlink and update hooks (src/privy/sdk/account.ts). One user's browser profile runs through
 * the page's features in order (each test starts where the last one left the account); codes come from the
 * emulator's inbox, passkeys from a virtual authenticator, the wallet is the EIP-6963 test wallet signing in Node.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_APP_ID } from '../../app/src/config';
import { virtualAuthenticator } from '../setup/authenticator';
import { installTestWallet, type TestWallet } from '../setup/test-wallet';
import { pageViolations } from './axe';
import { type AppHarness, type AppPage, FIXED_DAY, startApp } from './setup';
import { approveInFarcasterApp, enterCode, finish, landing, signInByEmail } from './steps';
import { expectScreenshot } from './visual';

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your account' });
const linked = (page: Page) => page.getByRole('region', { name: /^Ways to log in/ });
/** Every linked account's row: the ways to log in, then the wallets. */
const rows = (page: Page) => page.getByRole('region', { name: /^(Ways to log in|Wallets)/ }).getByRole('listitem');
const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
/** The kinds of the linked accounts, in the order shown (each row's `data-type`, the provider's account type). */
const kinds = (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
/** Opens "Add a way to log in". */
async function openAddWay(page: Page) {
  await page.getByRole('button', { name: 'Add a way to log in' }).click();
  return page.getByRole('menu');
}
/** Chooses a kind in "Add a way to log in". */
async function addWay(page: Page, name: string) {
  await (await openAddWay(page)).getByRole('menuitem', { name, exact: true }).click();
}

/** Through the app's navigation to the Account page, once its user has loaded. */
async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'Account' }).click();
  await title(page).waitFor();
  await linked(page).getByRole('listitem').first().waitFor({ timeout: 30_000 });
}

/** Disconnects an account through its row's button and the confirmation; waits for the row to go. */
async function unlink(page: Page, name: string, text: string | RegExp) {
  await row(page, text)
    .getByRole('button', { name: `Disconnect ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Disconnect ${name.replace(/ .*/, '')}?` });
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await row(page, text).waitFor({ state: 'detached', timeout: 30_000 });
}

/** A connect or update screen: the new value, Submit, the code from the inbox, then Done back on the overview. */
async function withCode(page: Page, app: AppHarness, field: string, value: string, inbox: string, done: string) {
  await page.getByRole('textbox', { name: field }).fill(value);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 30_000 });
  await enterCode(page, await app.inboxCode(inbox));
  await page.getByRole('heading', { name: done }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await title(page).waitFor();
}

/** Signs a user up with an e-mail code over the API, as another browser would: its address is then taken. */
async function signUpElsewhere(app: AppHarness, email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${app.emulator.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': EMULATOR_APP_ID, origin: app.url },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200);
  const code = await app.inboxCode(email);
  const res = await post('/api/v1/passwordless/authenticate', { email, code, mode: 'login-or-sign-up' });
  expect(res.status).toBe(200);
}

describe("one user's Account page on the real SDK", () => {
  let app: AppHarness;
  let opened: AppPage;
  let page: Page;
  let wallet: TestWallet | undefined;
  let authenticator: Awaited<ReturnType<typeof virtualAuthenticator>>;

  beforeAll(async () => {
    app = await startApp();
    opened = await app.open('/', {
      prepare: async (context) => {
        wallet = await installTestWallet(context);
      },
    });
    page = opened.page;
    authenticator = await virtualAuthenticator(opened.context, page);
    await signInByEmail(app, page, 'acct@example.com');
  }, 60_000);
  afterAll(async () => {
    if (opened) await finish(opened);
    await app?.close();
  });

  it('lists the user and their e-mail; the only way in cannot be disconnected, and says why', async () => {
    await openAccount(page);
    expect(await kinds(page)).toEqual(['email']);
    // No button that cannot be used: the reason instead.
    expect(
      await row(page, 'acct@example.com')
        .getByRole('button', { name: /^Disconnect/ })
        .count(),
    ).toBe(0);
    await row(page, 'acct@example.com')
      .getByText('This is your only way to log in. Connect another way to log in before disconnecting it.')
      .waitFor();
    expect(await pageViolations(page)).toEqual([]);
  });

  it('connects a phone with the code sent to it; then the e-mail can be disconnected', async () => {
    await page.getByRole('button', { name: 'Add phone' }).click();
    await page.getByRole('heading', { name: 'Connect phone' }).waitFor();
    await withCode(page, app, 'Phone number', '4155552671', '+1 415 555 2671', 'Phone connected');
    await row(page, '+1 415 555 2671').waitFor();
    expect(await kinds(page)).toEqual(['email', 'phone']);
    // The journey's onDone, said in a toast (a polite live region).
    await page.getByRole('region', { name: 'Notifications' }).getByText('Account connected').waitFor();
    expect(
      await row(page, 'acct@example.com')
        .getByRole('button', { name: 'Disconnect Email acct@example.com' })
        .isDisabled(),
    ).toBe(false);
  });

  it('updates the e-mail and the phone with codes sent to the new ones', async () => {
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('heading', { name: 'Update email' }).waitFor();
    // A wrong code first: the SDK's update hook swallows the refusal; the page must still say it, not "Email updated".
    await page.getByRole('textbox', { name: 'New email address' }).fill('acct2@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 30_000 });
    const right = await app.inboxCode('acct2@example.com');
    await enterCode(page, right === '000000' ? '111111' : '000000');
    await page.getByText('The code you entered is not valid').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Email updated' }).count()).toBe(0);
    await enterCode(page, right);
    await page.getByRole('heading', { name: 'Email updated' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    await title(page).waitFor();
    await row(page, 'acct2@example.com').waitFor();
    await page.getByRole('button', { name: 'Change phone' }).click();
    await page.getByRole('heading', { name: 'Update phone' }).waitFor();
    await withCode(page, app, 'New phone number', '4155550100', '+1 415 555 0100', 'Phone updated');
    await row(page, /415.?555.?0100/).waitFor();
    expect(await linked(page).getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('acct2@example.com'),
      expect.stringMatching(/415.?555.?0100/),
    ]);
  });

  it("unlinks the e-mail; linking another user's e-mail is refused; then links a new one", async () => {
    await unlink(page, 'Email acct2@example.com', 'acct2@example.com');
    expect(await kinds(page)).toEqual(['phone']);
    await signUpElsewhere(app, 'taken@example.com');
    await addWay(page, 'Email');
    await page.getByRole('heading', { name: 'Connect email' }).waitFor();
    await page.getByRole('textbox', { name: 'Email address' }).fill('taken@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 30_000 });
    await enterCode(page, await app.inboxCode('taken@example.com'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This account has already been linked to another user.' })
      .waitFor({ timeout: 30_000 });
    expect(await pageViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use a different address' }).click();
    await withCode(page, app, 'Email address', 'acct3@example.com', 'acct3@example.com', 'Email connected');
    await row(page, 'acct3@example.com').waitFor();
    expect(await kinds(page)).toEqual(['phone', 'email']);
  });

  it('links GitHub through the consent page and comes back to the Account page, with the tokens granted', async () => {
    await addWay(page, 'GitHub');
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    const redeemed: string[] = [];
    const count = (request: { url: () => string }) => {
      const match = /\/api\/v1\/oauth\/(link|authenticate)$/.exec(request.url());
      if (match?.[1]) redeemed.push(match[1]);
    };
    page.on('request', count);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('heading', { name: 'Access granted by GitHub' }).waitFor({ timeout: 30_000 });
    const back = new URL(page.url());
    expect(back.pathname).toBe('/account');
    expect(back.search).not.toContain('privy_oauth');
    await page.getByText('openid').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await row(page, 'GitHub').waitFor({ timeout: 30_000 });
    expect(await kinds(page)).toEqual(['phone', 'email', 'github_oauth']);
    // Redeemed once, as a link: the SDK's OAuth sign-in hook, mounted too, must not take the same return again.
    page.off('request', count);
    expect(redeemed).toEqual(['link']);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('links passkeys up to five; the sixth is refused with the reason', async () => {
    for (let n = 1; n <= 5; n++) {
      // A fresh device each time: one holding a credential of this account rightly refuses to make another.
      if (n > 1) await authenticator.replace();
      await addWay(page, 'Passkey');
      await expect
        .poll(async () => (await kinds(page)).filter((k) => k === 'passkey').length, { timeout: 30_000 })
        .toBe(n);
    }
    const sixth = (await openAddWay(page)).getByRole('menuitem', { name: /^Passkey/ });
    expect(await sixth.getAttribute('aria-disabled')).toBe('true');
    expect(await sixth.textContent()).toBe('PasskeyCannot link more passkeys to account.');
    await page.keyboard.press('Escape');
  });

  it('links an Ethereum wallet by its signature, then unlinks it, GitHub and a passkey', async () => {
    if (!wallet) throw new Error('the test wallet was not installed');
    await addWay(page, 'Wallet');
    await page.getByRole('button', { name: /Sigil Test Wallet/ }).click({ timeout: 30_000 });
    await title(page).waitFor({ timeout: 30_000 });
    const walletRow = page.getByRole('region', { name: /^Wallets/ }).getByRole('listitem');
    await walletRow.waitFor({ timeout: 30_000 });
    expect(wallet.calls).toContain('personal_sign');
    expect(await walletRow.textContent()).toContain(wallet.address.slice(0, 6));

    await walletRow.getByRole('button', { name: /^Disconnect/ }).click();
    const walletDialog = page.getByRole('dialog', { name: /^Disconnect .*\?$/ });
    await walletDialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await walletDialog.waitFor({ state: 'detached', timeout: 30_000 });
    await walletRow.waitFor({ state: 'detached', timeout: 30_000 });
    await unlink(page, 'GitHub', 'GitHub');
    const passkeys = linked(page).getByRole('listitem').filter({ hasText: 'Passkey' });
    const name = (await passkeys.first().getByRole('button').getAttribute('aria-label')) ?? '';
    await passkeys.first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Passkey?' });
    await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    expect(name).toMatch(/^Disconnect Passkey/);
    await expect.poll(async () => (await kinds(page)).filter((k) => k === 'passkey').length).toBe(4);
    const again = (await openAddWay(page)).getByRole('menuitem', { name: 'Passkey', exact: true });
    expect(await again.getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Escape');
    expect(await kinds(page)).toEqual(['phone', 'email', 'passkey', 'passkey', 'passkey', 'passkey']);
  });

  it("links Farcaster in the provider's own modal (the SDK has no headless Farcaster link on the web), unlinks it; then the phone", async () => {
    await addWay(page, 'Farcaster');
    await approveInFarcasterApp(app, opened.context, 'acct');
    await row(page, '@acct').waitFor({ timeout: 30_000 });
    expect(await kinds(page)).toEqual(['phone', 'email', 'passkey', 'passkey', 'passkey', 'passkey', 'farcaster']);
    // Unlinking is headless (`useUnlinkFarcaster`), from the page (nothing of the modal stands in the way).
    await unlink(page, 'Farcaster @acct', '@acct');
    expect(await kinds(page)).toEqual(['phone', 'email', 'passkey', 'passkey', 'passkey', 'passkey']);
    // And the phone: the e-mail and the passkeys remain ways in.
    await unlink(page, 'Phone', /415.?555.?0100/);
    expect(await kinds(page)).toEqual(['email', 'passkey', 'passkey', 'passkey', 'passkey']);
  });
});

describe('terms, and the Account page light and dark', () => {
  it.each([
    ['light', {}],
    ['dark', { theme: 'dark' }],
  ])(
    '%s: an app requiring its terms: ticked on the landing screen, recorded after sign-in without asking twice; then the Account page',
    async (name, appearance) => {
      const harness = await startApp({ ...appearance, requireTerms: true }, { now: FIXED_DAY });
      try {
        const opened = await harness.open('/');
        const { page } = opened;
        // The landing screen asks for a tick first (the SDK's headless sign-in does not record it).
        await landing(page).waitFor();
        await page.getByRole('checkbox').check();
        await landing(page).getByRole('button', { name: 'Email' }).click();
        await page.getByRole('textbox', { name: 'Email address' }).fill(`terms-${name}@example.com`);
        await page.keyboard.press('Enter');
        await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
        await enterCode(page, await harness.inboxCode(`terms-${name}@example.com`));
        // The user agreed on the landing screen: the app records it (`useAcceptTerms`) rather than asking again.
        await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor({ timeout: 30_000 });
        expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
        await openAccount(page);
        // The terms flag is developer data, under "Details".
        await page.getByRole('button', { name: 'Details' }).click();
        await page.getByText('Accepted', { exact: true }).waitFor();
        const users = (await (await fetch(`${harness.emulator.url}/_emulator/inbox.json`)).json()) as {
          users: { has_accepted_terms: boolean }[];
        };
        expect(users.users.map((u) => u.has_accepted_terms)).toEqual([true]);
        await page.evaluate(() => document.fonts.ready);
        // The whole page, the user's id masked (it is new each run).
        const id = page.getByRole('region', { name: 'Profile' }).getByText(/^did:privy:/);
        expectScreenshot(
          `${name}-account`,
          await page.screenshot({ fullPage: true, mask: [id], maskColor: '#808080' }),
        );
        expect(await pageViolations(page)).toEqual([]);
        await finish(opened);
      } finally {
        await harness.close();
      }
    },
  );
});
