/**
 * The real SDK's Farcaster signer against the emulator, with on-device wallets (the SDK's rule for Farcaster
 * signers): a user signs in by e-mail (the SDK makes the wallet), links Farcaster in the provider's modal, then
 * `useFarcasterSigner().requestFarcasterSignerFromWarpcast()` opens the provider's modal with the approval QR code;
 * the request is approved (or rejected) on the emulated Farcaster app's page; the modal's own polling sees it; the
 * user carries `signerPublicKey`; `signFarcasterMessage` signs a hash that verifies with node:crypto's Ed25519. Every
 * status and session answer the SDK receives is checked against the provider's schema (`fid` made a BigInt first).
 */
import { createPublicKey, verify } from 'node:crypto';
import { AuthenticatedUser, FarcasterSignerStatusResponse } from '@privy-io/public-api';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { loopbackOnly } from '../setup/chromium';
import { expectText, type Harness, output, signInByEmail, startHarness } from './setup';

/** The hash the harness signs (harness/farcaster-signer.tsx HASH). */
const HASH = Uint8Array.from({ length: 20 }, (_, i) => (i * 29 + 7) % 256);

const RESPONSE_SCHEMAS: [RegExp, ZodType][] = [
  [/\/api\/v1\/farcaster\/signer\/status$/, FarcasterSignerStatusResponse],
  [/\/api\/v1\/sessions$/, AuthenticatedUser],
];

/** The JSON with every `fid` a BigInt, as the provider's signer schemas type it (JSON carries numbers). */
const withBigIntFid = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && 'status' in value && 'public_key' in value
    ? { ...value, ...('fid' in value ? { fid: BigInt(value.fid as number) } : {}) }
    : value;

/** Every answer of the signer status and session routes, checked against the provider's schemas. */
function recordResponses(harness: Harness, page: Page) {
  const checked: string[] = [];
  const invalid: string[] = [];
  const failed: string[] = [];
  const statuses: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(harness.emulator.url) || response.request().method() !== 'POST') return;
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${url.pathname} ${await response.text().catch(() => '')}`);
      return;
    }
    const match = RESPONSE_SCHEMAS.find(([pattern]) => pattern.test(url.pathname));
    if (!match) return;
    const body = await response.json().catch(() => null);
    const parsed = match[1].safeParse(withBigIntFid(body));
    checked.push(url.pathname);
    if (url.pathname.endsWith('/signer/status')) statuses.push(String((body as { status?: unknown })?.status));
    if (!parsed.success) invalid.push(`${url.pathname}: ${JSON.stringify(parsed.error.issues[0])}`);
  });
  return { checked, invalid, failed, statuses };
}

/** Whether `signature` is the Ed25519 signature of `message` by the `0x`-hex public key. */
const ed25519Valid = (publicKey: string, message: Uint8Array, signature: Uint8Array) =>
  verify(
    null,
    message,
    createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey.slice(2), 'hex').toString('base64url') },
      format: 'jwk',
    }),
    signature,
  );

/** Clicks one of the harness's buttons under the provider's modal (whose overlay takes pointer events). */
const press = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) => (button as HTMLButtonElement).click());

/** A phone's browser: the SDK's modal shows its mobile screens (a link instead of the QR code, and its errors). */
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

type SignerRequest = { token: string; approvalUrl: string; fid: number; username: string | null; publicKey: string };

async function json<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/** Polls until `read` gives a value (or fails after `timeout`). */
async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeout = 30_000): Promise<T> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${what} within ${timeout} ms`);
}

