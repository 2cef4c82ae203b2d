import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { FarcasterSignerRequestScreen } from '../../../src/screens/farcaster-signer/FarcasterSignerRequestScreen';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';

const url = 'https://farcaster.xyz/~/signed-key-request?token=0x3b6a27bcceb6a42d';
const publicKey = '0x3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29';
const account = { fid: 3621, username: 'ada' };

const meta = {
  title: 'Screens/Farcaster signer/FarcasterSignerRequestScreen',
  component: FarcasterSignerRequestScreen,
  decorators: [inCard],
  args: { appName: 'Acme', account, state: { status: 'initial' }, onStart: fn(), onCancel: fn() },
} satisfies Meta<typeof FarcasterSignerRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a signer allows, for which account, and "Add signer". */
export const Initial: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Add a signer to Farcaster' })).toBeVisible();
    await expect(
      canvas.getByText('This will allow Acme to add casts, likes, follows, and more on your behalf.'),
    ).toBeVisible();
    await expect(canvas.getByText('For @ada (fid 3621)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add signer' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** A user whose Farcaster account has no username: the fid alone. */
export const WithoutUsername: Story = {
  args: { account: { fid: 3621, username: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('For fid 3621')).toBeVisible();
  },
};

/** The provider is making the key. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add signer' })).toBeNull();
  },
};

/** The approval link as a 275 px QR code, the link to copy, Farcaster on this device, and the wait. */
export const AwaitingApproval: Story = {
  tags: ['responsive'],
  args: { state: { status: 'awaiting-approval', url, publicKey } },
  play: async ({ canvas, args }) => {
    const qr = canvas.getByRole('img', { name: 'QR code for Farcaster signer approval' });
    await expect(qr).toHaveAttribute('width', '275');
    await expect(qr).toHaveAttribute('height', '275');
    await expect(
      canvas.getByText('Or copy this link and paste it into a phone browser to open the Farcaster app.'),
    ).toBeVisible();
    await expect(canvas.getByTitle(url)).toHaveTextContent(url);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Farcaster on this device' })).toHaveAttribute('href', url);
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for approval in Farcaster');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Copy link puts the approval URL on the clipboard and says "Copied". */
export const CopyLink: Story = {
  args: { state: { status: 'awaiting-approval', url, publicKey } },
  play: async ({ canvas }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(write).toHaveBeenCalledWith(url);
    await copiedThenRest(canvas);
  },
};

/** The provider's own modal asks and waits (backends without a headless request); Cancel stops waiting for it. */
export const InProviderModal: Story = {
  args: { state: { status: 'in-provider-modal' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Complete the request in the window that opened');
    await expect(canvas.queryByRole('button', { name: 'Add signer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The user refused in the Farcaster app: "Request rejected", Try again. */
export const Rejected: Story = {
  args: { state: { status: 'rejected' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** 300 s without an answer: "The request timed out. Try again." */
export const TimedOut: Story = {
  args: { state: { status: 'timed-out' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out. Try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();
  },
};

/** The provider could not make the key: "Connect failed". */
export const ConnectFailed: Story = {
  args: { state: { status: 'error', error: errorEntry('signer.connectFailed') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connect failed');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
