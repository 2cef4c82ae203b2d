import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../src/copy';
import {
  SwitchChainScreen,
  WalletConnectScreen,
  WalletListScreen,
  type WalletOption,
  WalletSignInScreen,
} from '../../src/screens/signin';
import { blurActiveElement, customProviderIcon, evmAddress, walletConnectUri } from '../fixtures';
import { inCard } from './frame';

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
  title: 'Screens/Sign-in/Wallet',
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
    blurActiveElement();
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
    blurActiveElement();
  },
};

/** "Could not connect with wallet", back at the list. */
export const ConnectFailed: Story = {
  args: { error: errorEntry('wallet.connectFailed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not connect with wallet');
  },
};

/** No browser wallet announced itself (EIP-6963): said plainly, with the way back. */
export const NoWalletFound: Story = {
  args: { wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No browser wallet found. Install one, or choose another way to log in.',
    );
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
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

const metamask = { name: 'MetaMask', icon: 'metamask' as const };
type SignInStory = StoryObj<typeof WalletSignInScreen>;
const signInArgs = { wallet: metamask, address: evmAddress, onRetry: fn(), onCancel: fn() };

export const WaitingForWallet: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'connecting', address: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for MetaMask' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Open MetaMask and approve the connection.' })).toBeVisible();
  },
};

export const GeneratingMessage: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'generating-message' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Preparing the sign-in message' })).toBeVisible();
  },
};

export const AwaitingSignature: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'awaiting-signature' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with MetaMask' })).toBeVisible();
    await expect(canvas.getByText('0x71C7…976F')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const SubmittingSignature: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'submitting-signature' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Verifying your signature' })).toBeVisible();
  },
};

export const SignInError: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'error', error: errorEntry('link.anotherUser') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

/** 'switching_to_supported_chain': the wallet is on an unsupported network. */
export const SwitchChain: StoryObj<typeof SwitchChainScreen> = {
  render: (args) => <SwitchChainScreen {...args} />,
  args: { wallet: metamask, targetChainId: 8453, onSwitch: fn(), onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('MetaMask is on a network this app does not support. Switch to Base to continue.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Base' }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const SwitchChainFailed: StoryObj<typeof SwitchChainScreen> = {
  render: (args) => <SwitchChainScreen {...args} />,
  args: {
    wallet: metamask,
    targetChainId: 1,
    error: errorEntry('wallet.unrecognizedChain'),
    onSwitch: fn(),
    onCancel: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
  },
};

/** WalletConnect v2: QR code for a phone, and a deep link on the phone itself. */
export const WalletConnectQr: StoryObj<typeof WalletConnectScreen> = {
  render: (args) => <WalletConnectScreen {...args} />,
  args: {
    uri: walletConnectUri,
    mobileLink: `https://metamask.app.link/wc?uri=${encodeURIComponent(walletConnectUri)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('width', '275');
    await expect(canvas.getByRole('link', { name: 'Open wallet app' })).toHaveAttribute(
      'href',
      expect.stringContaining('wc%3A'),
    );
  },
};

/** EIP-1193 4900: the wallet is disconnected. */
export const WalletDisconnected: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'error', error: errorEntry('wallet.disconnected') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is disconnected.');
  },
};

/** EIP-1193 4200: the wallet does not support the method (e.g. no personal_sign). */
export const UnsupportedMethod: SignInStory = {
  render: (args) => <WalletSignInScreen {...args} />,
  args: { ...signInArgs, status: 'error', error: errorEntry('wallet.unsupportedMethod') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet does not support the requested method.');
  },
};
