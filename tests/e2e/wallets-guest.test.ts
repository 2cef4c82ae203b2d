/**
 * A guest's embedded wallets on the composed app: with the dashboard's create-on-login set for both chain types,
 * the SDK creates them itself during guest sign-in (Sigil leaves guests to it: `src/privy/sdk/create-on-login.ts`), and
 * the Wallets page lists exactly one of each — no second wallet from the app racing the SDK.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppHarness, startApp } from './setup';
import { finish, home } from './steps';

let app: AppHarness;
beforeAll(async () => {
  app = await startApp(
    { embeddedWallets: { createOnLogin: 'users-without-wallets', solana: { createOnLogin: 'users-without-wallets' } } },
    { chain: true },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
});

it('a guest gets one embedded wallet of each chain type, created by the SDK at sign-in', async () => {
  const opened = await app.open('/');
  const { page } = opened;
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await home(page).waitFor();
  await page.getByRole('link', { name: 'Wallets' }).click();
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count(), { timeout: 60_000 }).toBe(2);
  // Stays two: nothing else creates a wallet a moment later.
  await page.waitForTimeout(1500);
  expect(await cards.count()).toBe(2);
  const texts = await cards.allTextContents();
  // Each card is led by its chain (the local chain stands in for Base Sepolia), then which wallet it is.
  expect(texts.filter((t) => t.startsWith('Base Sepolia') && t.includes('Embedded wallet'))).toHaveLength(1);
  expect(texts.filter((t) => t.startsWith('Solana') && t.includes('Embedded wallet'))).toHaveLength(1);
  await finish(opened);
}, 120_000);
