/**
 * The real SDK's embedded wallets against the emulator: created with `useCreateWallet` (both chains), signed with
 * `useSignMessage` / `useSignTypedData` / the Solana `useSignMessage` without the provider's UIs, each signature
 * verified here with viem or Ed25519; exported headlessly with `useGetWalletPrivateKey` (HPKE), each key checked
 * against its wallet's address; every wallet answer the SDK receives validated against the provider's schema.
 */
import { createPrivateKey, sign as ed25519Sign } from 'node:crypto';
import {
  AuthenticatedUser,
  PrivateKeyExportResponse,
  WalletApiRpcResponse,
  WalletResponse,
} from '@privy-io/public-api';
import { getBase58Encoder } from '@solana/kit';
import type { Page } from 'playwright';
import { verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ed25519Verify } from '../setup/ed25519';
import { expectText, type Harness, output, signInByEmail, startHarness } from './setup';

/** The typed data the harness signs (harness/main.tsx TYPED_DATA). */
const TYPED_DATA = {
  domain: { name: 'Sigil', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello from Sigil' },
} as const;

const RESPONSE_SCHEMAS: [RegExp, ZodType][] = [
  [/\/api\/v1\/wallets$/, WalletResponse],
  [/\/api\/v1\/wallets\/[^/]+\/rpc$/, WalletApiRpcResponse],
  [/\/api\/v1\/sessions$/, AuthenticatedUser],
];

function recordResponses(harness: Harness, page: Page) {
  const checked: string[] = [];
  const invalid: string[] = [];
  const failed: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(harness.emulator.url)) return;
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${url.pathname} ${await response.text().catch(() => '')}`);
      return;
    }
    const match = RESPONSE_SCHEMAS.find(([pattern]) => pattern.test(url.pathname));
    if (!match || response.request().method() !== 'POST') return;
    const parsed = match[1].safeParse(await response.json().catch(() => null));
    checked.push(url.pathname.replace(/wallets\/[^/]+\/rpc/, 'wallets/:id/rpc'));
    if (!parsed.success) invalid.push(`${url.pathname}: ${JSON.stringify(parsed.error.issues[0])}`);
  });
  return { checked, invalid, failed };
}

async function open(harness: Harness, query = '') {
  const context = await harness.newContext();
  const page = await context.newPage();
  const responses = recordResponses(harness, page);
  await page.goto(`${harness.pageUrl}${query}`);
  await expectText(output(page, 'ready'), 'true', 120_000);
  return { context, page, responses };
}

/** The code the emulator sent to an address, once it has. */
async function waitForCode(harness: Harness, to: string) {
  for (let i = 0; i < 100; i++) {
    const code = await harness.inboxCode(to);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was sent to ${to}`);
}

/** Clicks a harness button and waits for a new signature (or fails with the harness's failure line). */
async function sign(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const failure = (await output(page, 'failure').textContent()) ?? '';
    if (failure) throw new Error(`${button}: ${failure}`);
    const signature = (await output(page, 'signature').textContent()) ?? '';
    if (signature) return signature;
    await page.waitForTimeout(100);
  }
  throw new Error(`${button}: no signature within 60 s`);
}

/** Clicks one of the harness's export buttons and waits for the opened key (`chainType:key`), or its failure. */
async function exportKey(page: Page, button: string) {
  const before = (await output(page, 'exported key').textContent()) ?? '';
  await page.getByRole('button', { name: button, exact: true }).click();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const failure = (await output(page, 'failure').textContent()) ?? '';
    if (failure) return { failure, chain: '', key: '' };
    const exported = (await output(page, 'exported key').textContent()) ?? '';
    const [chain = '', key = ''] = exported.split(':');
    if (exported && exported !== before) return { failure: '', chain, key };
    await page.waitForTimeout(100);
  }
  throw new Error(`${button}: nothing within 60 s`);
}

/** The user's embedded wallets as the harness lists them: `chain:index:made|imported:address`. */
async function embedded(page: Page) {
  return ((await output(page, 'embedded wallets').textContent()) ?? '')
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      const [chain, index, origin, address] = entry.split(':');
      return { chain, index: Number(index), origin, address: address ?? '' };
    });
}

/**
 * Creates an Ethereum and a Solana embedded wallet through the harness, then signs a message and typed data with
 * the first and a message with the second; each signature must verify (viem, Ed25519) for the wallet's address.
 */
async function createAndSignWithBothChains(page: Page) {
  await page.getByRole('button', { name: 'Create Ethereum wallet' }).click();
  await expectText(output(page, 'embedded wallets'), /^ethereum:0:made:0x[0-9a-fA-F]{40}$/, 60_000);
  const address = (await embedded(page))[0]?.address as `0x${string}`;
  await expectText(output(page, 'ethereum wallets'), new RegExp(address, 'i'), 30_000);
  const signature = (await sign(page, 'Sign message')) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Hello from Sigil', signature })).toBe(true);
  const typed = (await sign(page, 'Sign typed data')) as `0x${string}`;
  expect(await verifyTypedData({ address, ...TYPED_DATA, signature: typed })).toBe(true);

  await page.getByRole('button', { name: 'Create Solana wallet' }).click();
  await expectText(output(page, 'embedded wallets'), / solana:0:made:[1-9A-HJ-NP-Za-km-z]{32,44}$/, 60_000);
  const solana = (await embedded(page)).find((w) => w.chain === 'solana');
  await expectText(output(page, 'solana wallets'), new RegExp(solana?.address ?? 'none'), 30_000);
  const solanaSignature = await sign(page, 'Sign Solana message');
  expect(
    ed25519Verify(
      solana?.address ?? '',
      new TextEncoder().encode('Hello from Sigil on Solana'),
      Buffer.from(solanaSignature, 'base64'),
    ),
  ).toBe(true);
}

