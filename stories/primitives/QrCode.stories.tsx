import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { QrCode } from '../../src/primitives/QrCode';
import { acmeLogo, copiedThenRest, walletConnectUri } from '../fixtures';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: {
    value: 'https://warpcast.com/~/sign-in?channelToken=210f1718-427e-46a4-99e3-2207f21f83ec',
    label: 'Farcaster',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 275 pixels by default (spec 9), named for screen readers, with the link beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR code for Farcaster' });
    await expect(image).toHaveAttribute('width', '275');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const WithCentreLogo: Story = {
  args: { value: walletConnectUri, label: 'WalletConnect', logoUrl: acmeLogo },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg image')).not.toBeNull();
  },
};

/** The copy button puts the exact link on the clipboard and confirms with "Copied". */
export const CopyLink: Story = {
  play: async ({ canvas, args }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(write).toHaveBeenCalledWith(args.value);
    await copiedThenRest(canvas);
  },
};

export const Small: Story = {
  args: { size: 160, showLink: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for Farcaster' })).toHaveAttribute('width', '160');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
