import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FarcasterSignerUnavailableScreen } from '../../../src/screens/farcaster-signer/FarcasterSignerUnavailableScreen';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Farcaster signer/FarcasterSignerUnavailableScreen',
  component: FarcasterSignerUnavailableScreen,
  decorators: [inCard],
  args: { reason: 'no-farcaster', onLinkFarcaster: fn(), onCreateWallet: fn() },
} satisfies Meta<typeof FarcasterSignerUnavailableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Farcaster signer unavailable';

/** No Farcaster account: a signer acts for one; "Connect Farcaster" when the host offers it. */
export const NoFarcasterAccount: Story = {
  tags: ['responsive'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      canvas.getByText('A signer acts for a Farcaster account. Connect one to your account first.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create a wallet' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Farcaster' }));
    await expect(args.onLinkFarcaster).toHaveBeenCalledOnce();
  },
};

/** No embedded wallet: the signer's key is kept with it; "Create a wallet". */
export const NoEmbeddedWallet: Story = {
  args: { reason: 'no-embedded-wallet' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('A signer is kept with your embedded wallet, and you have none yet. Create one first.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a wallet' }));
    await expect(args.onCreateWallet).toHaveBeenCalledOnce();
  },
};

/** Wallets on the provider's servers: the SDK offers signers for on-device wallets only; nothing to do here. */
export const ServerWallet: Story = {
  args: { reason: 'server-wallet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Farcaster signers need a wallet kept on this device/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No action offered when the host gives none. */
export const NoFarcasterWithoutAction: Story = {
  args: { onLinkFarcaster: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