describe("the Farcaster signer with the real SDK (on-device wallets, the provider's modal)", () => {
  let harness: Harness;
  let pageUrl: string;
  beforeAll(async () => {
    harness = await startHarness({
      embeddedWallets: { mode: 'legacy-embedded-wallets-only' },
      loginMethods: ['email', 'farcaster'],
    });
    pageUrl = harness.pageUrl.replace('/?', '/farcaster-signer.html?');
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** The waiting signer request of a user's Farcaster account, as the emulator's inbox lists it. */
  const signerRequest = (fid: number) =>
    eventually(
      async () =>
        (
          await json<{ signers: SignerRequest[] }>(`${harness.emulator.url}/_emulator/farcaster/signers.json`)
        ).signers.find((s) => s.fid === fid),
      `signer request for fid ${fid}`,
    );

  /**
   * A user with an on-device wallet (made through the SDK's frame) and a Farcaster account linked in the provider's
   * modal (approved in the emulated Farcaster app); answers the page and the fid.
   */
  async function farcasterUser(context: BrowserContext, email: string, username: string) {
    const page = await context.newPage();
    const responses = recordResponses(harness, page);
    // Vite transforms the SDK on the first visit: slow on a loaded machine.
    await page.goto(pageUrl, { timeout: 120_000 });
    await expectText(output(page, 'ready'), 'true', 120_000);
    await signInByEmail(harness, page, email);
    await expectText(output(page, 'wallet frame'), 'true', 60_000);
    await page.getByRole('button', { name: 'Create Ethereum wallet' }).click();
    await expectText(output(page, 'embedded wallet'), /^ethereum:0x[0-9a-fA-F]{40}$/, 60_000);

    await page.getByRole('button', { name: 'Link Farcaster' }).click();
    const connect = await eventually(
      async () =>
        (await json<{ farcaster: { connectUri: string }[] }>(`${harness.emulator.url}/_emulator/inbox.json`))
          .farcaster[0]?.connectUri,
      'Farcaster connect request',
    );
    const phone = await context.newPage();
    await phone.goto(`${harness.emulator.url}${connect}`);
    await phone.getByLabel('Username').fill(username);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await phone.getByRole('heading', { name: 'Approved' }).waitFor();
    await phone.close();
    await expectText(output(page, 'farcaster fid'), /^\d+$/, 30_000);
    await expectText(output(page, 'modal open'), 'false', 30_000);
    const fid = Number(await output(page, 'farcaster fid').textContent());
    return { page, responses, fid };
  }

  /** Asks for a signer through the SDK: its modal opens on "Add a signer to Farcaster" with the QR code. */
  async function requestSigner(page: Page, fid: number) {
    await page.getByRole('button', { name: 'Request a Farcaster signer' }).click();
    await page.getByText('Add a signer to Farcaster').waitFor({ timeout: 60_000 });
    await page.getByText('Or copy this link and paste it into a phone browser to open the Farcaster app.').waitFor();
    const qr = page.locator('svg[height="275"][width="275"]');
    await qr.waitFor();
    expect(await qr.isVisible()).toBe(true);
    expect(await output(page, 'failure').textContent()).toBe('');
    return signerRequest(fid);
  }

  /** The emulated Farcaster app's approval page, opened as a phone would, answered with one of its buttons. */
  async function answer(context: BrowserContext, request: SignerRequest, button: 'Approve' | 'Reject') {
    const phone = await context.newPage();
    await phone.goto(`${harness.emulator.url}${request.approvalUrl}`);
    await phone.getByText(`wants to add a signer to your Farcaster account @`).waitFor();
    await phone.getByRole('button', { name: button }).click();
    await phone.getByRole('heading', { name: button === 'Approve' ? 'Signer approved' : 'Signer rejected' }).waitFor();
    await phone.close();
  }

  it('approved in the Farcaster app: the modal sees it, the user carries the key, and signatures verify', async () => {
    const context = await harness.newContext();
    const { page, responses, fid } = await farcasterUser(context, 'signer@example.com', 'signer');
    const request = await requestSigner(page, fid);
    expect(request.publicKey).toMatch(/^0x[0-9a-f]{64}$/);
    // Still pending: the SDK cannot sign yet (it reads the key from the user).
    await press(page, 'Sign the hash');
    await expectText(output(page, 'failure'), /Must have a Farcaster signer public key to sign/);

    // The modal polls the status every 2 s: pending until the Farcaster app answers.
    await expect.poll(() => responses.statuses, { timeout: 30_000 }).toContain('pending_approval');
    await answer(context, request, 'Approve');
    // The modal's poll turns approved: it refreshes the user and closes itself.
    await expectText(output(page, 'signer on user'), request.publicKey, 30_000);
    await expectText(output(page, 'modal open'), 'false', 30_000);
    expect(responses.statuses.at(-1)).toBe('approved');

    await page.getByRole('button', { name: "Read the signer's public key" }).click();
    await expectText(output(page, 'signer public key'), request.publicKey);
    await page.getByRole('button', { name: 'Sign the hash' }).click();
    await expectText(output(page, 'signature'), /^[0-9a-f]{128}$/, 30_000);
    const signature = Buffer.from((await output(page, 'signature').textContent()) ?? '', 'hex');
    expect(ed25519Valid(request.publicKey, HASH, signature)).toBe(true);
    expect(ed25519Valid(request.publicKey, HASH.slice(1), signature)).toBe(false);
    expect(await output(page, 'failure').textContent()).toBe('');

    // Asking again answers the approved signer: the modal opens and closes on success, no new request waits.
    await page.getByRole('button', { name: 'Request a Farcaster signer' }).click();
    await expectText(output(page, 'modal open'), 'false', 30_000);
    const waiting = await json<{ signers: SignerRequest[] }>(
      `${harness.emulator.url}/_emulator/farcaster/signers.json`,
    );
    expect(waiting.signers.filter((s) => s.fid === fid)).toEqual([]);

    expect(responses.checked).toContain('/api/v1/farcaster/signer/status');
    expect(responses.checked).toContain('/api/v1/sessions');
    expect(responses.invalid).toEqual([]);
    expect(responses.failed).toEqual([]);
    await context.close();
  });

  it('rejected in the Farcaster app (on a phone): the modal says "Request rejected" and the user has no signer', async () => {
    // The SDK's desktop screen keeps the QR code and never shows its errors; its phone screens show them.
    const context = await harness.browser.newContext({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
    await loopbackOnly(context);
    const { page, responses, fid } = await farcasterUser(context, 'reject@example.com', 'rejecter');
    await page.getByRole('button', { name: 'Request a Farcaster signer' }).click();
    await page.getByText('Requesting signer from Farcaster').waitFor({ timeout: 30_000 });
    const request = await signerRequest(fid);
    // "Take me to Farcaster" opens the request's approval page (the emulated Farcaster app).
    const link = page.getByRole('link', { name: 'Take me to Farcaster' });
    const href = (await link.getAttribute('href')) ?? '';
    const approval = new URL(href, harness.emulator.url);
    expect(`${approval.pathname}${approval.search}`).toBe(request.approvalUrl);
    await expect.poll(() => responses.statuses, { timeout: 30_000 }).toContain('pending_approval');
    await answer(context, request, 'Reject');
    await page.getByText('Request rejected').waitFor({ timeout: 30_000 });
    await page.getByText('The request was rejected. Please try again.').waitFor();
    expect(responses.statuses.at(-1)).toBe('revoked');
    expect(await output(page, 'signer on user').textContent()).toBe('');
    expect(responses.invalid).toEqual([]);
    expect(responses.failed).toEqual([]);
    await context.close();
  });
});
