import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WalletConnectionDialog } from '../../../src/screens/wallets';
import { withOpenState } from './open-state';

const meta = {
  title: 'Screens/Wallets/WalletConnectionDialog',
  component: WalletConnectionDialog,
  tags: ['responsive'],
  render: withOpenState(WalletConnectionDialog),
  args: {
    open: true,
    kind: 'confirm-on-phone',
    walletName: 'Rainbow',
    onCancelTransaction: fn(),
    onResetConnection: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof WalletConnectionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request waits on the phone: "Confirm on phone", with "Cancel transaction" and "Reset connection". */
export const ConfirmOnPhone: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm on phone' });
    await expect(dialog).toHaveAccessibleDescription('Open Rainbow on your phone and confirm the request there.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel transaction' }));
    await expect(args.onCancelTransaction).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset connection' }));
    await expect(args.onResetConnection).toHaveBeenCalledOnce();
  },
};

/** The relay went quiet: "Connection lost", with the same two ways out. */
export const ConnectionLost: Story = {
  args: { kind: 'connection-lost' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Connection lost' });
    await expect(dialog).toHaveAccessibleDescription(
      'Nothing has been heard from Rainbow for a while. Make sure it is open on your phone, or reset the connection.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset connection' }));
    await expect(args.onResetConnection).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Cancel transaction' })).toBeEnabled();
  },
};

/** Escape closes the overlay (the app decides what that means for the request). */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Confirm on phone' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancelTransaction).not.toHaveBeenCalled();
  },
};
