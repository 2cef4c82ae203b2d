/**
 * A smoke test of the app as `npm start` serves it: the Vite dev server, not the build the other e2e files drive.
 * Development differs from the build in what React does (StrictMode mounts, unmounts and mounts again at once) and
 * in how modules load (pre-bundled dependencies), so the path that once hung in development only is walked here with
 * the real SDK against a fresh emulator: sign in by e-mail code, enrol the authenticator app on the Security page, sign
 * a message on the embedded wallet through our review, and answer the verification prompt (a wrong code, then the
 * right one) until the signature completes.
 */
import { TOTP } from 'otpauth';
import type { Page } from 'playwright';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DevApp, startDevApp } from './serve-dev';
import { enterCode, freshCode, home, landing } from './steps';

let app: DevApp;
beforeAll(async () => {
  app = await startDevApp();
});
afterAll(async () => {
  await app?.close();
});

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Verify your identity' });
const review = (page: Page) => page.getByRole('dialog', { name: 'Request details' });

it('dev server: sign in, enrol the authenticator app, sign a message answering the prompt (wrong code, then right)', async () => {
  // Cold: the first page load waits for the dependencies to be pre-bundled.
  const { context, page } = await app.open('/');
  await landing(page).getByRole('button', { name: 'Email' }).click({ timeout: 90_000 });
  await page.getByRole('textbox', { name: 'Email address' }).fill('dev-server@example.com');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 30_000 });
  await enterCode(page, await app.inboxCode('dev-server@example.com'));
  await home(page).waitFor({ timeout: 30_000 });

  // Security page → Authenticator app → the setup key shown → the code it generates.
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Add Authenticator app' }).click({ timeout: 30_000 });
  const key = (await page.getByRole('region', { name: 'Setup key' }).textContent({ timeout: 30_000 })) ?? '';
  const secret = /([A-Z2-7]{16,})$/.exec(key.replace(/\s+/g, ''))?.[1] ?? '';
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, freshCode(totp));
  await page.getByRole('heading', { name: 'Authenticator app is on' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Done' }).click();

  // Wallets page → a message → our review → Approve: the SDK asks for a verification, our prompt shows.
  await page.getByRole('link', { name: 'Wallets' }).click();
  const evmAddress = page.getByRole('button', { name: /^Address 0x[0-9a-fA-F]{40}$/ }).first();
  const address = /0x[0-9a-fA-F]{40}/.exec(
    (await evmAddress.textContent({ timeout: 60_000 })) ?? '',
  )?.[0] as `0x${string}`;
  await page.getByRole('textbox', { name: 'Message to sign' }).fill('Signed in development');
  await page.getByRole('button', { name: 'Review request' }).click();
  await review(page).getByRole('button', { name: 'Approve' }).click();
  await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });

  // A wrong code is answered as wrong (the defect: "Verifying" for ever, nothing sent); the right one signs.
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
  const wrong = ['000000', '111111', '222222'].find((code) => !near.has(code)) ?? '';
  await enterCode(page, wrong);
  await prompt(page).getByText('The code you entered is not valid').waitFor({ timeout: 15_000 });
  await enterCode(page, freshCode(totp));
  await prompt(page).waitFor({ state: 'detached', timeout: 30_000 });
  const result = page.getByRole('dialog', { name: 'Result' });
  await result.getByRole('heading', { name: 'Signed' }).waitFor({ timeout: 30_000 });
  const signature = ((await result.getByRole('region', { name: 'Signature' }).textContent()) ?? '').trim();
  expect(
    await verifyMessage({ address, message: 'Signed in development', signature: signature as `0x${string}` }),
  ).toBe(true);
  await context.close();
});
