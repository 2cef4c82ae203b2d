import type { BrowserContext, Page } from 'playwright';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, type Harness, output, startHarness } from './setup';

const ORBIT = 'orbitgamesdemoprovider001';
const LEDGERLY = 'ledgerlydemoprovider00002';

interface CrossAppHarness extends Omit<Harness, 'pageUrl'> {
  pageUrl: (provider: string, coop?: boolean) => string;
}

/**
 * tests/contract/setup.ts's `startHarness` on the cross-app page (`coop=1` serves it with the app's COOP header): the
 * page served by Vite, a fresh in-memory emulator (with its demo provider apps), Chromium.
 */
async function startCrossAppHarness(): Promise<CrossAppHarness> {
  const harness = await startHarness({}, { page: 'cross-app.html' });
  return {
    ...harness,
    pageUrl: (provider, coop = false) => `${harness.pageUrl}&provider=${provider}${coop ? '&coop=1' : ''}`,
  };
}

let harness: CrossAppHarness;
beforeAll(async () => {
  harness = await startCrossAppHarness();
});
afterAll(async () => {
  await harness?.browser.close();
  await harness?.vite.close();
  await harness?.emulator.close();
});

/** The last code the emulator sent to an address (its inbox). */
async function inboxCode(to: string) {
  const inbox = (await (await fetch(`${harness.emulator.url}/_emulator/inbox.json`)).json()) as {
    messages: { to: string; code: string }[];
  };
  return inbox.messages.find((m) => m.to === to)?.code ?? '';
}

/** A pop-up closes by itself (it may already have: then its 'close' event has passed). */
async function closed(popup: Page, timeout: number) {
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout });
  expect(popup.isClosed()).toBe(true);
}

/** The harness page, ready (the SDK booted against the emulator). */
async function open(context: BrowserContext, provider: string, coop = false) {
  const page = await context.newPage();
  await page.goto(harness.pageUrl(provider, coop));
  await expectText(output(page, 'ready'), 'true', 120_000);
  return page;
}

/**
 * Signs in with a provider app's account as a user does: the SDK opens its modal and a pop-up; in the pop-up, the
 * provider app's consent page (the demo account chosen), Allow; the modal says it is connected.
 */
async function loginWithProviderApp(
  page: Page,
  name: string,
  { button = 'Log in with provider app', newEmail = '' } = {},
) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const consent = await popup;
  await consent.getByRole('heading', { name: `Sign in to ${name}` }).waitFor({ timeout: 30_000 });
  await expectText(page.getByText(`Connecting to ${name}`, { exact: true }), `Connecting to ${name}`);
  if (newEmail) await consent.getByLabel('E-mail of a new account').fill(newEmail);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expectText(
    page.getByText(`Successfully connected with ${name}`, { exact: true }),
    `Successfully connected with ${name}`,
    60_000,
  );
  await expectText(output(page, 'authenticated'), 'true', 30_000);
  return consent;
}

