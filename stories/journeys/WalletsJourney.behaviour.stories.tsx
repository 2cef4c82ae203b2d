import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  address as solanaAddressOf,
  verifySignature,
} from '@solana/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sampleTypedData } from '../../src/flows/signing/session';
import { fakeEthereumAddress, fakeSolanaAddress } from '../fixtures/fake-wallets';
import { longTimerClock } from './helpers/long-timer-clock';
import * as page from './helpers/wallets-page';

/**
 * The Wallets page's behaviour: the long end-to-end runs, each signature verified against the wallet's address,
 * each exported key against the wallet. Its states, for browsing, are the catalogue (WalletsJourney.stories.tsx).
 */
const meta = { title: 'Journeys/WalletsJourney/Behaviour', ...page.walletsMeta() } satisfies Meta<
  typeof page.WalletsStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No wallet yet: create an Ethereum one; its card appears with focus (empty, index 0) and it can sign at once. */
export const CreateFirstWallet: Story = {
  render: (args) => <page.WalletsStory options={{ wallets: [] }} onDone={args.onDone} />,
  play: async ({ args }) => {
    await expect(
      await screen.findByText('You have no wallets yet. Create one to hold assets and sign with this app.'),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Sign with a wallet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ethereum wallet' }));
    await expect(screen.getByRole('button', { name: 'Creating wallet' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeDisabled();
    await page.walletCount(1);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'created', chainType: 'ethereum' });
    const card = page.cardNamed('Base Sepolia');
    await expect(card.getByText(`Address ${fakeEthereumAddress.embedded(0)}`)).toBeInTheDocument();
    // Announced (onDone's toast) and shown: the new card's heading has focus.
    await waitFor(() => expect(card.getByRole('heading', { level: 3, name: 'Base Sepolia' })).toHaveFocus());
    await page.balancesRead();
    await expect(card.getByText('0 ETH')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Details' }));
    await expect(card.getByText('Wallet index').nextElementSibling).toHaveTextContent('0');
    await expect(await page.composer()).toBeTruthy();
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeEnabled();
  },
};

/** Sign a message end to end: the review shows it, Approve, and the signature verifies against the address. */
export const SignMessage: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    const message = 'Hello from Acme, 14 March';
    const dialog = await page.reviewMessage(message);
    await expect(dialog.getByRole('heading', { name: 'Sign message' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    const result = await page.approve(dialog);
    await expect(result.getByRole('heading', { name: 'Signed' })).toBeVisible();
    const signature = page.signatureIn(result);
    await expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
    await expect(
      await verifyMessage({ address: fakeEthereumAddress.embedded(0), message: `${message}!`, signature }),
    ).toBe(false);
  },
};

/** A Solana wallet signs the message's bytes with Ed25519; the base58 signature verifies with its public key. */
export const SignSolanaMessage: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    const solana = await fakeSolanaAddress(0);
    await page.chooseWallet(solana);
    const message = 'gm from Acme';
    const dialog = await page.reviewMessage(message);
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    const result = await page.approve(dialog);
    // signatureBytes throws unless it is 64 bytes, an Ed25519 signature's length.
    const signature = signatureBytes(getBase58Encoder().encode(page.signatureIn(result)));
    const publicKey = await getPublicKeyFromAddress(solanaAddressOf(solana));
    const bytes = new TextEncoder().encode(message);
    await expect(await verifySignature(publicKey, signature, bytes)).toBe(true);
    await expect(await verifySignature(publicKey, signature, new TextEncoder().encode(`${message}!`))).toBe(false);
  },
};

/** Typed data: the review shows the domain and the primary type; the signature verifies with viem. */
export const SignTypedData: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    const dialog = await page.review('Typed data');
    await expect(dialog.getByRole('heading', { name: 'Sign typed data' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Domain' })).toBeVisible();
    await expect(dialog.getByText('Sigil')).toBeVisible();
    await expect(dialog.getByText('Primary type').nextElementSibling).toHaveTextContent('Mail');
    await expect(dialog.getByText('Hello from Sigil')).toBeVisible();
    const result = await page.approve(dialog);
    const signature = page.signatureIn(result);
    const address = fakeEthereumAddress.embedded(0);
    const typedData = JSON.parse(sampleTypedData(84532, address));
    await expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true);
  },
};

/** A transfer: the review shows recipient and value, Approve, the hash, then the receipt; the balance drops. */
export const SendTransaction: Story = {
  tags: ['responsive'],
  render: (args) => <page.WalletsStory onDone={args.onDone} />,
  play: async ({ args }) => {
    await page.balancesRead();
    await expect(page.cardNamed('Base Sepolia').getByText('1.25 ETH')).toBeVisible();
    const dialog = await page.reviewTransfer();
    await expect(dialog.getByRole('heading', { name: 'Send transaction' })).toBeVisible();
    await expect(dialog.getByText('To').nextElementSibling).toHaveTextContent(`Address ${page.recipient}`);
    await expect(dialog.getByText('0.1 ETH')).toBeVisible();
    // The fee is estimated (21 000 gas at 2 gwei) and the balance covers 0.1 ETH + fee: Approve is offered.
    await expect(await dialog.findByText('0.000042 ETH', {}, { timeout: 3000 })).toBeVisible();
    // Test coins have no price: no dollar value on Base Sepolia, neither for the amount nor for the fee.
    await expect(dialog.queryByText(/\$/)).toBeNull();
    await expect(dialog.getByText('Network fee (estimated)')).toBeVisible();
    await expect(dialog.getAllByText('Base Sepolia').length).toBeGreaterThan(0);
    const result = await page.approve(dialog);
    await expect(result.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(result.getByRole('region', { name: 'Transaction hash' }).textContent).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(result.getByText('Waiting for confirmation')).toBeVisible();
    await expect(await result.findByText('Confirmed', {}, { timeout: 3000 })).toBeVisible();
    await expect(result.getByText('Block').nextElementSibling).toHaveTextContent('24,100,001');
    await expect(result.getByText('Gas used').nextElementSibling).toHaveTextContent('21,000');
    // The host hears of the send, then of the block it was mined in.
    const hash = result.getByRole('region', { name: 'Transaction hash' }).textContent;
    await expect(args.onDone).toHaveBeenCalledTimes(2);
    await expect(args.onDone).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ kind: 'signed', outcome: { kind: 'transaction', hash } }),
    );
    await expect(args.onDone).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ kind: 'mined', hash, receipt: expect.objectContaining({ status: 'success' }) }),
    );
    await userEvent.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // 1.25 − 0.1 sent − 0.000042 fee (21 000 gas at 2 gwei).
    await expect(await page.cardNamed('Base Sepolia').findByText('1.149958 ETH', {}, { timeout: 3000 })).toBeVisible();
    // Test-network ETH: the card values it in no currency.
    await expect(page.cardNamed('Base Sepolia').queryByText(/\$/)).toBeNull();
  },
};

