import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, within } from 'storybook/test';
import { ReceiveDialog } from '../../../src/screens/wallets';
import { copiedThenRest, evmAddress, solanaAddress } from '../../fixtures';
import { withOpenState } from './open-state';
import { embedded, embeddedSolana } from './wallet-fixtures';

const meta = {
  title: 'Screens/Wallets/ReceiveDialog',
  component: ReceiveDialog,
  tags: ['responsive'],
  render: withOpenState(ReceiveDialog),
  args: { open: true, wallet: embedded, onOpenChange: fn() },
} satisfies Meta<typeof ReceiveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Receiving on Base Sepolia: the address in full (never shortened), its QR code, Copy, and the network to send on,
 * as information (not a warning).
 */
export const BaseSepolia: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive on Base Sepolia' }));
    await expect(dialog.getByRole('img', { name: 'QR code for your Base Sepolia address' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Your address' })).toHaveTextContent(evmAddress);
    const note = dialog.getByRole('status');
    await expect(note).toHaveTextContent('Only send Base Sepolia assets to this address.');
    await expect(note.closest('[data-slot="banner"]')).toHaveAttribute('data-tone', 'info');
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledWith(evmAddress);
    await copiedThenRest(dialog);
  },
};

/** Done closes it. */
export const Done: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive on Base Sepolia' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A Solana wallet: its base58 address and "Only send Solana assets". */
export const Solana: Story = {
  args: { wallet: embeddedSolana },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive on Solana' }));
    await expect(dialog.getByRole('region', { name: 'Your address' })).toHaveTextContent(solanaAddress);
    await expect(dialog.getByRole('status')).toHaveTextContent('Only send Solana assets to this address.');
  },
};

/** The dark theme: the QR code stays dark on white, for scanners. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('img', { name: 'QR code for your Base Sepolia address' })).toBeVisible();
  },
};
