/**
 * Delegated (offline) access with the real SDK against the emulator, on its own harness page
 * (harness/delegation.tsx):
 * - on-device wallets (`legacy-embedded-wallets-only`): `useHeadlessDelegatedActions().delegateWallet` → the
 *   wallet shows `delegated` → the user signs out → the development page signs as the app's server (the signature
 *   verified with viem) → the user comes back and `revokeWallets()` → the page is refused, saying why;
 * - the same wallet through `useSigners` (`addSigners` with no signers, `removeSigners`: the same consent and revoke);
 * - server-side wallets: `useSigners().addSigners({address, signers: [{signerId}]})` (a GET, then a PATCH signed
 *   without an expiry) → the app's server signs → `removeSigners` → refused.
 * Every wallet answer the SDK receives is validated against the provider's schema; no request fails.
 */
import { WalletApiRevokeResponse, WalletResponse } from '@privy-io/public-api';
import type { Page } from 'playwright';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { expectText, type Harness, output, signInByEmail, startHarness } from './setup';

/** The app's server signer of the emulator's default configuration (`appServer.signerId`). */
const SIGNER = 'sigilappserversigner0001';

const RESPONSE_SCHEMAS: [string, RegExp, ZodType][] = [
  ['GET', /\/api\/v1\/wallets\/[a-z0-9]+$/, WalletResponse],
  ['PATCH', /\/api\/v1\/wallets\/[a-z0-9]+$/, WalletResponse],
  ['POST', /\/api\/v1\/wallets\/revoke$/, WalletApiRevokeResponse],
];

/** Every emulator response the page gets: failures kept, wallet answers checked against the provider's schemas. */
function recordResponses(harness: Harness, page: Page) {
  const checked: string[] = [];
  const invalid: string[] = [];
  const failed: string[] = [];
  /** The signing headers of each wallet update the SDK sent (`signature` / `expiry` present or not). */
  const patches: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(harness.emulator.url)) return;
    const method = response.request().method();
    if (method === 'PATCH') {
      const headers = await response.request().allHeaders();
      patches.push(
        ['privy-authorization-signature', 'privy-request-expiry'].map((h) => `${h}:${h in headers}`).join(' '),
      );
    }
    // Logging out, the SDK has the frame clear its MFA state with the session it just ended: refused, harmless.
    const event = (response.request().postDataJSON() as { event?: string } | null)?.event;
    if (response.status() === 401 && event === 'privy:mfa:clear') return;
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${method} ${url.pathname} ${await response.text().catch(() => '')}`);
      return;
    }
    const match = RESPONSE_SCHEMAS.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!match) return;
    const parsed = match[2].safeParse(await response.json().catch(() => null));
    checked.push(`${method} ${url.pathname.replace(/wallets\/(?!revoke)[a-z0-9]+$/, 'wallets/:id')}`);
    if (!parsed.success) invalid.push(`${url.pathname}: ${JSON.stringify(parsed.error.issues[0])}`);
  });
  return { checked, invalid, failed, patches };
}

/** The delegation harness page, signed in by e-mail with an embedded Ethereum wallet made by the SDK. */
async function signedInWithWallet(harness: Harness, email: string) {
  const context = await harness.newContext();
  const page = await context.newPage();
  const responses = recordResponses(harness, page);
  const url = harness.pageUrl.replace('/?', '/delegation.html?');
  await page.goto(`${url}&signer=${SIGNER}`);
  await expectText(output(page, 'ready'), 'true', 120_000);
  await signInByEmail(harness, page, email);
  await expectText(output(page, 'wallet frame'), 'true', 60_000);
  await act(page, 'Create Ethereum wallet', 'create');
  await expectText(output(page, 'wallet address'), /^0x[0-9a-fA-F]{40}$/, 30_000);
  const address = ((await output(page, 'wallet address').textContent()) ?? '') as `0x${string}`;
  return { context, page, responses, address };
}

/** Clicks a harness button and waits for its call to finish (or fails with the harness's failure line). */
async function act(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const failure = (await output(page, 'failure').textContent()) ?? '';
    if (failure) throw new Error(`${button}: ${failure}`);
    if ((await output(page, 'done').textContent()) === name) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${button}: not done within 60 s`);
}