/**
 * Rejecting in our review is an outcome, not an error, and one decision: the review closes at once, no second
 * dialog asks to confirm it; a polite status beside the composer says so and focus is back on "Review request".
 */
export const RejectInReview: Story = {
  render: (args) => <page.WalletsStory onDone={args.onDone} />,
  play: async ({ args }) => {
    const dialog = await page.reviewMessage('No thanks');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await page.declined();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect((await page.composer()).getByRole('button', { name: 'Review request' })).toHaveFocus();
  },
};

/** The person declines in the wallet (EIP-1193 4001): also "Request declined", never an error, no second dialog. */
export const WalletRejects: Story = {
  render: () => <page.WalletsStory options={{ signFailures: ['rejected'] }} />,
  play: async () => {
    const dialog = await page.reviewMessage('Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await page.declined();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByText('User rejected request')).toBeNull();
  },
};

/** After a failure, Approve signs: the signature verifies. */
export const WalletDisconnectedThenRetry: Story = {
  render: () => <page.WalletsStory options={{ signFailures: ['disconnected'] }} />,
  play: async () => {
    const message = 'Second time lucky';
    const dialog = await page.reviewMessage(message);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await dialog.findByRole('alert', {}, { timeout: 3000 });
    const result = await page.approve(dialog);
    const signature = page.signatureIn(result);
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
  },
};

/** The transaction is mined but reverts: the receipt says so; the fee is paid, the value stays. */
export const TransactionReverted: Story = {
  render: () => <page.WalletsStory options={{ receipt: 'reverted' }} />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.reviewTransfer();
    const result = await page.approve(dialog);
    await expect(await result.findByText('Failed (reverted)', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await page.cardNamed('Base Sepolia').findByText('1.249958 ETH', {}, { timeout: 3000 })).toBeVisible();
  },
};

/**
 * Switching the browser extension's network: to a chain it knows, the card's balance follows; to one it does
 * not (EIP-1193 4902), the spec's message under the switcher.
 */
export const SwitchNetwork: Story = {
  tags: ['responsive'],
  render: () => <page.WalletsStory options={{ wallets: page.everyKind }} />,
  play: async () => {
    await page.chooseWallet(fakeEthereumAddress.external('MetaMask'));
    const chooseNetwork = async (name: string) => {
      const trigger = (await page.composer()).getByRole('combobox', { name: 'Network' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    };
    await expect((await page.composer()).getByRole('combobox', { name: 'Network' })).toHaveTextContent('Base');
    await chooseNetwork('Ethereum');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Ethereum'), {
      timeout: 3000,
    });
    await expect(await page.cardNamed('Ethereum', 1).findByText('0.1 ETH', {}, { timeout: 3000 })).toBeVisible();
    await chooseNetwork('Arbitrum One');
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
    await expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Ethereum');
  },
};

/**
 * Export an Ethereum wallet's key end to end: the warning, Reveal (busy), the key masked, Show; the key shown
 * is the wallet's (viem derives the card's address from it); Done closes and the page forgets it.
 */
export const ExportEthereumKey: Story = {
  tags: ['responsive'],
  render: () => <page.WalletsStory options={{ wallets: page.serverSide }} />,
  play: async () => {
    await page.walletCount(2);
    const card = page.cardNamed('Base Sepolia');
    const dialog = await page.exportFrom(card);
    await expect(dialog.getByRole('button', { name: 'Exporting the private key' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const key = await page.showKey(dialog);
    await expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    const address = fakeEthereumAddress.embedded(0);
    await expect(card.getByText(`Address ${address}`)).toBeInTheDocument();
    await expect(privateKeyToAccount(key as Hex).address).toBe(address);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the card's button that opened it.
    await waitFor(() => expect(card.getByRole('button', { name: 'Export private key' })).toHaveFocus());
    await expect(document.body.textContent).not.toContain(key.slice(2));
    // Opened again, it starts from the warning: the key is not kept.
    await userEvent.click(card.getByRole('button', { name: 'Export private key' }));
    const again = within(await screen.findByRole('dialog', { name: 'Export private key' }));
    await expect(again.getByRole('button', { name: 'Reveal private key' })).toBeVisible();
    await expect(again.queryByRole('region', { name: 'Private key' })).toBeNull();
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A Solana wallet's key: base58 of the seed and public key; the seed makes the wallet's address again. */
export const ExportSolanaKey: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.serverSide }} />,
  play: async () => {
    await page.walletCount(2);
    const key = await page.showKey(await page.exportFrom(page.cardNamed('Solana')));
    const bytes = new Uint8Array(getBase58Encoder().encode(key));
    await expect(bytes).toHaveLength(64);
    const address = await fakeSolanaAddress(0);
    await expect(getBase58Decoder().decode(bytes.slice(32))).toBe(address);
    const keys = await createKeyPairFromPrivateKeyBytes(bytes.slice(0, 32));
    await expect(await getAddressFromPublicKey(keys.publicKey)).toBe(address);
  },
};

/** The export fails (the network): the catalogue's message in the dialog; Try again brings the key. */
export const ExportFailsThenRetry: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.serverSide, exportFailures: ['disconnected'] }} />,
  play: async () => {
    await page.walletCount(2);
    const dialog = await page.exportFrom(page.cardNamed('Base Sepolia'));
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The wallet is disconnected.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const key = await page.showKey(dialog);
    await expect(privateKeyToAccount(key as Hex).address).toBe(fakeEthereumAddress.embedded(0));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Closing while the key is on its way: the answer that comes later is dropped, never shown. */
export const ExportClosedWhileExporting: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.serverSide }} />,
  play: async () => {
    await page.walletCount(2);
    const dialog = await page.exportFrom(page.cardNamed('Base Sepolia'));
    await expect(dialog.getByRole('button', { name: 'Exporting the private key' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Longer than the export takes (400 ms): nothing opens, nothing of the key appears.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Private key' })).toBeNull();
  },
};

/* ── The wallet's time-out (spec 9): external wallets only ── */

const longTimers = longTimerClock();

/**
 * An external wallet that never answers: after 60 s the review says "The wallet did not answer in time. Try
 * again." and Approve is enabled again (the page is not held by a wallet that went away).
 */
export const ExternalWalletTimesOut: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.metaMaskOnly, delays: { sign: 'never' } }} />,
  beforeEach: () => longTimers.install(),
  play: async () => {
    await page.walletCount(1);
    const dialog = await page.reviewMessage('Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('button', { name: 'Signing…' })).toHaveAttribute('aria-busy', 'true');
    // The only long timer is the journey's: 60 s from Approve.
    await expect(longTimers.pending()).toEqual([60_000]);
    longTimers.advance(59_999);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Signing…' })).toBeVisible();
    longTimers.advance(1);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The wallet did not answer in time. Try again.');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent('Hello');
    await expect(longTimers.pending()).toEqual([]);
  },
};

/**
 * An embedded wallet answers after 90 s (the provider held the call while the person verified, which may take
 * up to 300 s): no time-out at 60 s, the signature shows and verifies.
 */
export const EmbeddedWalletAnswersAfter90Seconds: Story = {
  render: () => <page.WalletsStory options={{ delays: { sign: 90_000 } }} />,
  beforeEach: () => longTimers.install(),
  play: async () => {
    const message = 'Worth the wait';
    const dialog = await page.reviewMessage(message);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('button', { name: 'Signing…' })).toHaveAttribute('aria-busy', 'true');
    // The only long timer is the wallet's answer, at 90 s: the journey set no time-out for an embedded wallet.
    await waitFor(() => expect(longTimers.pending()).toEqual([90_000]));
    longTimers.advance(60_000);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Signing…' })).toBeVisible();
    longTimers.advance(30_000);
    const result = within(await screen.findByRole('dialog', { name: 'Result' }, { timeout: 3000 }));
    await expect(result.getByRole('heading', { name: 'Signed' })).toBeVisible();
    await expect(screen.queryByText('The wallet did not answer in time. Try again.')).toBeNull();
    const signature = page.signatureIn(result);
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
  },
};
