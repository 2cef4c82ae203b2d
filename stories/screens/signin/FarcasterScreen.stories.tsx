import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { FarcasterScreen } from '../../../src/screens/signin';
import { inCard } from '../frame';

const connectUri = 'https://farcaster.xyz/~/siwf?channelToken=210f1718-427e-46a4-99e3-2207f21f83ec';

const meta = {
  title: 'Screens/Sign-in/FarcasterScreen',
  component: FarcasterScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { state: { status: 'awaiting-scan', connectUri }, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof FarcasterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 275 px QR code, a link for Farcaster on this device, and the wait. */
export const AwaitingScan: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for Farcaster sign-in' })).toHaveAttribute('width', '275');
    await expect(canvas.getByRole('link', { name: 'Open Farcaster on this device' })).toHaveAttribute(
      'href',
      connectUri,
    );
    await expect(canvas.getByText('Waiting for confirmation')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Completed: Story = {
  args: { state: { status: 'completed', result: { message: 'm', signature: '0x', fid: 1 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed in with Farcaster' })).toBeVisible();
  },
};

/** Polling ended without an answer: "The request timed out. Try again." */
export const TimedOut: Story = {
  args: { state: { status: 'timed-out' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ConnectFailed: Story = {
  args: { state: { status: 'error', error: errorEntry('signer.connectFailed') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connect failed');
  },
};
