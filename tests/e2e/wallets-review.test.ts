/**
 * The signing review protects on the real SDK, the emulator and its local chain (anvil): who asks and which wallet
 * signs; a transfer the wallet's balance cannot cover with its fee is refused before any wallet call (nothing reaches
 * the chain); once funded, the fee is estimated on the chain (viem: gas × fee per gas) and shown, and the transfer
 * mines.
 */
import type { Page } from 'playwright';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startApp } from './setup';
import { feeShown, finish, fundWallet, signInByEmail } from './steps';

let app: AppHarness;
beforeAll(async () => {
  app = await startApp({ embeddedWallets: { createOnLogin: 'users-without-wallets' } }, { chain: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

/** Writes a transfer of `amount` ETH to a fresh address in the composer and opens its review. */
async function reviewTransfer(page: Page, amount: string) {
  await page.getByRole('radio', { name: 'Transaction' }).click();
  await page
    .getByRole('textbox', { name: 'Recipient address' })
    .fill(privateKeyToAccount(generatePrivateKey()).address);
  await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill(amount);
  await page.getByRole('button', { name: 'Review request' }).click();
  await dialog(page).getByRole('heading', { name: 'Send transaction' }).waitFor();
}

describe('the signing review on the real SDK and a local chain', () => {
  it('refuses an over-balance transfer before any wallet call, then shows the estimated fee and sends', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await signInByEmail(app, page, 'reviews@example.com');
    await page.getByRole('link', { name: 'Wallets' }).click();
    const card = page.getByRole('article').first();
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toMatch(/Balance0 ETH/);
    const name = (await card.getByRole('button', { name: /^Address / }).textContent()) ?? '';
    const address = /(0x[0-9a-fA-F]{40})$/.exec(name.trim())?.[1] as `0x${string}`;
    expect(address).toMatch(/^0x/);
    const chain = app.emulator.chain;
    if (!chain) throw new Error('The emulator runs without its chain');
    const client = createPublicClient({ transport: http(chain.rpcUrl) });

    // 0.01 ETH from an empty wallet: said before Approve, which stays disabled; the wallet is never asked.
    await reviewTransfer(page, '0.01');
    const review = dialog(page);
    await review.getByText('Requested by').waitFor();
    expect(await review.getByText(new URL(page.url()).origin).count()).toBe(1);
    await review.getByRole('alert').filter({ hasText: 'Not enough ETH on Base Sepolia for 0.01 ETH' }).waitFor({
      timeout: 30_000,
    });
    expect(await review.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await review.getByRole('button', { name: 'Approve' }).click({ force: true });
    expect(await page.getByRole('heading', { name: 'Transaction sent' }).count()).toBe(0);
    expect(await client.getTransactionCount({ address })).toBe(0);
    await review.getByRole('button', { name: 'Reject' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // Funded: the fee is estimated on the chain and shown, Approve is offered, and the transfer mines.
    await fundWallet(app, address, '1');
    await page.reload();
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toMatch(/Balance1 ETH/);
    await reviewTransfer(page, '0.01');
    await feeShown(dialog(page));
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    await dialog(page).getByText('Confirmed').waitFor({ timeout: 60_000 });
    expect(await client.getBalance({ address })).toBeLessThan(parseEther('0.99'));
    await finish(opened);
  }, 240_000);
});
