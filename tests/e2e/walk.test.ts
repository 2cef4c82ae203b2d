/**
 * A person's walk through the composed app on the real SDK against the emulator and its local chain (anvil): sign in
 * (focus lands on the dashboard's heading); the dashboard lists the wallet with its balance; Receive from the
 * dashboard opens the wallet's card with its address and QR code; Send from the card with an empty wallet is
 * refused before any wallet call (nothing reaches the chain); funded, Send shows the estimated fee and the transfer
 * mines on anvil; log out from the user button (focus lands on the sign-in page's heading).
 */
import type { Page } from 'playwright';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startApp } from './setup';
import { feeShown, finish, fundWallet, home, landing, signInByEmail } from './steps';

/** The focused element's tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent ?? ''}`);

/** Sends `amount` ETH from the wallet's card to a fresh address, up to the review (the Send dialog gives way to it). */
async function sendFromCard(page: Page, amount: string) {
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await page.getByRole('article').first().getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send ETH' });
  await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient);
  await send.getByRole('textbox', { name: 'Amount (ETH)' }).fill(amount);
  await send.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog');
  await review.getByRole('heading', { name: 'Send transaction' }).waitFor();
  return { review, recipient };
}

describe('a walk through the app', () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await startApp({ embeddedWallets: { createOnLogin: 'users-without-wallets' } }, { chain: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('signs in, sees the dashboard, receives, is refused an over-balance send, sends with the fee shown, logs out', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    const chain = app.emulator.chain;
    if (!chain) throw new Error('The emulator runs without its chain');
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    await landing(page).waitFor();
    await signInByEmail(app, page, 'walker@example.com');
    // Signing in here moves focus to the first signed-in page's heading.
    const welcome = (await home(page).textContent()) ?? '';
    await expect.poll(() => focused(page)).toBe(`H1:${welcome}`);

    // The dashboard: the embedded wallet by its chain, its balance in test units (no dollars on a test network).
    const wallets = page.getByRole('region', { name: /^Your wallets/ });
    const row = wallets.getByRole('listitem').first();
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toMatch(/^Base SepoliaTestnet.*0 ETH/);
    expect(await row.textContent()).not.toContain('$');

    // Receive, from the dashboard: the Wallets page opens on that card's address and QR code.
    await row.getByRole('button', { name: /^Receive to / }).click();
    const receive = page.getByRole('dialog', { name: 'Receive on Base Sepolia' });
    await receive.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/wallets');
    await receive.getByRole('img', { name: 'QR code for your Base Sepolia address' }).waitFor();
    const address = /0x[0-9a-fA-F]{40}/.exec(
      (await receive.getByRole('region', { name: 'Your address' }).textContent()) ?? '',
    )?.[0] as `0x${string}`;
    expect(address).toMatch(/^0x/);
    await receive.getByRole('button', { name: 'Done' }).click();
    await receive.waitFor({ state: 'detached' });
    // The address no longer asks for it: a reload shows the page, not the dialog again.
    expect(new URL(page.url()).search).toBe('');

    // 0.01 ETH from the empty wallet: refused in the review before any wallet call; nothing reaches the chain.
    let { review } = await sendFromCard(page, '0.01');
    await review
      .getByRole('alert')
      .filter({ hasText: 'Not enough ETH on Base Sepolia for 0.01 ETH + fee' })
      .waitFor({ timeout: 30_000 });
    expect(await review.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await client.getTransactionCount({ address })).toBe(0);
    await review.getByRole('button', { name: 'Reject' }).click();
    await review.waitFor({ state: 'detached' });

    // Funded by the local chain's faucet: the fee is estimated and shown, and the transfer mines on anvil.
    await fundWallet(app, address, '1');
    await page.reload();
    await expect.poll(() => page.getByRole('article').first().textContent(), { timeout: 60_000 }).toMatch(/1 ETH/);
    const sent = await sendFromCard(page, '0.25');
    review = sent.review;
    await feeShown(review);
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.getByText('Confirmed').waitFor({ timeout: 60_000 });
    expect(await client.getBalance({ address: sent.recipient })).toBe(parseEther('0.25'));
    await review.getByRole('button', { name: 'Done' }).click();

    // Log out from the user button: the sign-in page's heading takes focus (the menu that had it is gone).
    await page.getByRole('button', { name: 'walker@example.com', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await landing(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expect.poll(() => focused(page)).toMatch(/^H1:/);
    await finish(opened);
  }, 300_000);
});
