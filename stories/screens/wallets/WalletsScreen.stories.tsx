import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { WalletsScreen } from '../../../src/screens/wallets';
import {
  embedded,
  embeddedSolana,
  ethBalance,
  imported,
  mainnetEthBalance,
  metamask,
  solBalance,
} from './wallet-fixtures';

const meta = {
  title: 'Screens/Wallets/WalletsScreen',
  component: WalletsScreen,
  tags: ['responsive'],
  // The page's width: the cards stand side by side where there is room, in one column on a phone.
  decorators: [
    (Story) => (
      <div className="sg:mx-auto sg:max-w-3xl sg:p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    wallets: [
      { wallet: embedded, balance: ethBalance },
      { wallet: embeddedSolana, balance: solBalance },
      { wallet: imported, balance: 'loading' },
      { wallet: metamask, balance: { ...ethBalance, value: 50_000_000_000_000_000n, usd: 162.5 } },
    ],
    timeZone: 'UTC',
    onCreate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WalletsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user's wallets as cards, each led by its chain, and a wallet to create on either chain. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your wallets' })).toBeVisible();
    await expect(canvas.getByText('4 wallets')).toBeVisible();
    const list = canvas.getAllByRole('list')[0] as HTMLElement;
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Base Sepolia',
      'Solana',
      'Ethereum',
      'Base',
    ]);
    const create = canvas.getByRole('region', { name: 'Create a wallet' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create Solana wallet' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith('solana');
  },
};

/** No wallet yet: said plainly, and creating one is the main action. */
export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('You have no wallets yet. Create one to hold assets and sign with this app.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ethereum wallet' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith('ethereum');
  },
};

/** The wallets are being read. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your wallets' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create Ethereum wallet' })).toBeNull();
  },
};

/** The wallets could not be read: the catalogue's message, and Retry. */
export const LoadFailed: Story = {
  args: { status: 'error', error: errorEntry('wallet.disconnected') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is disconnected.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** An Ethereum wallet is being created: its button waits, the other cannot be pressed meanwhile. */
export const Creating: Story = {
  args: { wallets: [{ wallet: embeddedSolana, balance: solBalance }], creating: 'ethereum' },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Creating wallet' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Create Solana wallet' })).toBeDisabled();
    await expect(canvas.getByText('1 wallet')).toBeVisible();
  },
};

/** Creating failed: the reason above the list, the list and the buttons stay. */
export const CreateFailed: Story = {
  args: { wallets: [{ wallet: embedded, balance: ethBalance }], error: errorEntry('generic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Ethereum wallet' })).toBeEnabled();
  },
};

/** An app that creates only Ethereum wallets offers only that. */
export const EthereumOnly: Story = {
  args: { wallets: [], createChainTypes: ['ethereum'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Ethereum wallet' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Create Solana wallet' })).toBeNull();
  },
};

/**
 * The everyday actions: Send on the Ethereum wallets, Receive on every card, Add funds on the fundable ones; each
 * hands over the wallet's address and the button pressed.
 */
export const EverydayActions: Story = {
  args: {
    wallets: [
      { wallet: embedded, balance: ethBalance, fundable: true },
      { wallet: embeddedSolana, balance: solBalance },
      { wallet: imported, balance: mainnetEthBalance },
      { wallet: metamask, balance: { ...ethBalance, value: 50_000_000_000_000_000n, usd: 162.5 }, fundable: true },
    ],
    onSend: fn(),
    onReceive: fn(),
    onFund: fn(),
  },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('article');
    const offered = (name: string) => cards.map((card) => within(card).queryByRole('button', { name }) !== null);
    await expect(offered('Send')).toEqual([true, false, true, true]);
    await expect(offered('Receive')).toEqual([true, true, true, true]);
    await expect(offered('Add funds')).toEqual([true, false, false, true]);
    const solana = within(cards[1] as HTMLElement).getByRole('button', { name: 'Receive' });
    await userEvent.click(solana);
    await expect(args.onReceive).toHaveBeenCalledWith(embeddedSolana.address, solana);
    const send = within(cards[0] as HTMLElement).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith(embedded.address, send);
    const fund = within(cards[3] as HTMLElement).getByRole('button', { name: 'Add funds' });
    await userEvent.click(fund);
    await expect(args.onFund).toHaveBeenCalledWith(metamask.address, fund);
  },
};

/** A wallet just created: its card's heading takes focus, so its place in the list is announced and shown. */
export const CreatedAndFocused: Story = {
  parameters: { keepFocus: true },
  args: {
    wallets: [
      { wallet: embedded, balance: ethBalance },
      { wallet: embeddedSolana, balance: { ...solBalance, value: 0n, usd: 0 } },
      { wallet: imported, balance: mainnetEthBalance },
    ],
    focusAddress: embeddedSolana.address,
    onReceive: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Solana' })).toHaveFocus();
  },
};

/**
 * With `onExport`, "Export private key" in the footer of each exportable wallet's card (the embedded Ethereum
 * wallet and the imported one here); the others offer none.
 */
export const ExportActions: Story = {
  args: {
    wallets: [
      { wallet: embedded, balance: ethBalance, exportable: true },
      { wallet: embeddedSolana, balance: solBalance },
      { wallet: imported, balance: mainnetEthBalance, exportable: true },
      { wallet: metamask, balance: { ...ethBalance, value: 50_000_000_000_000_000n, usd: 162.5 } },
    ],
    onExport: fn(),
  },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('article');
    const offers = cards.map((card) => within(card).queryByRole('button', { name: 'Export private key' }) !== null);
    await expect(offers).toEqual([true, false, true, false]);
    const button = within(cards[2] as HTMLElement).getByRole('button', { name: 'Export private key' });
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(args.onExport).toHaveBeenCalledWith(imported.address, button);
  },
};
