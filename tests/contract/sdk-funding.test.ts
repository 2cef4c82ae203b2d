/**
 * The real SDK's headless funding API against the emulator, exactly the calls the app makes:
 * `usePrivyClient_experimental().funding.moonpay.sign(...)`, `.coinbase.initOnRampSession(...)` and
 * `.coinbase.getStatus(...)` from the browser. Every request body the SDK sends and every answer it receives is
 * validated against the provider's schemas; the on-ramp opens as the app opens it (a popup without opener access),
 * Pay on the stand-in page funds the wallet on a real anvil, and MoonPay's status is read cross-origin from the
 * emulator's stand-in.
 */
import {
  CoinbaseOnRampInitInput,
  CoinbaseOnRampInitResponse,
  CoinbaseOnRampStatusResponse,
  MoonpayOnRampSignInput,
  MoonpayOnRampSignResponse,
} from '@privy-io/public-api';
import type { Page } from 'playwright';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { MoonpayTransactions } from '../../emulator/src/funding/status';
import { anvilForFile } from '../setup/anvil';
import { loopbackOnly } from '../setup/chromium';
import { expectText, type Harness, output, startHarness } from './setup';

const anvil = anvilForFile({ chainId: 84532 });

/** What the SDK sends and receives on each funding route, with the provider's schema for each. */
const SCHEMAS: { path: RegExp; request?: ZodType; response: ZodType }[] = [
  {
    path: /\/api\/v1\/plugins\/moonpay_on_ramp\/sign$/,
    request: MoonpayOnRampSignInput,
    response: MoonpayOnRampSignResponse,
  },
  {
    path: /\/api\/v1\/funding\/coinbase_on_ramp\/init$/,
    request: CoinbaseOnRampInitInput,
    response: CoinbaseOnRampInitResponse,
  },
  { path: /\/api\/v1\/funding\/coinbase_on_ramp\/status$/, response: CoinbaseOnRampStatusResponse },
  { path: /\/onramp-api\/moonpay\/v1\/transactions\/ext\/[^/]+$/, response: MoonpayTransactions },
];

/**
 * The funding harness page (harness/funding.html) served by Vite, a fresh in-memory emulator on this file's anvil,
 * and Chromium.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({}, { page: 'funding.html', chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } });
}, 120_000);
afterAll(async () => harness?.close());

/** Records the funding traffic the page exchanges with the emulator and checks it against the schemas. */
function recordFunding(page: Page) {
  const checked: string[] = [];
  const invalid: string[] = [];
  const failed: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(harness.emulator.url)) return;
    const schema = SCHEMAS.find((s) => s.path.test(url.pathname));
    if (!schema || response.request().method() === 'OPTIONS') return;
    const name = url.pathname.replace(/ext\/[^/]+$/, 'ext/:id');
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${name}`);
      return;
    }
    if (schema.request) {
      const sent = schema.request.safeParse(response.request().postDataJSON());
      if (!sent.success) invalid.push(`request ${name}: ${JSON.stringify(sent.error.issues[0])}`);
    }
    const answer = schema.response.safeParse(await response.json().catch(() => null));
    if (!answer.success) invalid.push(`response ${name}: ${JSON.stringify(answer.error.issues[0])}`);
    checked.push(name);
  });
  return { checked, invalid, failed };
}

async function inboxCode(to: string) {
  for (let i = 0; i < 100; i++) {
    const inbox = (await (await fetch(`${harness.emulator.url}/_emulator/inbox.json`)).json()) as {
      messages: { to: string; code: string }[];
    };
    const code = inbox.messages.find((m) => m.to === to)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was sent to ${to}`);
}

/** Clicks a harness button and waits for an output to match, failing at once with the harness's failure line. */
async function run(page: Page, button: string, label: string, expected: RegExp, timeout = 30_000) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    const failure = (await output(page, 'failure').textContent()) ?? '';
    if (failure) throw new Error(`${button}: ${failure}`);
    last = (await output(page, label).textContent()) ?? '';
    if (expected.test(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`${button}: ${label} stayed "${last}"`);
}

