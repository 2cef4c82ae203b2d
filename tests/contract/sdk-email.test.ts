import { AppResponseSchema, AuthenticatedUser, OAuthLinkResponse } from '@privy-io/public-api';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { virtualAuthenticator } from '../setup/authenticator';
import { installTestWallet, type TestWallet } from '../setup/test-wallet';
import { expectText, type Harness, output, signInByEmail, startHarness } from './setup';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Every emulator response the SDK receives on these routes must validate against the provider's schema. */
const RESPONSE_SCHEMAS: [RegExp, ZodType][] = [
  [/\/api\/v1\/apps\/[^/]+$/, AppResponseSchema],
  [/\/api\/v1\/passwordless(_sms)?\/authenticate$/, AuthenticatedUser],
  [/\/api\/v1\/sessions$/, AuthenticatedUser],
  [/\/api\/v1\/guest\/authenticate$/, AuthenticatedUser],
  [/\/api\/v1\/siwe\/authenticate$/, AuthenticatedUser],
  [/\/api\/v1\/siws\/authenticate$/, AuthenticatedUser],
  [/\/api\/v1\/oauth\/authenticate$/, AuthenticatedUser],
  [/\/api\/v1\/oauth\/link$/, OAuthLinkResponse],
  [/\/api\/v1\/passkeys\/(register|authenticate)$/, AuthenticatedUser],
];

function recordResponses(page: Page) {
  const checked: string[] = [];
  const invalid: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(harness.emulator.url) || response.status() !== 200) return;
    const match = RESPONSE_SCHEMAS.find(([pattern]) => pattern.test(url.pathname));
    if (!match) return;
    const body = await response.json().catch(() => null);
    const parsed = match[1].safeParse(body);
    checked.push(url.pathname);
    if (!parsed.success) invalid.push(`${url.pathname}: ${JSON.stringify(parsed.error.issues[0])}`);
  });
  return { checked, invalid };
}

async function open(prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await harness.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const responses = recordResponses(page);
  await page.goto(harness.pageUrl);
  await expectText(output(page, 'ready'), 'true', 120_000);
  return { context, page, responses };
}