describe('cross-app accounts with the real SDK (useCrossAppAccounts)', () => {
  it('signs in with Orbit Games’ account, then signs a message in its pop-up; a closed pop-up rejects', async () => {
    const context = await harness.newContext();
    const page = await open(context, ORBIT);
    const consent = await loginWithProviderApp(page, 'Orbit Games');
    await closed(consent, 30_000);
    await expectText(output(page, 'linked accounts'), 'cross_app');
    await expectText(output(page, 'cross-app app'), ORBIT);
    const wallet = ((await output(page, 'cross-app wallet').textContent()) ?? '') as `0x${string}`;
    expect(wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The provider token is kept where the SDK reads it back: a JWT for Orbit Games.
    const stored = await page.evaluate((id) => localStorage.getItem(`privy:cross-app:${id}`), ORBIT);
    expect(JSON.parse(stored ?? '""')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);

    // Approve in the provider app's pop-up: a signature by the cross-app wallet.
    let popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign with cross-app wallet' }).click();
    let transact = await popup;
    await transact.getByRole('heading', { name: 'Approve request' }).waitFor({ timeout: 30_000 });
    expect(await transact.getByText('Hello from Sigil', { exact: true }).count()).toBe(1);
    await transact.getByRole('button', { name: 'Approve' }).click();
    await expectText(output(page, 'signature'), /^0x[0-9a-f]{130}$/, 30_000);
    const signature = ((await output(page, 'signature').textContent()) ?? '') as `0x${string}`;
    expect(await verifyMessage({ address: wallet, message: 'Hello from Sigil', signature })).toBe(true);
    await closed(transact, 10_000);

    // Reject: the provider app's refusal, as the SDK passes it on.
    popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign with cross-app wallet' }).click();
    transact = await popup;
    await transact.getByRole('button', { name: 'Reject' }).click();
    await expectText(output(page, 'failure'), 'raw: User rejected request', 30_000);

    // Closing the pop-up: the SDK's closed check (every 300 ms) rejects.
    popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign with cross-app wallet' }).click();
    transact = await popup;
    await transact.getByRole('heading', { name: 'Approve request' }).waitFor({ timeout: 30_000 });
    await transact.close();
    await expectText(output(page, 'failure'), 'no-code: User rejected request', 10_000);
    await context.close();
  });

  it('Ledgerly: a denial fails the authentication; allowed, the read-only app signs in, but signing is refused without a pop-up', async () => {
    const context = await harness.newContext();
    const page = await open(context, LEDGERLY);
    // Deny first: the SDK's modal says the authentication failed; closing it rejects the login.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with provider app' }).click();
    const consent = await popup;
    await consent.getByRole('button', { name: 'Deny' }).click();
    await expectText(page.getByText('Authentication failed', { exact: true }), 'Authentication failed', 60_000);
    expect(await page.getByText('User denied confirmation during cross-app auth flow', { exact: true }).count()).toBe(
      1,
    );
    await page.keyboard.press('Escape');
    await expectText(output(page, 'failure'), 'no-code: User denied confirmation during cross-app auth flow', 15_000);
    expect(await output(page, 'authenticated').textContent()).toBe('false');
    await loginWithProviderApp(page, 'Ledgerly');
    await expectText(output(page, 'cross-app app'), LEDGERLY);
    expect(await page.evaluate((id) => localStorage.getItem(`privy:cross-app:${id}`), LEDGERLY)).toBeNull();
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });
    await page.getByRole('button', { name: 'Sign with cross-app wallet' }).click();
    await expectText(output(page, 'failure'), 'no-code: Cannot transact against a read-only provider app', 10_000);
    expect(popups).toBe(0);
    await context.close();
  });

  it('links an account under the app’s COOP header (the pop-up comes back through the BroadcastChannel), then unlinks it', async () => {
    const context = await harness.newContext();
    // Records, in the pop-up's return page, whether it still has its opener (shared storage: same origin).
    await context.addInitScript(() => {
      if (location.search.includes('privy_oauth_code'))
        localStorage.setItem('harness:return-had-opener', String(window.opener !== null));
    });
    const page = await open(context, ORBIT, true);
    const email = 'coop@example.com';
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send email code' }).click();
    await expect.poll(() => inboxCode(email), { timeout: 15_000 }).not.toBe('');
    await page.getByLabel('Code', { exact: true }).fill(await inboxCode(email));
    await page.getByRole('button', { name: 'Log in with email code' }).click();
    await expectText(output(page, 'authenticated'), 'true', 30_000);

    // A new Orbit Games account: the demo one may be another test's user's already (one owner per account).
    await loginWithProviderApp(page, 'Orbit Games', { button: 'Link provider app', newEmail: 'coop@orbit.example' });
    await expectText(output(page, 'linked accounts'), 'email,cross_app', 30_000);
    // COOP cost the pop-up its opener on the way back: only the BroadcastChannel could have told the SDK.
    expect(await page.evaluate(() => localStorage.getItem('harness:return-had-opener'))).toBe('false');
    expect(await page.evaluate((id) => localStorage.getItem(`privy:cross-app:${id}`), ORBIT)).not.toBeNull();

    await page.getByRole('button', { name: 'Unlink cross-app account' }).click();
    await expectText(output(page, 'linked accounts'), 'email', 15_000);
    expect(await page.evaluate((id) => localStorage.getItem(`privy:cross-app:${id}`), ORBIT)).toBeNull();
    await context.close();
  });
});