describe('server-side embedded wallets with the real SDK', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('creates Ethereum and Solana wallets and signs a message, typed data and a Solana message that verify', async () => {
    const { context, page, responses } = await open(harness);
    await signInByEmail(harness, page, 'wallets@example.com');
    await expectText(output(page, 'wallet frame'), 'true', 60_000);

    await createAndSignWithBothChains(page);

    await page.getByRole('button', { name: 'Create another Ethereum wallet' }).click();
    await expectText(output(page, 'embedded wallets'), / ethereum:1:made:0x[0-9a-fA-F]{40}$/, 60_000);

    const key = generatePrivateKey();
    await page.getByLabel('Private key', { exact: true }).fill(key);
    await page.getByRole('button', { name: 'Import Ethereum wallet' }).click();
    await expectText(
      output(page, 'embedded wallets'),
      new RegExp(`ethereum:0:imported:${privateKeyToAccount(key).address}`),
      60_000,
    );

    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    expect(responses.checked).toEqual(expect.arrayContaining(['/api/v1/wallets', '/api/v1/wallets/:id/rpc']));
    await context.close();
  });

  it('exports both wallets headlessly (useGetWalletPrivateKey, HPKE): each key controls its wallet', async () => {
    const { context, page, responses } = await open(harness);
    // The SDK removes the export frame as soon as it answers, before a response listener can read the body, so
    // the export answers are checked against the provider's schema on their way through instead.
    const exports: string[] = [];
    await context.route(/\/api\/v1\/wallets\/[^/]+\/export$/, async (route) => {
      const response = await route.fetch();
      const parsed = PrivateKeyExportResponse.safeParse(await response.json().catch(() => null));
      exports.push(parsed.success ? 'valid' : `${response.status()} ${JSON.stringify(parsed.error.issues[0])}`);
      await route.fulfill({ response });
    });
    await signInByEmail(harness, page, 'export@example.com');
    await expectText(output(page, 'wallet frame'), 'true', 60_000);
    await page.getByRole('button', { name: 'Create Ethereum wallet' }).click();
    await expectText(output(page, 'embedded wallets'), /^ethereum:0:made:0x[0-9a-fA-F]{40}$/, 60_000);
    await page.getByRole('button', { name: 'Create Solana wallet' }).click();
    await expectText(output(page, 'embedded wallets'), / solana:0:made:[1-9A-HJ-NP-Za-km-z]{32,44}$/, 60_000);
    const wallets = await embedded(page);
    const ethereum = wallets.find((w) => w.chain === 'ethereum')?.address ?? '';
    const solana = wallets.find((w) => w.chain === 'solana')?.address ?? '';

    const eth = await exportKey(page, 'Export Ethereum wallet');
    expect(eth).toMatchObject({ failure: '', chain: 'ethereum', key: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(privateKeyToAccount(eth.key as `0x${string}`).address).toBe(ethereum);

    const sol = await exportKey(page, 'Export Solana wallet');
    expect(sol).toMatchObject({ failure: '', chain: 'solana' });
    const bytes = new Uint8Array(getBase58Encoder().encode(sol.key));
    expect(bytes).toHaveLength(64);
    expect(bytes.slice(32)).toEqual(new Uint8Array(getBase58Encoder().encode(solana)));
    // The exported seed signs for the address: Ed25519 public key = address.
    const seed = createPrivateKey({
      key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), bytes.slice(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    const message = new TextEncoder().encode('exported from Sigil');
    expect(ed25519Verify(solana, message, ed25519Sign(null, message, seed))).toBe(true);

    // One export request per key, each answer the provider's sealed shape; nothing failed on the way.
    expect(exports).toEqual(['valid', 'valid']);
    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    await context.close();
  });

  it("the provider's own modal with createOnLogin gets both wallets from the emulator after login", async () => {
    const { context, page, responses } = await open(harness, '&create=users-without-wallets');
    await page.getByRole('button', { name: "Open the provider's login" }).click();
    await page.getByPlaceholder('your@email.com').fill('modal@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const code = await waitForCode(harness, 'modal@example.com');
    await page.locator('input[name="code-0"], input[autocomplete="one-time-code"]').first().click();
    await page.keyboard.type(code);
    await expectText(output(page, 'authenticated'), 'true', 60_000);
    await expectText(output(page, 'embedded wallets'), /ethereum:0:made:0x[0-9a-fA-F]{40}/, 60_000);
    await expectText(output(page, 'embedded wallets'), /solana:0:made:[1-9A-HJ-NP-Za-km-z]{32,44}/, 60_000);
    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    await context.close();
  });
});

describe('on-device embedded wallets with the real SDK (legacy-embedded-wallets-only)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ embeddedWallets: { mode: 'legacy-embedded-wallets-only' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('creates both wallets through the frame relay and signs with them', async () => {
    const { context, page, responses } = await open(harness);
    await signInByEmail(harness, page, 'device@example.com');
    await expectText(output(page, 'wallet frame'), 'true', 60_000);

    await createAndSignWithBothChains(page);
    // Headless export is for server-side wallets only: the SDK itself refuses an on-device one.
    const refused = await exportKey(page, 'Export Ethereum wallet');
    expect(refused.failure).toMatch(/On-device wallets are not supported/);
    // On device, the wallet API is not used: everything went through the frame's relay.
    expect(responses.checked.filter((p) => p.startsWith('/api/v1/wallets'))).toEqual([]);
    expect(responses.failed).toEqual([]);
    expect(responses.invalid).toEqual([]);
    await context.close();
  });
});