/** Opens the on-ramp popup through the harness's button and answers its page as the buyer would. */
async function payInPopup(page: Page, button: string, card: string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button, exact: true }).click();
  const popup = await opened;
  await popup.waitForURL(/\/_emulator\/onramp\//);
  await expectText(output(page, 'popup'), 'true');
  // The app cut the opener: the on-ramp page has no handle on it.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.getByLabel('Card number').fill(card);
  await popup.getByRole('button', { name: 'Pay' }).click();
  await popup.waitForLoadState();
  const title = (await popup.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const hash =
    (await popup
      .locator('dt:text("Transaction") + dd')
      .textContent()
      .catch(() => null)) ?? '';
  return { popup, title, hash };
}

const balance = (address: Address) => createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address });

describe('the SDK’s headless funding API reaches the emulator and validates', () => {
  it('MoonPay: sign, open the signed URL in a popup, pay, the balance rises, the status reads completed', async () => {
    const context = await harness.browser.newContext();
    await loopbackOnly(context);
    const page = await context.newPage();
    const traffic = recordFunding(page);
    await page.goto(harness.pageUrl);
    await expectText(output(page, 'ready'), 'true', 120_000);
    await expectText(output(page, 'wallet frame'), 'true', 60_000);
    await page.getByLabel('Email', { exact: true }).fill('funder@example.com');
    await page.getByRole('button', { name: 'Send email code' }).click();
    await expectText(output(page, 'email state'), 'awaiting-code-input');
    await page.getByLabel('Code', { exact: true }).fill(await inboxCode('funder@example.com'));
    await page.getByRole('button', { name: 'Log in with email code' }).click();
    await expectText(output(page, 'authenticated'), 'true');
    const wallet = (await run(page, 'Create wallet', 'wallet', /^0x[0-9a-fA-F]{40}$/, 60_000)) as Address;

    // MoonPay.
    const signedUrl = await run(page, 'Sign MoonPay URL', 'signed url', /^http:\/\/127\.0\.0\.1:\d+\//);
    const url = new URL(signedUrl);
    expect(url.pathname).toBe('/_emulator/onramp/moonpay');
    expect(url.searchParams.get('walletAddress')).toBe(wallet);
    expect(url.searchParams.get('apiKey')).toBe('pk_test_sigil_emulator');
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await run(page, 'Read MoonPay status', 'moonpay status', /^http 404$/);
    const before = await balance(wallet);
    const moonpay = await payInPopup(page, 'Open MoonPay', '4242 4242 4242 4242');
    expect(moonpay.title).toBe('Payment complete');
    expect(moonpay.hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The page suggested $30.00 for the 0.01 ETH asked: exactly that arrived on the local chain.
    expect((await balance(wallet)) - before).toBe(parseEther('0.01'));
    await run(page, 'Read MoonPay status', 'moonpay status', /^completed:$/);

    // Coinbase.
    await run(page, 'Start Coinbase session', 'coinbase session', /^[0-9a-f-]{36}$/);
    await run(page, 'Read Coinbase status', 'coinbase status', /^pending$/);
    const coinbase = await payInPopup(page, 'Open Coinbase', '4242424242424242');
    expect(coinbase.title).toBe('Payment complete');
    expect((await balance(wallet)) - before).toBe(parseEther('0.03'));
    await run(page, 'Read Coinbase status', 'coinbase status', /^success$/);

    expect(traffic.invalid).toEqual([]);
    expect(traffic.failed).toEqual(['404 /onramp-api/moonpay/v1/transactions/ext/:id']);
    expect(new Set(traffic.checked)).toEqual(
      new Set([
        '/api/v1/plugins/moonpay_on_ramp/sign',
        '/onramp-api/moonpay/v1/transactions/ext/:id',
        '/api/v1/funding/coinbase_on_ramp/init',
        '/api/v1/funding/coinbase_on_ramp/status',
      ]),
    );
    await context.close();
  }, 240_000);
});
