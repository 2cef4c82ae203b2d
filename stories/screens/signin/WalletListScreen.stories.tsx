import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { WalletListScreen, type WalletOption } from '../../../src/screens';
import { customProviderIcon } from '../../fixtures';
import { inCard } from '../frame';

const wallets: WalletOption[] = [
  { id: 'coinbase_wallet', name: 'Coinbase Wallet', icon: 'coinbase_wallet' },
  { id: 'io.metamask', name: 'MetaMask', icon: 'metamask', detected: true },
  { id: 'wallet_connect', name: 'WalletConnect', icon: 'wallet_connect' },
  { id: 'app.phantom', name: 'Phantom', icon: 'phantom', detected: true, lastUsed: true },
  { id: 'base_account', name: 'Base', icon: 'base_account' },
  { id: 'me.rainbow', name: 'Rainbow', icon: 'rainbow' },
  { id: 'xyz.example', name: 'Example Wallet', icon: { url: customProviderIcon }, detected: true },
];

const meta = {
  title: 'Screens/Sign-in/WalletListScreen',
  component: WalletListScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { wallets, onSelect: fn(), onBack: fn() },
} satisfies Meta<typeof WalletListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Detected (EIP-6963) wallets first, marked; then Coinbase / Base, WalletConnect and the rest. */
export const WalletList: Story = {
  play: async ({ canvas, args }) => {
    const names = within(canvas.getByRole('list'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names.slice(0, 3)).toEqual(['MetaMaskDetected', 'PhantomLast used', 'Example WalletDetected']);
    await userEvent.click(canvas.getByRole('button', { name: /MetaMask/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('io.metamask');
  },
};

/** Searchable when the list is long. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wallets' }), 'rain');
    await expect(within(canvas.getByRole('list')).getAllByRole('button')).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search wallets' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wallets' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No wallet matches “zzz”');
  },
};

/** "Could not connect with wallet", back at the list. */
export const ConnectFailed: Story = {
  args: { error: errorEntry('wallet.connectFailed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not connect with wallet');
  },
};

/** No browser wallet announced itself (EIP-6963): said plainly, with a way forward ("Get a wallet") and the way back. */
export const NoWalletFound: Story = {
  args: { wallets: [], directories: ['ethereum'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No browser wallet found. Install one, or choose another way to log in.',
    );
    await expect(canvas.queryByRole('listitem')).toBeNull();
    const get = canvas.getByRole('link', { name: 'Get a wallet (opens in a new tab)' });
    await expect(get).toHaveAttribute('href', 'https://ethereum.org/wallets/find-wallet/');
    await expect(get).toHaveAttribute('target', '_blank');
    await expect(get).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** An app that signs in with both chains: a directory for each, named after its chain. */
export const NoWalletFoundBothChains: Story = {
  args: { wallets: [], directories: ['ethereum', 'solana'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get an Ethereum wallet (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get a Solana wallet (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://solana.com/ecosystem/explore?categories=wallet',
    );
  },
};

/** The user declined the signature: back at the choice, told plainly, no error. */
export const SignatureDeclined: Story = {
  args: { rejected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You declined the signature. Choose a wallet to try again.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Connecting: Story = {
  args: { pending: 'io.metamask' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /MetaMask/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Rainbow/ })).toBeDisabled();
  },
};
