import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PopupBlockedDialog } from '../../../src/screens/wallets';
import { withOpenState } from './open-state';

const meta = {
  title: 'Screens/Wallets/PopupBlockedDialog',
  component: PopupBlockedDialog,
  tags: ['responsive'],
  render: withOpenState(PopupBlockedDialog),
  args: { open: true, walletName: 'Coinbase Wallet', onRetry: fn(), onOpenChange: fn() },
} satisfies Meta<typeof PopupBlockedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Popup was blocked. Try again." with Retry, which opens the window from the user's click. */
export const PopupBlocked: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your browser stopped the Coinbase Wallet window from opening. Allow pop-ups for this site if asked.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Cancel closes it without retrying. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