describe('the real SDK against the emulator', () => {
  it('boots, signs in by e-mail code, survives a reload, refreshes its token and logs out', async () => {
    const { context, page, responses } = await open();
    await expectText(output(page, 'authenticated'), 'false');

    await signInByEmail(harness, page, 'ada@example.com');
    await expectText(output(page, 'linked accounts'), 'email');
    const userId = await output(page, 'user id').textContent();
    expect(userId).toMatch(/^did:privy:/);

    await page.reload();
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'authenticated'), 'true');
    await expectText(output(page, 'user id'), userId ?? '');

    await page.getByRole('button', { name: 'Get access token' }).click();
    await expectText(output(page, 'access token'), /^ey/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expectText(output(page, 'authenticated'), 'false');

    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/passwordless/authenticate']));
    expect(responses.checked.some((p) => p.startsWith('/api/v1/apps/'))).toBe(true);
    await context.close();
  });

  it('reports a wrong code as invalid_credentials, then accepts the right one', async () => {
    const { context, page, responses } = await open();
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Send email code' }).click();
    await expectText(output(page, 'email state'), 'awaiting-code-input');
    const code = await harness.inboxCode('grace@example.com');
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in with email code' }).click();
    await expectText(output(page, 'failure'), /^invalid_credentials: /);
    await expectText(output(page, 'email state'), 'error');
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Log in with email code' }).click();
    await expectText(output(page, 'authenticated'), 'true');
    expect(responses.invalid).toEqual([]);
    await context.close();
  });

  it('signs in by SMS code', async () => {
    const { context, page, responses } = await open();
    await page.getByLabel('Phone', { exact: true }).fill('+14155552671');
    await page.getByRole('button', { name: 'Send SMS code' }).click();
    await expectText(output(page, 'sms state'), 'awaiting-code-input');
    await page.getByLabel('Code', { exact: true }).fill(await harness.inboxCode('+1 415 555 2671'));
    await page.getByRole('button', { name: 'Log in with SMS code' }).click();
    await expectText(output(page, 'authenticated'), 'true');
    await expectText(output(page, 'linked accounts'), 'phone');
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/passwordless_sms/authenticate']));
    await context.close();
  });

  it('continues as a guest, and the same guest comes back after a reload', async () => {
    const { context, page, responses } = await open();
    // This SDK stalls 30 s in createGuestAccount when its wallet frame becomes ready during the call.
    await expectText(output(page, 'wallet frame'), 'true');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expectText(output(page, 'authenticated'), 'true');
    await expectText(output(page, 'is guest'), 'true');
    const guestId = await output(page, 'user id').textContent();
    await page.reload();
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'user id'), guestId ?? '');
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/guest/authenticate']));
    await context.close();
  });

  it('signs in with Ethereum (SIWE) through a wallet found by EIP-6963; a rejected signature signs nobody in', async () => {
    let wallet: TestWallet | undefined;
    const { context, page, responses } = await open(async (c) => {
      wallet = await installTestWallet(c, { chainId: 8453 });
    });
    await expectText(output(page, 'wallets'), 'Sigil Test Wallet');
    const signIn = page.getByRole('button', { name: 'Sign in with Sigil Test Wallet' });

    wallet?.rejectNext();
    await signIn.click();
    await expectText(output(page, 'failure'), /User rejected/);
    await expectText(output(page, 'authenticated'), 'false');

    await signIn.click();
    await expectText(output(page, 'authenticated'), 'true');
    await expectText(output(page, 'linked accounts'), 'wallet');
    await expectText(output(page, 'wallet address'), wallet?.address ?? 'missing');
    await expectText(output(page, 'wallet client'), 'dev.sigil.testwallet injected');
    // The SDK does not surface the chain on the user; the emulator records the one the message was signed on.
    const inbox = (await (await fetch(`${harness.emulator.url}/_emulator/inbox.json`)).json()) as {
      users: { linked_accounts: { address?: string; chain_id?: string }[] }[];
    };
    const linked = inbox.users.flatMap((u) => u.linked_accounts).find((a) => a.address === wallet?.address);
    expect(linked?.chain_id).toBe('eip155:8453');
    await expectText(output(page, 'siwe state'), 'done');
    expect(wallet?.calls).toEqual(['eth_requestAccounts', 'eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/siwe/authenticate']));
    await context.close();
  });

  it('OAuth round trip: the SDK redirects to the consent page, Allow returns and signs in', async () => {
    const { context, page, responses } = await open();
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.origin !== new URL(harness.emulator.url).origin);
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    await expectText(output(page, 'linked accounts'), 'github_oauth');
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/oauth/authenticate']));
    await context.close();
  });

  it('OAuth deny: back in the app with "User denied confirmation during OAuth flow"', async () => {
    const { context, page } = await open();
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.origin !== new URL(harness.emulator.url).origin);
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'oauth error'), 'User denied confirmation during OAuth flow', 30_000);
    await expectText(output(page, 'authenticated'), 'false');
    await context.close();
  });

  it('passkeys: sign up, log out, log in again with the same passkey (DevTools virtual authenticator)', async () => {
    const { context, page, responses } = await open();
    await virtualAuthenticator(context, page);
    await page.getByRole('button', { name: 'Sign up with passkey' }).click();
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    await expectText(output(page, 'linked accounts'), 'passkey');
    const userId = await output(page, 'user id').textContent();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectText(output(page, 'authenticated'), 'false');
    await page.getByRole('button', { name: 'Log in with passkey' }).click();
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    await expectText(output(page, 'user id'), userId ?? '');
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(
      expect.arrayContaining(['/api/v1/passkeys/register', '/api/v1/passkeys/authenticate']),
    );
    await context.close();
  });

  it('links an e-mail to an SMS user, hits the one-per-type limit, and unlinks', async () => {
    const { context, page } = await open();
    await page.getByLabel('Phone', { exact: true }).fill('+14155550100');
    await page.getByRole('button', { name: 'Send SMS code' }).click();
    await expectText(output(page, 'sms state'), 'awaiting-code-input');
    await page.getByLabel('Code', { exact: true }).fill(await harness.inboxCode('+1 415 555 0100'));
    await page.getByRole('button', { name: 'Log in with SMS code' }).click();
    await expectText(output(page, 'authenticated'), 'true');

    const link = async (email: string) => {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send code to link email' }).click();
      await expect.poll(() => harness.inboxCode(email), { timeout: 10_000 }).not.toBe('');
      await page.getByLabel('Code', { exact: true }).fill(await harness.inboxCode(email));
      await page.getByRole('button', { name: 'Link email with code' }).click();
    };
    await link('linked@example.com');
    await expectText(output(page, 'linked accounts'), 'phone,email');

    // The SDK itself refuses a second e-mail before sending a code (the emulator's own refusal of the same
    // rule is covered in tests/emulator).
    await page.getByLabel('Email', { exact: true }).fill('another@example.com');
    await page.getByRole('button', { name: 'Send code to link email' }).click();
    await expectText(output(page, 'failure'), /^cannot_link_more_of_type: /);
    await expectText(output(page, 'linked accounts'), 'phone,email');

    await page.getByLabel('Email', { exact: true }).fill('linked@example.com');
    await page.getByRole('button', { name: 'Unlink email' }).click();
    await expectText(output(page, 'linked accounts'), 'phone');
    await context.close();
  });

  it('links passkeys up to the limit of 5; the 6th is refused', async () => {
    const { context, page } = await open();
    // Each passkey lives on its own (virtual) device: an authenticator holding an excluded credential
    // rightly refuses to register another for the same account.
    const device = await virtualAuthenticator(context, page);
    const newDevice = () => device.replace();
    await page.getByRole('button', { name: 'Sign up with passkey' }).click();
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    for (let n = 2; n <= 5; n++) {
      await newDevice();
      await page.getByRole('button', { name: 'Link a passkey' }).click();
      await expectText(output(page, 'linked accounts'), Array(n).fill('passkey').join(','), 30_000);
    }
    await newDevice();
    await page.getByRole('button', { name: 'Link a passkey' }).click();
    await expectText(output(page, 'failure'), /^cannot_link_more_of_type: /, 30_000);
    await expectText(output(page, 'linked accounts'), Array(5).fill('passkey').join(','));
    await context.close();
  });

  it('links a GitHub account to an e-mail user through the consent page', async () => {
    const { context, page, responses } = await open();
    await signInByEmail(harness, page, 'linker@example.com');
    await page.getByRole('button', { name: 'Link GitHub' }).click();
    await page.waitForURL(/\/_emulator\/oauth\/authorize/);
    // A GitHub identity of its own: the default one belongs to the user of the OAuth sign-in test, and
    // linking another user's account is rightly refused.
    await page.getByLabel('Email').fill('linker@github.example');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.origin !== new URL(harness.emulator.url).origin);
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'linked accounts'), 'email,github_oauth', 30_000);
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/oauth/link']));
    await context.close();
  });

  it('signs in with Solana (SIWS): the SDK builds the message, an Ed25519 key signs, the emulator verifies', async () => {
    const { context, page, responses } = await open();
    await page.getByRole('button', { name: 'Sign in with Solana' }).click();
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    await expectText(output(page, 'linked accounts'), 'wallet');
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/siws/authenticate']));
    await context.close();
  });
});
