/**
 * The Connections page in the composed app, on the real SDK against the emulator: accounts from other provider apps
 * (the emulator plays Orbit Games and the read-only Ledgerly: their consent and transact pop-ups), offline access for
 * the app's server (signing from the emulator's development page while the user is away), the Farcaster signer (the
 * provider's modal, approved on the emulator's Farcaster page); and adding funds — a wallet card's action on the
 * Wallets page, no longer a section here — through an on-ramp that pays on the local chain. Each user holds one account from another app (spec 9), so the cross-app tests use one user per app.
 */
import { createPublicKey, verify } from 'node:crypto';
import type { Page } from 'playwright';
import { type Address, type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../emulator/src/store/accounts';
import { farcasterSignersRepository } from '../../emulator/src/store/farcaster-signers';
import { pageViolations } from './axe';
import { type AppHarness, type AppPage, startApp } from './setup';
import { approveInFarcasterApp, finish, home, landing, signInByEmail } from './steps';

const ORBIT = 'Orbit Games';
const LEDGERLY = 'Ledgerly';

async function openConnections(page: Page, section: string) {
  await page.getByRole('link', { name: 'Connections' }).click();
  await page.getByRole('tab', { name: section }).click();
}

/** Links the signed-in user's account from another app: the SDK's modal beside the app's consent pop-up. */
async function linkCrossApp(page: Page, app: string, email: string) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Connect your ${app} account` }).click();
  const consent = await popup;
  await consent.getByRole('heading', { name: `Sign in to ${app}` }).waitFor({ timeout: 30_000 });
  await consent.getByLabel('E-mail of a new account').fill(email);
  await consent.getByRole('button', { name: 'Allow' }).click();
  // The provider's modal says so and closes itself; our journey's status screen says so too, then lists the account.
  await page
    .getByRole('heading', { name: `Successfully connected with ${app}` })
    .last()
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click({ timeout: 30_000 });
  await page
    .getByRole('list', { name: 'Connected accounts from other apps' })
    .getByRole('listitem')
    .filter({ hasText: app })
    .waitFor({ timeout: 60_000 });
}

describe('Connections: accounts from other apps', () => {
  let app: AppHarness;
  let session: AppPage;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in with an Orbit Games account: the apps connected to ours, its consent pop-up, then home', async () => {
    session = await app.open('/signin');
    const { page } = session;
    await page.getByRole('link', { name: 'Continue with an account from another app' }).click({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Continue with another app' }).waitFor({ timeout: 30_000 });
    expect(await pageViolations(page)).toEqual([]);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Continue with ${ORBIT}` }).click();
    const consent = await popup;
    await consent.getByRole('heading', { name: `Sign in to ${ORBIT}` }).waitFor({ timeout: 30_000 });
    await consent.getByLabel('E-mail of a new account').fill('kay@orbit.example');
    await consent.getByRole('button', { name: 'Allow' }).click();
    await home(page).waitFor({ timeout: 60_000 });
    // The new user's way in is the Orbit Games account.
    const users = (await (await fetch(`${app.emulator.url}/_emulator/inbox.json`)).json()) as {
      users: { linked_accounts: { type: string; provider_app_id?: string }[] }[];
    };
    expect(
      users.users.some((u) =>
        u.linked_accounts.some((a) => a.type === 'cross_app' && a.provider_app_id === 'orbitgamesdemoprovider001'),
      ),
    ).toBe(true);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await landing(page).waitFor({ timeout: 30_000 });
    await finish(session);
  });

  it('links an Orbit Games account and signs a message with its wallet in the Orbit Games pop-up', async () => {
    session = await app.open('/signin');
    const { page } = session;
    await signInByEmail(app, page, 'ada@sigil.example');
    await openConnections(page, 'Other apps');
    await linkCrossApp(page, ORBIT, 'ada@orbit.example');
    expect(await pageViolations(page)).toEqual([]);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Sign a message with the ${ORBIT} wallet` }).click();
    const transact = await popup;
    await transact.getByRole('heading', { name: 'Approve request' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: `Waiting for ${ORBIT}` }).waitFor();
    await transact.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Message signed' }).waitFor({ timeout: 30_000 });
    const signature = (await page.getByLabel('Signature').first().textContent())?.trim() as Hex;
    const wallets = (await (await fetch(`${app.emulator.url}/_emulator/apps.json`)).json()) as {
      apps: { name: string; users: { email: string; address: Address }[] }[];
    };
    const address = wallets.apps.find((a) => a.name === ORBIT)?.users.find((u) => u.email === 'ada@orbit.example')
      ?.address as Address;
    const message = `I am signing this message with my ${ORBIT} wallet.`;
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    await finish(session);
  });

  it('refuses to sign through a read-only app: "Cannot transact against a read-only provider app"', async () => {
    session = await app.open('/signin');
    const { page } = session;
    await signInByEmail(app, page, 'grace@sigil.example');
    await openConnections(page, 'Other apps');
    await linkCrossApp(page, LEDGERLY, 'grace@ledgerly.example');
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });
    await page.getByRole('button', { name: `Sign a message with the ${LEDGERLY} wallet` }).click();
    await page.getByText('Cannot transact against a read-only provider app').first().waitFor({ timeout: 30_000 });
    expect(popups).toBe(0);
    await finish(session);
  });
});

/** The wallets the app's server sees on the emulator's development page (JSON twin). */
async function appServerWallets(app: AppHarness) {
  return (
    (await (await fetch(`${app.emulator.url}/_emulator/app-server.json`)).json()) as {
      wallets: { address: Address; chain_type: string; mode: string; delegated: boolean; user_id: string }[];
    }
  ).wallets;
}

/** The app's server signs a message with a wallet on the development page, as it would with the user away. */
async function signAsAppServer(session: AppPage, app: AppHarness, address: Address, message: string) {
  const page = await session.context.newPage();
  await page.goto(`${app.emulator.url}/_emulator/app-server`);
  await page.getByLabel('Wallet').selectOption(address);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: "Sign as the app's server" }).click();
  const result = page.getByRole('status', { name: 'Result' }).or(page.getByRole('alert'));
  await result.first().waitFor({ timeout: 30_000 });
  const signature = (await page.getByLabel('Signature').count())
    ? ((await page.getByLabel('Signature').textContent())?.trim() as Hex)
    : null;
  const refusal = signature ? null : await page.getByRole('alert').first().textContent();
  await page.close();
  return { signature, refusal };
}

/**
 * Offline access end to end: enabled in the consent dialog, the app's server signs on the development page while the
 * user is logged out (verified with viem), then revoked, the server is refused.
 */
async function offlineAccessRoundTrip(app: AppHarness, email: string, mode: 'server' | 'on-device') {
  const session = await app.open('/signin');
  const { page } = session;
  await signInByEmail(app, page, email);
  await openConnections(page, 'Offline access');
  await page.getByRole('button', { name: /^Enable offline access for/ }).click({ timeout: 60_000 });
  const consent = page.getByRole('dialog', { name: 'Enable offline access' });
  expect(await pageViolations(page)).toEqual([]);
  await consent.getByRole('button', { name: 'Accept' }).click();
  await consent.getByText('Offline access enabled').waitFor({ timeout: 60_000 });
  await consent.getByRole('button', { name: 'Done' }).click();
  await page.getByText('Offline access granted').first().waitFor();
  const userId = accountsRepository(app.emulator.store).ownerOf('email', email);
  expect(userId).toBeDefined();
  const [wallet] = (await appServerWallets(app)).filter(
    (w) => w.user_id === userId && w.delegated && w.chain_type === 'ethereum',
  );
  expect(wallet?.mode).toBe(mode);
  const address = wallet?.address as Address;

  // The user leaves; the app's server signs with the wallet.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await landing(page).waitFor({ timeout: 30_000 });
  const signed = await signAsAppServer(session, app, address, 'Pay the monthly subscription');
  expect(signed.refusal).toBeNull();
  expect(
    await verifyMessage({ address, message: 'Pay the monthly subscription', signature: signed.signature as Hex }),
  ).toBe(true);

  // Back, the user revokes: the server is refused.
  await signInByEmail(app, page, email);
  await openConnections(page, 'Offline access');
  await page.getByRole('button', { name: /^Revoke offline access to/ }).click({ timeout: 60_000 });
  const revoke = page.getByRole('dialog', { name: 'Revoke offline access to wallet' });
  await revoke.getByRole('button', { name: 'Confirm' }).click();
  await revoke.getByText('Offline access revoked').waitFor({ timeout: 60_000 });
  await revoke.getByRole('button', { name: 'Done' }).click();
  const refused = await signAsAppServer(session, app, address, 'Pay again');
  expect(refused.signature).toBeNull();
  expect(refused.refusal).toContain("The app's server has no offline access to this wallet");
  await finish(session);
}

describe('Connections: offline access for the app’s server (server-side wallets, useSigners)', () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await startApp({ embeddedWallets: { createOnLogin: 'users-without-wallets' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('enables offline access, the server signs while the user is away, then revoked it is refused', async () => {
    await offlineAccessRoundTrip(app, 'lin@sigil.example', 'server');
  });
});

describe("Adding funds from a wallet's card, through an on-ramp that pays on the local chain", () => {
  let app: AppHarness;
  beforeAll(async () => {
    // The dashboard suggests $40 (as ETH in funding_config): the amount screen starts there.
    app = await startApp(
      { embeddedWallets: { createOnLogin: 'users-without-wallets' }, funding: { defaultAmountUsd: '40' } },
      { chain: true },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('buys $25 of ETH with MoonPay in a window of its own: the balance rises on the local chain', async () => {
    const session = await app.open('/signin');
    const { page } = session;
    await signInByEmail(app, page, 'mo@sigil.example');
    // Connections no longer carries it: adding funds is the wallet's own action.
    await page.getByRole('link', { name: 'Connections' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connections' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: 'Add funds' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Wallets' }).click();
    const card = page.getByRole('article').first();
    const fund = card.getByRole('button', { name: 'Add funds' });
    await fund.waitFor({ timeout: 60_000 });
    const address = (await card.getAttribute('data-address')) as Address;
    const balance = async () =>
      BigInt(
        (
          (await (
            await fetch(`${app.emulator.url}/rpc/84532`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
            })
          ).json()) as { result: Hex }
        ).result,
      );
    const before = await balance();
    await fund.click();
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    await expect.poll(() => dialog.getByLabel('Amount in US dollars').inputValue(), { timeout: 10_000 }).toBe('40');
    await dialog.getByRole('button', { name: '$25' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const popup = page.waitForEvent('popup');
    await dialog
      .getByRole('button', { name: /MoonPay/ })
      .first()
      .click();
    const onramp = await popup;
    expect(await onramp.evaluate(() => window.opener)).toBeNull();
    await onramp.getByLabel(/Card number/i).fill('4242 4242 4242 4242');
    await onramp.getByRole('button', { name: /^Pay/ }).click();
    await onramp
      .getByText(/0x[0-9a-f]{64}/)
      .first()
      .waitFor({ timeout: 60_000 });
    await dialog.getByRole('heading', { name: 'You’ve funded your account!' }).waitFor({ timeout: 60_000 });
    expect(await balance()).toBeGreaterThan(before);
    expect(await pageViolations(page)).toEqual([]);
    await finish(session);
  });
});

describe('Connections with on-device wallets: offline access (useHeadlessDelegatedActions), a Farcaster signer', () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await startApp({
      embeddedWallets: { mode: 'legacy-embedded-wallets-only', createOnLogin: 'users-without-wallets' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('enables offline access for an on-device wallet, the server signs while the user is away, then revoked it is refused', async () => {
    await offlineAccessRoundTrip(app, 'kim@sigil.example', 'on-device');
  });

  it('requests a signer (the provider’s modal), approved in the emulated Farcaster app; a cast signed with it verifies', async () => {
    const session = await app.open('/signin');
    const { page } = session;
    await signInByEmail(app, page, 'dan@sigil.example');
    // Farcaster is linked in the provider's modal (no headless Farcaster link on the web), approved as @dan.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Add a way to log in' }).click({ timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'Farcaster' }).click();
    await approveInFarcasterApp(app, session.context, 'dan');
    await page.getByText('@dan').first().waitFor({ timeout: 30_000 });

    await openConnections(page, 'Farcaster signer');
    await page.getByRole('button', { name: 'Add signer' }).click({ timeout: 60_000 });
    // The provider's modal asks, with the approval link as a QR code, and polls every 2 s.
    await page.getByText('Add a signer to Farcaster').first().waitFor({ timeout: 30_000 });
    // Approved in the emulated Farcaster app: its request is listed in the inbox, whose link opens the approval page.
    const inbox = await session.context.newPage();
    await expect
      .poll(
        async () => {
          await inbox.goto(`${app.emulator.url}/_emulator`);
          return inbox.getByRole('link', { name: 'open in the Farcaster app' }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await inbox.getByRole('link', { name: 'open in the Farcaster app' }).last().click();
    await inbox.getByRole('button', { name: 'Approve' }).click();
    await inbox.getByRole('heading', { name: 'Signer approved' }).waitFor();
    await inbox.close();
    await page.getByRole('heading', { name: 'Signer approved' }).waitFor({ timeout: 60_000 });
    // The provider's modal has closed itself (its dialog leaves the page after its closing animation).
    await page.locator('#privy-modal-content').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await pageViolations(page)).toEqual([]);

    await page.getByLabel('Cast', { exact: true }).fill('gm from Sigil');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Signature verified').waitFor({ timeout: 60_000 });
    // Checked here too, not only by the page: the key the page shows is the one the emulated Farcaster app approved
    // for @dan's fid, and the signature verifies against it in Node.
    const shown = async (label: string) =>
      (await page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
    const publicKey = (await page.getByTitle(/^0x[0-9a-f]{64}$/).getAttribute('title')) ?? '';
    const signer = farcasterSignersRepository(app.emulator.store).byPublicKey(publicKey);
    expect(signer?.status).toBe('approved');
    const dan = accountsRepository(app.emulator.store).ownerOf('email', 'dan@sigil.example');
    expect(signer?.user_id).toBe(dan);
    expect(accountsRepository(app.emulator.store).ownerOf('farcaster', String(signer?.fid))).toBe(dan);
    const hash = await shown('Hash (BLAKE3, 20 bytes)');
    expect(hash).toMatch(/^0x[0-9a-f]{40}$/);
    const signature = await shown('Signature (Ed25519)');
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey.slice(2), 'hex').toString('base64url') },
      format: 'jwk',
    });
    const bytes = (hex: string) => Buffer.from(hex.slice(2), 'hex');
    expect(verify(null, bytes(hash), key, bytes(signature))).toBe(true);
    // A signature over another hash does not verify: the check above can fail.
    expect(verify(null, bytes(`0x${'00'.repeat(20)}`), key, bytes(signature))).toBe(false);
    await finish(session);
  });
});
