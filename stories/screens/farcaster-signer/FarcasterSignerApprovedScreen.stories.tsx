import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { FarcasterSignerApprovedScreen } from '../../../src/screens/farcaster-signer/FarcasterSignerApprovedScreen';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';

const publicKey = '0x3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29';

const meta = {
  title: 'Screens/Farcaster signer/FarcasterSignerApprovedScreen',
  component: FarcasterSignerApprovedScreen,
  decorators: [inCard],
  args: { appName: 'Acme', account: { fid: 3621, username: 'ada' }, publicKey },
} satisfies Meta<typeof FarcasterSignerApprovedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The approved signer: who it casts for, its key shortened, the whole key for screen readers. */
export const Approved: Story = {
  tags: ['responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signer approved' })).toBeVisible();
    await expect(canvas.getByText('Acme can now cast as @ada.')).toBeVisible();
    await expect(canvas.getByText('0x3b6a…da29')).toBeVisible();
    await expect(canvas.getByText(publicKey)).toHaveClass('sg:sr-only');
  },
};

/** Copy puts the whole key on the clipboard. */
export const CopyKey: Story = {
  play: async ({ canvas }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy public key' }));
    await expect(write).toHaveBeenCalledWith(publicKey);
    await copiedThenRest(canvas);
  },
};

/** No username: the fid. */
export const WithoutUsername: Story = {
  args: { account: { fid: 3621, username: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme can now cast for fid 3621.')).toBeVisible();
  },
};
