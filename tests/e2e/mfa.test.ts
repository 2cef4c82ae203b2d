/**
 * Multi-factor verification in the composed app, on the real SDK against the emulator and its local chain: the
 * Security page enrols each method through `useMfaEnrollment`, and whenever the SDK needs a verification
 * (`mfa.noPromptOnMfaRequired`, our `onMfaRequired` listener) our verification journey asks for it over the page.
 * Authenticator codes are computed here as a phone app would (otpauth, RFC 6238), from the setup key the page shows.
 */
import { TOTP } from 'otpauth';
import type { Page } from 'playwright';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAuthenticator } from '../setup/authenticator';
import { pageViolations } from './axe';
import { type AppHarness, startApp } from './setup';
import { finish, freshCode, signInByEmail } from './steps';

/**
 * The emulator's clock: real time plus what a test moves it on by. The server's 10 s lock-out after four wrong codes
 * runs on it, and passes here when the page's clock (Playwright's) is moved on too.
 */
const server = { skipped: 0 };

let app: AppHarness;
beforeAll(async () => {
  app = await startApp(
    { embeddedWallets: { createOnLogin: 'users-without-wallets' } },
    { chain: true, now: () => Date.now() + server.skipped },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Our verification prompt: a dialog named after its purpose, over whatever asked. */
const prompt = (page: Page) => page.getByRole('dialog', { name: 'Verify your identity' });
/** Our signing review (Approve / Reject), a dialog of the Wallets page. */
const review = (page: Page) => page.getByRole('dialog', { name: 'Request details' });
const methods = (page: Page) => page.getByRole('list', { name: 'Verification methods' });
const methodRow = (page: Page, name: string) => methods(page).getByRole('listitem').filter({ hasText: name });

/** The authenticator app the test user "scanned": the setup key the page showed. */
const authenticator = (secret: string) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });

/** A 6-digit code that is not the current one (nor the one either side of it, which a server may accept). */
function wrongCode(totp: TOTP): string {
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** Fills the six code boxes of whichever screen shows them (in the prompt, or the set-up on the page). */
async function typeCode(scope: Page | ReturnType<typeof prompt>, code: string) {
  const boxes = scope.getByRole('textbox', { name: 'Verification code' });
  await boxes.waitFor();
  await boxes.fill(code);
}

/** Security page → Authenticator app → scan (read the key) → the code it generates → enabled. */
async function enrolAuthenticator(page: Page, { wrongFirst = false } = {}): Promise<TOTP> {
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('heading', { name: 'Choose a verification method' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Authenticator app' }).click();
  await page.getByRole('heading', { name: 'Scan QR code' }).waitFor({ timeout: 30_000 });
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = ((await page.getByRole('region', { name: 'Setup key' }).textContent()) ?? '').replace(/\s+/g, '');
  const secret = /([A-Z2-7]{16,})$/.exec(key.replace(/^Setup key/i, ''))?.[1];
  if (!secret) throw new Error(`No setup key in "${key}"`);
  const totp = authenticator(secret);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
  if (wrongFirst) {
    await typeCode(page, wrongCode(totp));
    await page.getByText('The code you entered is not valid').waitFor({ timeout: 30_000 });
  }
  await typeCode(page, freshCode(totp));
  await page.getByRole('heading', { name: 'Authenticator app is on' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await methodRow(page, 'Authenticator app').getByText('Enabled').waitFor({ timeout: 30_000 });
  return totp;
}

/** Wallets page → a message → our review → Approve (the SDK then asks for verification); the wallet's address. */
async function signMessage(page: Page, message: string) {
  await page.getByRole('link', { name: 'Wallets' }).click();
  await expect.poll(() => page.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(0);
  const address = await addressShown(page);
  await page.getByRole('textbox', { name: 'Message to sign' }).fill(message);
  await page.getByRole('button', { name: 'Review request' }).click();
  await review(page).getByRole('heading', { name: 'Sign message' }).waitFor();
  await review(page).getByRole('button', { name: 'Approve' }).click();
  return address;
}

/** The result dialog's signature, once signed. */
async function signatureShown(page: Page): Promise<`0x${string}`> {
  const result = page.getByRole('dialog', { name: 'Result' });
  await result.getByRole('heading', { name: 'Signed' }).waitFor({ timeout: 60_000 });
  return ((await result.getByRole('region', { name: 'Signature' }).textContent()) ?? '').trim() as `0x${string}`;
}

async function addressShown(page: Page): Promise<`0x${string}`> {
  const name =
    (await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Address / })
      .textContent()) ?? '';
  const match = /(0x[0-9a-fA-F]{40})$/.exec(name.trim());
  if (!match?.[1]) throw new Error(`No address in "${name}"`);
  return match[1] as `0x${string}`;
}

describe('multi-factor verification on the real SDK', () => {
  it('authenticator app: enrol from the key shown; removing asks first; wrong codes lock out with a countdown; the right code signs', async () => {
    const opened = await app.open('/', { prepare: (context) => context.clock.install() });
    const { page } = opened;
    await signInByEmail(app, page, 'mfa-totp@example.com');
    // A wrong enrolment code says so under the boxes; the right one enrols.
    const totp = await enrolAuthenticator(page, { wrongFirst: true });
    expect(await pageViolations(page)).toEqual([]);

    // Removing a method needs a verification: our prompt appears; Cancel leaves the method enrolled.
    await methodRow(page, 'Authenticator app').getByRole('button', { name: 'Remove Authenticator app' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    await prompt(page).getByText('Enter the code generated from your authenticator app').waitFor();
    expect(await pageViolations(page)).toEqual([]);
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await prompt(page).getByRole('status').filter({ hasText: 'Verification canceled' }).waitFor();
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    // The removal said why it did not happen; the method stays.
    await removal.getByRole('alert').filter({ hasText: 'Verification canceled' }).waitFor();
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await methodRow(page, 'Authenticator app').getByText('Enabled').waitFor();

    // Signing needs a verification. The SDK's round takes three codes for a wallet action (its first try goes
    // without one); the third wrong code ends it: the lock-out message, input blocked, a countdown.
    const address = await signMessage(page, 'Locked out first');
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    const bad = wrongCode(totp);
    for (const left of ['2 attempts left', '1 attempt left']) {
      await typeCode(prompt(page), bad);
      await prompt(page).getByText(left).waitFor({ timeout: 30_000 });
      expect(await prompt(page).getByText('The code you entered is not valid').count()).toBe(1);
    }
    await typeCode(prompt(page), bad);
    await prompt(page)
      .getByRole('alert')
      .filter({ hasText: 'You have exceeded the maximum number of attempts' })
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => prompt(page).getByRole('status').textContent()).toMatch(/Try again in \d+ seconds/);
    expect(await prompt(page).getByRole('textbox', { name: 'Verification code' }).isDisabled()).toBe(true);
    // The action that asked failed with it; after the 10 s the prompt closes (the SDK's request is over).
    await page.clock.fastForward(10_000);
    await prompt(page).waitFor({ state: 'detached' });
    await review(page)
      .getByRole('alert')
      .filter({ hasText: 'You have exceeded the maximum number of attempts' })
      .waitFor();

    // Approve again: asked again, the right code, and the signature verifies against the embedded wallet.
    await review(page).getByRole('button', { name: 'Approve' }).click();
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    await typeCode(prompt(page), freshCode(totp));
    await prompt(page).waitFor({ state: 'detached', timeout: 30_000 });
    const signature = await signatureShown(page);
    expect(
      await verifyMessage({
        address,
        message: 'Locked out first',
        signature,
      }),
    ).toBe(true);
    await page.getByRole('dialog', { name: 'Result' }).getByRole('button', { name: 'Done' }).click();
    await finish(opened);
  });

  it('SMS: enrol a number with the code it was sent; a signature asks for a new code, sent to that number', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await signInByEmail(app, page, 'mfa-sms@example.com');
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Add SMS' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Set up SMS verification' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('4155552671');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor({ timeout: 30_000 });
    const enrolment = await app.inboxCode('+1 415 555 2671');
    expect(enrolment).toMatch(/^\d{6}$/);
    await typeCode(page, enrolment);
    await page.getByRole('heading', { name: 'SMS verification is on' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    await methodRow(page, 'SMS').getByText('Enabled').waitFor();

    const address = await signMessage(page, 'Verified by text message');
    // The only method: straight to it, and a code goes to the enrolled number (not the enrolment code again).
    await prompt(page).getByText('Enter the code sent to your mobile device').waitFor({ timeout: 30_000 });
    let code = '';
    await expect
      .poll(async () => {
        code = await app.inboxCode('+1 415 555 2671');
        return code;
      })
      .not.toBe(enrolment);
    await typeCode(prompt(page), code);
    await prompt(page).waitFor({ state: 'detached', timeout: 30_000 });
    const signature = await signatureShown(page);
    expect(await verifyMessage({ address, message: 'Verified by text message', signature })).toBe(true);
    await finish(opened);
  });

  it('passkey: add a new passkey for verification; a signature asks for it and the authenticator answers', async () => {
    const opened = await app.open('/');
    const { page, context } = opened;
    await virtualAuthenticator(context, page);
    await signInByEmail(app, page, 'mfa-passkey@example.com');
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Add Passkey' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Set up passkey verification' }).waitFor();
    await page.getByRole('button', { name: 'Add new passkey' }).click();
    await page.getByRole('heading', { name: 'Passkeys updated' }).waitFor({ timeout: 30_000 });
    expect(await pageViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await methodRow(page, 'Passkey').getByText('Enabled').waitFor();

    // The virtual authenticator answers at once, so the prompt may come and go between two looks: what proves
    // it ran is the passkey verification's request and the passkey screen having been shown.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const heading = [...document.querySelectorAll('[role="dialog"] h1, [role="dialog"] h2')].find(
          (h) => h.textContent === 'Verifying with passkey',
        );
        if (heading) document.documentElement.dataset.passkeyPromptSeen = 'yes';
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const options = page.waitForRequest((request) => request.url().endsWith('/api/v1/mfa/passkeys/init'));
    const address = await signMessage(page, 'Verified by my passkey');
    await options;
    await prompt(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.passkeyPromptSeen)).toBe('yes');
    const signature = await signatureShown(page);
    expect(await verifyMessage({ address, message: 'Verified by my passkey', signature })).toBe(true);
    await finish(opened);
  });

  it('export asks for a verification first (the SDK’s promptMfa: four codes); four wrong ones lock out; then the key', async () => {
    const opened = await app.open('/', { prepare: (context) => context.clock.install() });
    const { page } = opened;
    await signInByEmail(app, page, 'mfa-export@example.com');
    const totp = await enrolAuthenticator(page);
    await page.getByRole('link', { name: 'Wallets' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const address = await addressShown(page);
    await page.getByRole('article').first().getByRole('button', { name: 'Export private key' }).click();
    const exporting = page.getByRole('dialog').filter({ hasText: 'Anyone with this key controls your wallet' });
    await exporting.getByRole('button', { name: 'Reveal private key' }).click();

    // A verification on its own (not a wallet action's retry) gets all four attempts.
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    const bad = wrongCode(totp);
    for (const left of ['3 attempts left', '2 attempts left', '1 attempt left']) {
      await typeCode(prompt(page), bad);
      await prompt(page).getByText(left).waitFor({ timeout: 30_000 });
      expect(await prompt(page).getByText('The code you entered is not valid').count()).toBe(1);
    }
    await typeCode(prompt(page), bad);
    await prompt(page)
      .getByRole('alert')
      .filter({
        hasText:
          'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      })
      .waitFor({ timeout: 30_000 });
    expect(await prompt(page).getByRole('textbox', { name: 'Verification code' }).isDisabled()).toBe(true);
    await expect.poll(() => prompt(page).getByRole('status').textContent()).toMatch(/Try again in \d+ seconds/);
    await page.clock.fastForward(9_000);
    expect(await prompt(page).count()).toBe(1);
    await page.clock.fastForward(1_000);
    // The server locks too (it answers every code as wrong for 10 s): its clock moves on with the page's.
    server.skipped += 10_000;
    await prompt(page).waitFor({ state: 'detached' });

    // The export said why; asked again, the right code reveals the key, which controls the wallet.
    await exporting.getByRole('alert').waitFor();
    await exporting.getByRole('button', { name: /Reveal private key|Try again/ }).click();
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    await typeCode(prompt(page), freshCode(totp));
    await prompt(page).waitFor({ state: 'detached', timeout: 30_000 });
    const region = page.getByRole('region', { name: 'Private key' });
    await region.waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Show' }).click();
    const key = ((await region.locator('[data-slot="private-key"]').textContent()) ?? '').trim();
    expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address);
    await finish(opened);
  });

  it('the SDK’s 300 s wait for a code runs out: the 30 s time-limit lock-out, then the prompt closes (page clock)', async () => {
    // The page's clock is Playwright's: the SDK's 300 s timer and ours run in the page, so jumping it proves them.
    const opened = await app.open('/', { prepare: (context) => context.clock.install() });
    const { page } = opened;
    await signInByEmail(app, page, 'mfa-time@example.com');
    await enrolAuthenticator(page);
    await signMessage(page, 'Too slow');
    await prompt(page).getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 30_000 });
    await page.clock.fastForward(299_000);
    expect(await prompt(page).getByRole('textbox', { name: 'Verification code' }).isEnabled()).toBe(true);
    await page.clock.fastForward(1_000);
    await prompt(page)
      .getByRole('alert')
      .filter({ hasText: 'You have exceeded the time limit for code entry. Please try again in 30 seconds.' })
      .waitFor();
    expect(await prompt(page).getByRole('textbox', { name: 'Verification code' }).isDisabled()).toBe(true);
    await expect.poll(() => prompt(page).getByRole('status').textContent()).toMatch(/Try again in \d+ seconds/);
    // When the 30 s are over the prompt closes; the action that asked failed with the SDK's time-out.
    await page.clock.fastForward(29_000);
    expect(await prompt(page).count()).toBe(1);
    await page.clock.fastForward(1_000);
    await prompt(page).waitFor({ state: 'detached' });
    // The SDK's time-out reached the review (not the page's own 60 s wallet time-out: an embedded wallet's call
    // may wait the 300 s a verification takes).
    await review(page)
      .getByRole('alert')
      .filter({ hasText: 'You have exceeded the time limit for code entry' })
      .waitFor();
    await review(page).getByRole('button', { name: 'Approve' }).waitFor();
    await finish(opened);
  });
});
