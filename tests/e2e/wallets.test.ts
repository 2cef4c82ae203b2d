/**
 * The Wallets page of the composed app, on the real SDK against the emulator and its local chain (anvil,
 * started and stopped with the emulator): embedded wallets created on login for both chain types, a message and
 * typed data signed through our review and verified with viem, a transaction that mines on the local chain, a
 * Solana message verified with Ed25519, a rejected review that is an outcome, not an error, and both embedded
 * wallets' private keys exported (warning, reveal, show), each controlling its wallet and travelling sealed; a card's
 * Receive (the full address, its QR code, Copy) and Send (a transfer that opens the review).
 */
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getBase58Encoder, signBytes } from '@solana/kit';
import type { Locator, Page } from 'playwright';
import { createPublicClient, formatEther, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTypedData } from '../../src/flows/signing/session';
import { ed25519Verify } from '../setup/ed25519';
import {
  installTestSolanaWallet,
  installTestWallet,
  type TestSolanaWallet,
  type TestWallet,
} from '../setup/test-wallet';
import { pageViolations } from './axe';
import { type AppHarness, startApp } from './setup';
import { finish, fundWallet, home, landing, signInByEmail } from './steps';

let app: AppHarness;
beforeAll(async () => {
  app = await startApp(
    {
      embeddedWallets: { createOnLogin: 'users-without-wallets', solana: { createOnLogin: 'users-without-wallets' } },
    },
    { chain: true },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');
/** The wallet cards (the page's only articles). */
const wallets = (page: Page) => page.getByRole('article');

/** The full address a card shows (its address button's accessible name carries it whole). */
async function addressOf(card: Locator): Promise<string> {
  const name = (await card.getByRole('button', { name: /^Address / }).textContent()) ?? '';
  const match = /(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.exec(name.trim());
  if (!match?.[1]) throw new Error(`No address in "${name}"`);
  return match[1];
}

/** Chooses the composer's wallet from its list: the option is named by the wallet's chain and full address. */
async function chooseWallet(page: Page, address: string) {
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  await page.getByRole('option', { name: new RegExp(`${address}$`, 'i') }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens the Wallets page from the navigation and waits for both embedded wallets. */
async function openWallets(page: Page) {
  await page.getByRole('link', { name: 'Wallets' }).click();
  await expect.poll(() => wallets(page).count(), { timeout: 60_000 }).toBe(2);
  const cards = await wallets(page).all();
  const [ethereum, solana] = cards;
  if (!ethereum || !solana) throw new Error('Two wallets expected');
  return { ethereum, solana, ethereumAddress: await addressOf(ethereum), solanaAddress: await addressOf(solana) };
}

/** Review request → the review dialog → Approve; returns the result dialog. */
async function reviewAndApprove(page: Page, title: string) {
  await page.getByRole('button', { name: 'Review request' }).click();
  await dialog(page).getByRole('heading', { name: title }).waitFor();
  await dialog(page).getByRole('button', { name: 'Approve' }).click();
  return dialog(page);
}

/** The signature the result shows. */
async function signatureShown(page: Page) {
  await dialog(page).getByRole('heading', { name: 'Signed' }).waitFor({ timeout: 60_000 });
  return ((await dialog(page).getByRole('region', { name: 'Signature' }).textContent()) ?? '').trim();
}

async function done(page: Page) {
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

describe('the Wallets page on the real SDK, the emulator and a local chain', () => {
  it('creates both embedded wallets on login; signs a message and typed data that verify; a rejected review is not an error; a created wallet is announced', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await signInByEmail(app, page, 'wallets@example.com');
    const { ethereum, solana, ethereumAddress, solanaAddress } = await openWallets(page);
    expect(new URL(page.url()).pathname).toBe('/wallets');
    // Each card is led by its chain: the local chain stands in for Base Sepolia.
    await expect.poll(() => ethereum.getByRole('heading').first().textContent()).toBe('Base Sepolia');
    expect(await ethereum.textContent()).toContain('Embedded wallet');
    expect(await solana.getByRole('heading').first().textContent()).toBe('Solana');
    // The local chain answers through the emulator: a real (zero) balance, not "Unavailable".
    await expect.poll(() => ethereum.textContent(), { timeout: 30_000 }).toMatch(/Balance0 ETH/);
    expect(await pageViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Hello from the Sigil e2e');
    await reviewAndApprove(page, 'Sign message');
    const signature = (await signatureShown(page)) as `0x${string}`;
    expect(
      await verifyMessage({
        address: ethereumAddress as `0x${string}`,
        message: 'Hello from the Sigil e2e',
        signature,
      }),
    ).toBe(true);
    await done(page);

    await page.getByRole('radio', { name: 'Typed data' }).click();
    await reviewAndApprove(page, 'Sign typed data');
    const typed = (await signatureShown(page)) as `0x${string}`;
    const document = JSON.parse(sampleTypedData(84532, ethereumAddress));
    expect(await verifyTypedData({ address: ethereumAddress as `0x${string}`, ...document, signature: typed })).toBe(
      true,
    );
    await done(page);

    // Rejecting in our review closes it at once (no second dialog); a polite status says so; no error anywhere.
    await page.getByRole('radio', { name: 'Message' }).click();
    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Not this one');
    await page.getByRole('button', { name: 'Review request' }).click();
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Request declined. Nothing was signed.' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // The Solana wallet signs a message; the signature verifies for its address.
    await chooseWallet(page, solanaAddress);
    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Hello from Sigil on Solana');
    await reviewAndApprove(page, 'Sign message');
    const solanaSignature = new Uint8Array(getBase58Encoder().encode(await signatureShown(page)));
    expect(ed25519Verify(solanaAddress, new TextEncoder().encode('Hello from Sigil on Solana'), solanaSignature)).toBe(
      true,
    );
    await done(page);

    // A second Ethereum wallet: the new card joins the list, the journey's onDone is said in a toast, and the new
    // card's heading takes focus.
    await page.getByRole('button', { name: 'Create Ethereum wallet' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Wallet created').waitFor({ timeout: 60_000 });
    await expect.poll(() => wallets(page).count(), { timeout: 30_000 }).toBe(3);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const card = active?.closest<HTMLElement>('[data-slot="wallet-card"]');
        return active?.dataset.slot === 'wallet-card-title' ? (card?.dataset.address ?? null) : null;
      });
    await expect.poll(focused, { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect([ethereumAddress, solanaAddress]).not.toContain(await focused());
    await finish(opened);
  }, 240_000);

  it('sends a transaction that mines on the local chain: receipt confirmed, both balances change', async () => {
    const opened = await app.open('/');
    const { page } = opened;
    await signInByEmail(app, page, 'sender@example.com');
    const { ethereumAddress } = await openWallets(page);
    const chain = app.emulator.chain;
    if (!chain) throw new Error('The emulator runs without its chain');
    const client = createPublicClient({ transport: http(chain.rpcUrl) });

    await fundWallet(app, ethereumAddress, '1');
    const before = await client.getBalance({ address: ethereumAddress as `0x${string}` });
    expect(before).toBe(parseEther('1'));
    await page.reload();
    const card = wallets(page).first();
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toMatch(/Balance1 ETH/);

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await page.getByRole('radio', { name: 'Transaction' }).click();
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(recipient);
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25');
    await page.getByRole('button', { name: 'Review request' }).click();
    await dialog(page).getByRole('heading', { name: 'Send transaction' }).waitFor();
    expect(await dialog(page).textContent()).toContain('0.25');
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    await dialog(page).getByRole('heading', { name: 'Transaction sent' }).waitFor({ timeout: 60_000 });
    await dialog(page).getByText('Confirmed').waitFor({ timeout: 60_000 });
    const hash = (
      (await dialog(page).getByRole('region', { name: 'Transaction hash' }).textContent()) ?? ''
    ).trim() as `0x${string}`;

    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(ethereumAddress.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    const after = await client.getBalance({ address: ethereumAddress as `0x${string}` });
    expect(after).toBeLessThan(before - parseEther('0.25') + 1n);
    await done(page);
    // The page read the new balance after the receipt.
    await expect
      .poll(() => card.textContent(), { timeout: 30_000 })
      .toContain(`Balance${formatEther(after).slice(0, 6)}`);
    await finish(opened);
  }, 240_000);

  it('receives (the full address, its QR code, Copy) and sends from a card: the transfer opens the review with its recipient and amount', async () => {
    const opened = await app.open('/', {
      prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
    });
    const { page } = opened;
    await signInByEmail(app, page, 'receiver@example.com');
    const { ethereum, ethereumAddress } = await openWallets(page);

    await ethereum.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive on Base Sepolia' });
    await receive.waitFor();
    expect(await receive.getByRole('region', { name: 'Your address' }).textContent()).toContain(ethereumAddress);
    await receive.getByRole('img', { name: 'QR code for your Base Sepolia address' }).waitFor();
    expect(await receive.getByRole('status').textContent()).toContain('Only send Base Sepolia assets to this address.');
    await receive.getByRole('button', { name: 'Copy address' }).click();
    await receive.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ethereumAddress);
    expect(await pageViolations(page)).toEqual([]);
    await receive.getByRole('button', { name: 'Done' }).click();
    await receive.waitFor({ state: 'detached' });
    // Focus is back on the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Receive');

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await ethereum.getByRole('button', { name: 'Send' }).click();
    const send = page.getByRole('dialog', { name: 'Send ETH' });
    await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient.toLowerCase().replace('0x', '0X'));
    await send.getByRole('button', { name: 'Review' }).click();
    await send.getByText('Enter an address: 0x followed by 40 hexadecimal characters.').waitFor();
    await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient);
    await send.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.01');
    await send.getByRole('button', { name: 'Review' }).click();
    // One dialog at a time: the review takes the Send dialog's place.
    await dialog(page).getByRole('heading', { name: 'Send transaction' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const review = (await dialog(page).textContent()) ?? '';
    expect(review).toContain(recipient);
    expect(review).toContain('0.01');
    // Rejecting closes the review at once (one dialog per decision); a status says nothing was signed.
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Request declined. Nothing was signed.' }).waitFor();
    await finish(opened);
  }, 240_000);

  it('exports both embedded wallets: warning, reveal, show; each key controls its wallet and travels sealed', async () => {
    // What crosses the network for an export: the request (only a public key) and the sealed answer.
    const exchanged: { request: string; response: string }[] = [];
    const opened = await app.open('/', {
      prepare: (context) =>
        context.route(/\/api\/v1\/wallets\/[^/]+\/export$/, async (route) => {
          const response = await route.fetch();
          exchanged.push({ request: route.request().postData() ?? '', response: await response.text() });
          await route.fulfill({ response });
        }),
    });
    const { page } = opened;
    await signInByEmail(app, page, 'export@example.com');
    const { ethereum, solana, ethereumAddress, solanaAddress } = await openWallets(page);

    /** From a card: Export private key → the warning → Reveal → the key, masked → Show; returns the key. */
    const exportFrom = async (card: Locator) => {
      await card.getByRole('button', { name: 'Export private key' }).click();
      await dialog(page).getByText('Anyone with this key controls your wallet').waitFor();
      expect(await dialog(page).getByRole('region', { name: 'Private key' }).count()).toBe(0);
      await dialog(page).getByRole('button', { name: 'Reveal private key' }).click();
      const region = dialog(page).getByRole('region', { name: 'Private key' });
      await region.waitFor({ timeout: 60_000 });
      expect(await region.textContent()).toContain('Hidden');
      await dialog(page).getByRole('button', { name: 'Show' }).click();
      const key = ((await region.locator('[data-slot="private-key"]').textContent()) ?? '').trim();
      expect(await pageViolations(page)).toEqual([]);
      await done(page);
      return key;
    };

    const ethereumKey = await exportFrom(ethereum);
    expect(ethereumKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(privateKeyToAccount(ethereumKey as `0x${string}`).address).toBe(ethereumAddress);
    // Closed, the page holds the key no more.
    expect(await page.content()).not.toContain(ethereumKey.slice(2));

    const solanaKey = await exportFrom(solana);
    const bytes = new Uint8Array(getBase58Encoder().encode(solanaKey));
    expect(bytes).toHaveLength(64);
    const keys = await createKeyPairFromPrivateKeyBytes(bytes.slice(0, 32));
    expect(await getAddressFromPublicKey(keys.publicKey)).toBe(solanaAddress);
    const message = new TextEncoder().encode('exported from the Sigil e2e');
    const signature = new Uint8Array(await signBytes(keys.privateKey, message));
    expect(ed25519Verify(solanaAddress, message, signature)).toBe(true);

    // Two exports, each asking with a public key only and answered sealed: neither key in the clear on the wire.
    expect(exchanged).toHaveLength(2);
    for (const { request, response } of exchanged) {
      expect(Object.keys(JSON.parse(request)).sort()).toEqual(['encryption_type', 'recipient_public_key']);
      expect(JSON.parse(response)).toMatchObject({ encryption_type: 'HPKE' });
      for (const key of [ethereumKey, ethereumKey.slice(2), solanaKey]) expect(response).not.toContain(key);
    }
    await finish(opened);
  }, 240_000);

  it('lists the browser wallet the user signed in with (EIP-6963) beside the embedded one, and signs with it', async () => {
    let wallet: TestWallet | undefined;
    const opened = await app.open('/', {
      prepare: async (context) => {
        wallet = await installTestWallet(context, { chainId: 84532 });
      },
    });
    const { page } = opened;
    if (!wallet) throw new Error('the test wallet was not installed');
    await landing(page).getByRole('button', { name: 'Continue with a wallet' }).click();
    await page.getByRole('button', { name: /Sigil Test Wallet/ }).click();
    await home(page).waitFor();
    // users-without-wallets: an Ethereum wallet is linked already, so only a Solana wallet is created.
    await page.getByRole('link', { name: 'Wallets' }).click();
    await expect.poll(() => wallets(page).count(), { timeout: 60_000 }).toBe(2);
    const external = page.locator('article[data-kind="external"]');
    await expect.poll(() => external.count()).toBe(1);
    expect(await external.getByRole('heading').first().textContent()).toBe('Base Sepolia');
    expect(await external.textContent()).toContain('Sigil Test Wallet');
    expect((await addressOf(external)).toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(
      await wallets(page)
        .filter({ has: page.getByRole('heading', { name: 'Solana' }) })
        .count(),
    ).toBe(1);
    // Its network is the browser wallet's, and its balance is read on the chain's RPC.
    // The test wallet's key is anvil's development account #1: it holds 10 000 ETH on the local chain.
    await expect.poll(() => external.textContent(), { timeout: 30_000 }).toMatch(/Balance10,000 ETH/);

    await chooseWallet(page, wallet.address);
    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Signed by my browser wallet');
    await reviewAndApprove(page, 'Sign message');
    const signature = (await signatureShown(page)) as `0x${string}`;
    expect(await verifyMessage({ address: wallet.address, message: 'Signed by my browser wallet', signature })).toBe(
      true,
    );
    expect(wallet.calls).toContain('personal_sign');
    await done(page);
    expect(await pageViolations(page)).toEqual([]);
    await finish(opened);
  }, 240_000);

  it('lists the Solana wallet the user signed in with (Wallet Standard), which the SDK does not connect, and signs with it', async () => {
    let wallet: TestSolanaWallet | undefined;
    const opened = await app.open('/', {
      prepare: async (context) => {
        wallet = await installTestSolanaWallet(context);
      },
    });
    const { page } = opened;
    if (!wallet) throw new Error('the test wallet was not installed');
    await landing(page).getByRole('button', { name: 'Continue with a wallet' }).click();
    await page.getByRole('button', { name: /Sigil Test Solana Wallet/ }).click();
    await home(page).waitFor();
    // users-without-wallets: a Solana wallet is linked already, so only an Ethereum wallet is created.
    await page.getByRole('link', { name: 'Wallets' }).click();
    await expect.poll(() => wallets(page).count(), { timeout: 60_000 }).toBe(2);
    const external = page.locator('article[data-kind="external"]');
    expect(await external.getByRole('heading').first().textContent()).toBe('Solana');
    expect(await external.textContent()).toContain('Sigil Test Solana Wallet');
    expect(await addressOf(external)).toBe(wallet.address);

    await chooseWallet(page, wallet.address);
    await page.getByRole('textbox', { name: 'Message to sign' }).fill('Signed by my Solana wallet');
    await reviewAndApprove(page, 'Sign message');
    const signature = new Uint8Array(getBase58Encoder().encode(await signatureShown(page)));
    expect(ed25519Verify(wallet.address, new TextEncoder().encode('Signed by my Solana wallet'), signature)).toBe(true);
    expect(wallet.calls.at(-1)).toBe('solana:signMessage');
    await done(page);
    await finish(opened);
  }, 240_000);
});