/** The JSON twin of the development page's "Sign as the app's server" (no user session). */
async function serverSign(harness: Harness, address: string, message: string) {
  const res = await fetch(`${harness.emulator.url}/_emulator/app-server/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, message }),
  });
  return { status: res.status, body: (await res.json()) as { signature?: string; code?: string; error?: string } };
}

describe('on-device wallets: useHeadlessDelegatedActions (legacy-embedded-wallets-only)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ embeddedWallets: { mode: 'legacy-embedded-wallets-only' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('delegates, the app’s server signs from the development page while the user is away, revoke refuses it', async () => {
    const { context, page, responses, address } = await signedInWithWallet(harness, 'device@example.com');
    await expectText(output(page, 'delegated'), 'ethereum:not');

    await act(page, 'Delegate wallet', 'delegate');
    await expectText(output(page, 'delegated'), 'ethereum:delegated');
    await act(page, 'Log out', 'logout');
    await expectText(output(page, 'authenticated'), 'false');

    // The development page, as a person uses it: choose the wallet, sign as the app's server.
    const dev = await context.newPage();
    await dev.goto(`${harness.emulator.url}/_emulator/app-server`);
    await dev.getByLabel('Wallet').selectOption(address);
    await dev.getByLabel('Message').fill('Paid your rent while you were away');
    await dev.getByRole('button', { name: "Sign as the app's server" }).click();
    await expectText(dev.getByRole('status', { name: 'Result' }), /^Signed by the app's server/);
    const signature = ((await dev.getByLabel('Signature').textContent()) ?? '') as `0x${string}`;
    expect(await verifyMessage({ address, message: 'Paid your rent while you were away', signature })).toBe(true);

    // The user comes back and revokes every delegated wallet.
    await signInByEmail(harness, page, 'device@example.com');
    await expectText(output(page, 'delegated'), 'ethereum:delegated');
    await act(page, 'Revoke wallets', 'revoke');
    await expectText(output(page, 'delegated'), 'ethereum:not');

    await dev.goto(`${harness.emulator.url}/_emulator/app-server`);
    await dev.getByLabel('Wallet').selectOption(address);
    await dev.getByRole('button', { name: "Sign as the app's server" }).click();
    await expectText(
      dev.getByRole('alert'),
      /The app's server has no offline access to this wallet: the user has not granted it, or has revoked it/,
    );
    // useSigners on an on-device wallet: the same consent (no signers named), and removeSigners the same revoke.
    await act(page, 'Grant offline access with useSigners', 'add no signers');
    await expectText(output(page, 'delegated'), 'ethereum:delegated');
    expect((await serverSign(harness, address, 'Again')).status).toBe(200);
    await act(page, 'Remove signers', 'remove signers');
    await expectText(output(page, 'delegated'), 'ethereum:not');
    expect((await serverSign(harness, address, 'No more')).body.code).toBe('wallet_not_delegated');
    expect(responses.checked.filter((c) => c === 'POST /api/v1/wallets/revoke')).toHaveLength(2);
    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    await context.close();
  });
});

describe('server-side wallets: useSigners (user-controlled-server-wallets-only)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('adds the app’s server as a signer (GET then a signed PATCH), which signs until removeSigners', async () => {
    const { context, page, responses, address } = await signedInWithWallet(harness, 'server@example.com');
    expect((await serverSign(harness, address, 'Before')).body.code).toBe('wallet_not_delegated');

    await act(page, "Add the app's server", 'add signers');
    await expectText(output(page, 'delegated'), 'ethereum:delegated');
    expect(responses.checked).toEqual(['GET /api/v1/wallets/:id', 'PATCH /api/v1/wallets/:id']);
    // Adding it again: the SDK sends [existing, new]; the emulator keeps one.
    await act(page, "Add the app's server", 'add signers');
    const listed = (await (await fetch(`${harness.emulator.url}/_emulator/app-server.json`)).json()) as {
      wallets: { address: string; delegated: boolean }[];
    };
    expect(listed.wallets).toContainEqual(expect.objectContaining({ address, delegated: true }));

    await act(page, 'Log out', 'logout');
    const signed = await serverSign(harness, address, 'Settled the invoice');
    expect(signed.status).toBe(200);
    expect(
      await verifyMessage({
        address,
        message: 'Settled the invoice',
        signature: signed.body.signature as `0x${string}`,
      }),
    ).toBe(true);

    await signInByEmail(harness, page, 'server@example.com');
    await act(page, 'Remove signers', 'remove signers');
    await expectText(output(page, 'delegated'), 'ethereum:not');
    expect(await serverSign(harness, address, 'After')).toMatchObject({
      status: 403,
      body: { code: 'wallet_not_delegated' },
    });
    expect(responses.checked.filter((c) => c.startsWith('PATCH'))).toHaveLength(3);
    // Each update was signed by the user's signer and sent without an expiry (what the emulator must accept).
    expect(responses.patches).toEqual(Array(3).fill('privy-authorization-signature:true privy-request-expiry:false'));
    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    await context.close();
  });
});
