import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { WalletSignInScreen } from '../../../src/screens';
import { evmAddress } from '../../fixtures';
import { inCard } from '../frame';

const metamask = { name: 'MetaMask', icon: 'metamask' as const };

const meta = {
  title: 'Screens/Sign-in/WalletSignInScreen',
  component: WalletSignInScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { wallet: metamask, address: evmAddress, onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof WalletSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForWallet: Story = {
  args: { status: 'connecting', address: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for MetaMask' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Open MetaMask and approve the connection.' })).toBeVisible();
  },
};

export const GeneratingMessage: Story = {
  args: { status: 'generating-message' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Preparing the sign-in message' })).toBeVisible();
  },
};

export const AwaitingSignature: Story = {
  args: { status: 'awaiting-signature' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with MetaMask' })).toBeVisible();
    await expect(canvas.getByText('0x71C7…976F')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Linking the wallet to the signed-in user (the Account page): the same steps, titled for linking. */
export const LinkingWallet: Story = {
  args: { status: 'awaiting-signature', purpose: 'link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Link MetaMask' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign in with MetaMask' })).toBeNull();
  },
};

export const SubmittingSignature: Story = {
  args: { status: 'submitting-signature' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Verifying your signature' })).toBeVisible();
  },
};

export const SignInError: Story = {
  args: { status: 'error', error: errorEntry('link.anotherUser') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** EIP-1193 4900: the wallet is disconnected. */
export const WalletDisconnected: Story = {
  args: { status: 'error', error: errorEntry('wallet.disconnected') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is disconnected.');
  },
};

/** EIP-1193 4200: the wallet does not support the method (e.g. no personal_sign). */
export const UnsupportedMethod: Story = {
  args: { status: 'error', error: errorEntry('wallet.unsupportedMethod') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet does not support the requested method.');
  },
};
