import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fakeSolanaAddress } from '../fixtures/fake-wallets';
import * as page from './helpers/wallets-page';

/**
 * The Wallets page's states, the catalogue a designer browses: loading, every kind of wallet, each error, dark,
 * phone. The long end-to-end runs (create, sign, send, switch network, export, time-outs) are its behaviour stories,
 * WalletsJourney.behaviour.stories.tsx; both use the page helpers of helpers/wallets-page.tsx.
 */
const meta = { title: 'Journeys/WalletsJourney', ...page.walletsMeta() } satisfies Meta<typeof page.WalletsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallets are still being read: the list says so, and nothing can be signed yet. */
export const Loading: Story = {
  render: () => <page.WalletsStory options={{ readyAfter: 'never' }} />,
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading your wallets' })).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Sign with a wallet' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Create Ethereum wallet' })).toBeNull();
  },
};

/** A balance that cannot be read (the app reads no Solana balance offline) settles on "Unavailable", never spins. */
export const BalanceUnavailable: Story = {
  render: () => <page.WalletsStory options={{ balanceFailures: ['network', 'network'] }} />,
  play: async () => {
    await page.balancesRead();
    for (const card of page.cards()) await expect(within(card).getByText('Unavailable')).toBeVisible();
  },
};

/** Every kind of wallet, embedded ones first, each with its balance on its network and the value in dollars. */
export const EveryKindOfWallet: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.everyKind }} />,
  play: async () => {
    await page.walletCount(4);
    await expect(page.cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Embedded wallet',
      'Imported wallet',
      'Embedded wallet',
      'MetaMask',
    ]);
    await page.balancesRead();
    const ethereum = page.cardNamed('Embedded wallet', 0);
    await expect(ethereum.getByText('1.25 ETH')).toBeVisible();
    await expect(ethereum.getByText('≈ $3,750.00')).toBeVisible();
    await expect(ethereum.getByText('Offline access granted')).toBeVisible();
    const imported = page.cardNamed('Imported wallet');
    await expect(imported.getByText('0.4 ETH')).toBeVisible();
    await expect(imported.getByText('≈ $1,200.00')).toBeVisible();
    await expect(imported.getByText('Embedded, imported key')).toBeVisible();
    const solana = page.cardNamed('Embedded wallet', 1);
    await expect(solana.getByText(`Address ${await fakeSolanaAddress(0)}`)).toBeInTheDocument();
    await expect(solana.getByText('2.5 SOL')).toBeVisible();
    await expect(solana.getByText('≈ $375.00')).toBeVisible();
    const metamask = page.cardNamed('MetaMask');
    await expect(metamask.getByText('External wallet')).toBeVisible();
    await expect(metamask.getByText('Browser extension')).toBeVisible();
    await expect(metamask.getByText('0.05 ETH')).toBeVisible();
    await expect(metamask.getByText('≈ $150.00')).toBeVisible();
    // Only the key kept server-side (the imported one, privy-v2) can be exported; on-device and external cannot.
    await expect(
      page.cards().map((card) => within(card).queryByRole('button', { name: 'Export private key' }) !== null),
    ).toEqual([false, true, false, false]);
  },
};

/** A host that cannot export (no `exportPrivateKey`): no card offers it, even for a server-side wallet. */
export const HostWithoutExport: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.serverSide, canExport: false }} />,
  play: async () => {
    await page.walletCount(2);
    // The shot waits for the balances (their rows are a few pixels taller than the loading ones).
    await page.balancesRead();
    await expect(screen.queryByRole('button', { name: 'Export private key' })).toBeNull();
  },
};

/** Creating a wallet failed (the network): the catalogue's message above the list; the buttons stay. */
export const CreateFails: Story = {
  render: () => <page.WalletsStory options={{ createFailures: ['network'] }} />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Solana wallet' }, { timeout: 3000 }));
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong.');
    await expect(screen.getByText('2 wallets')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeEnabled();
    await page.balancesRead();
  },
};

/** The wallet is disconnected (4900): the review stays open with the catalogue's message; Approve tries again. */
export const WalletDisconnected: Story = {
  render: () => <page.WalletsStory options={{ signFailures: ['disconnected'] }} />,
  play: async () => {
    const message = 'Second time lucky';
    const dialog = await page.reviewMessage(message);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The wallet is disconnected.',
    );
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    // The screenshot shows the error; trying again is the behaviour story WalletDisconnectedThenRetry.
  },
};

/** The wallet is signing (it has not answered): "Signing…", and the review cannot be closed meanwhile. */
export const WaitingForWallet: Story = {
  parameters: { keepFocus: true },
  render: () => <page.WalletsStory options={{ delays: { sign: 'never' } }} />,
  play: async () => {
    const dialog = await page.reviewMessage('Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const busy = await dialog.findByRole('button', { name: 'Signing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Request details' })).toBeVisible();
  },
};

/** The chain's RPC cannot be reached for the receipt: the hash stands, the status is not known, and why. */
export const ReceiptUnavailable: Story = {
  render: () => <page.WalletsStory options={{ receipt: 'unavailable' }} />,
  play: async () => {
    const dialog = await page.reviewTransfer();
    const result = await page.approve(dialog);
    await expect(result.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(await result.findByText('Not known yet', {}, { timeout: 3000 })).toBeVisible();
    await expect(result.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(result.queryByText('Confirmed')).toBeNull();
  },
};

/** The dark theme, every kind of wallet. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <page.WalletsStory options={{ wallets: page.everyKind }} />,
  play: async () => {
    await page.walletCount(4);
    await page.balancesRead();
  },
};

/** At a phone's width, a transaction under review. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  render: () => <page.WalletsStory />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.reviewTransfer();
    await expect(await dialog.findByText('≈ $300.00')).toBeVisible();
    await expect(await dialog.findByText('0.000042 ETH', {}, { timeout: 3000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};
