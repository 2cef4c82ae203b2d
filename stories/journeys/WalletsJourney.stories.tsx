import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeEthereumAddress, fakeSolanaAddress } from '../fixtures/fake-wallets';
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

/**
 * Every kind of wallet, embedded ones first, each led by its chain, with its balance on its network and, on a
 * mainnet, its value in dollars.
 */
export const EveryKindOfWallet: Story = {
  render: () => <page.WalletsStory options={{ wallets: page.everyKind }} />,
  play: async () => {
    await page.walletCount(4);
    await expect(page.cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Base Sepolia',
      'Ethereum',
      'Solana',
      'Base',
    ]);
    await page.balancesRead();
    const ethereum = page.cardNamed('Base Sepolia');
    await expect(ethereum.getByText('1.25 ETH')).toBeVisible();
    // A test network's ETH has no dollar value.
    await expect(ethereum.queryByText(/\$/)).toBeNull();
    await expect(ethereum.getByText('Offline access granted')).toBeVisible();
    const imported = page.cardNamed('Ethereum');
    await expect(imported.getByText('0.4 ETH')).toBeVisible();
    await expect(imported.getByText('≈ $1,200.00')).toBeVisible();
    await expect(imported.getByText('Imported wallet')).toBeVisible();
    const solana = page.cardNamed('Solana');
    await expect(solana.getByText(`Address ${await fakeSolanaAddress(0)}`)).toBeInTheDocument();
    await expect(solana.getByText('2.5 SOL')).toBeVisible();
    await expect(solana.getByText('≈ $375.00')).toBeVisible();
    const metamask = page.cardNamed('Base');
    await expect(metamask.getByText('MetaMask')).toBeVisible();
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
    await expect(await dialog.findByText('0.000042 ETH', {}, { timeout: 3000 })).toBeVisible();
    // Test coins have no price: no dollar value on Base Sepolia, neither for the amount nor for the fee.
    await expect(dialog.queryByText(/\$/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** Receive from a card: the address in full, its QR code, Copy, and the network named; Done returns to the card. */
export const Receive: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    await page.balancesRead();
    const card = page.cardNamed('Base Sepolia');
    const dialog = await page.cardAction(card, 'Receive', 'Receive on Base Sepolia');
    await expect(dialog.getByRole('img', { name: 'QR code for your Base Sepolia address' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Your address' })).toHaveTextContent(
      fakeEthereumAddress.embedded(0),
    );
    await expect(dialog.getByRole('status')).toHaveTextContent('Only send Base Sepolia assets to this address.');
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};

/** Send with a mistyped recipient and no amount: each field says what is wrong; nothing is reviewed. */
export const SendInvalid: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.cardAction(page.cardNamed('Base Sepolia'), 'Send', 'Send ETH');
    await expect(dialog.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      'Balance: 1.25 ETH',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient address' }), '0x1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const to = dialog.getByRole('textbox', { name: 'Recipient address' });
    await expect(to).toHaveAccessibleDescription('Enter an address: 0x followed by 40 hexadecimal characters.');
    await waitFor(() => expect(to).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 0.01, with at most 18 decimals.'),
    );
    await expect(screen.queryByRole('dialog', { name: 'Request details' })).toBeNull();
  },
};

/** Send from a card: a valid transfer replaces the Send dialog with the review, which names recipient and value. */
export const SendOpensReview: Story = {
  render: () => <page.WalletsStory />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.cardAction(page.cardNamed('Base Sepolia'), 'Send', 'Send ETH');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient address' }), page.recipient);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const review = within(await screen.findByRole('dialog', { name: 'Request details' }));
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(review.getByRole('heading', { name: 'Send transaction' })).toBeVisible();
    await expect(review.getByText('To').nextElementSibling).toHaveTextContent(`Address ${page.recipient}`);
    await expect(review.getAllByText(/0\.1 ETH/)[0]).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Reject' }));
  },
};

/** Add funds from a card where an on-ramp sells on its chain: the funding journey, in a dialog. */
export const AddFunds: Story = {
  render: () => <page.WalletsStory withFunding />,
  play: async () => {
    await page.balancesRead();
    await expect(page.cardNamed('Solana').queryByRole('button', { name: 'Add funds' })).toBeNull();
    const dialog = await page.cardAction(page.cardNamed('Base Sepolia'), 'Add funds', 'Add funds');
    await expect(await dialog.findByRole('textbox', { name: 'Amount in US dollars' })).toBeVisible();
  },
};

/** Back from the amount closes Add funds, and focus returns to the card's button. */
export const AddFundsBack: Story = {
  render: () => <page.WalletsStory withFunding />,
  play: async () => {
    await page.balancesRead();
    const card = page.cardNamed('Base Sepolia');
    const dialog = await page.cardAction(card, 'Add funds', 'Add funds');
    await userEvent.click(await dialog.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card.getByRole('button', { name: 'Add funds' })).toHaveFocus());
  },
};

/** Opened from outside the page (a dashboard's Receive link): the wallet's Receive shows once it is listed. */
export const OpenedFromOutside: Story = {
  tags: ['responsive'],
  render: () => (
    <page.WalletsStory initialAction={{ action: 'receive', address: fakeEthereumAddress.embedded(0).toLowerCase() }} />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive on Base Sepolia' }, { timeout: 3000 }));
    await expect(dialog.getByRole('img', { name: 'QR code for your Base Sepolia address' })).toBeVisible();
    await page.balancesRead();
  },
};
