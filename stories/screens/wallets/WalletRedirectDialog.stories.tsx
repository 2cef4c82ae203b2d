import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WalletRedirectDialog } from '../../../src/screens/wallets';
import { withOpenState } from './open-state';

const deepLink = 'https://metamask.app.link/dapp/app.example/wallets?privy_connector=injected';

const meta = {
  title: 'Screens/Wallets/WalletRedirectDialog',
  component: WalletRedirectDialog,
  tags: ['responsive'],
  render: withOpenState(WalletRedirectDialog),
  args: { open: true, walletName: 'MetaMask', href: deepLink, onOpenChange: fn() },
} satisfies Meta<typeof WalletRedirectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Handing over to the wallet app, with a manual link in case nothing happened. */
export const Redirecting: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Opening MetaMask' });
    await expect(dialog).toHaveAccessibleDescription(
      'Continue in MetaMask. You will come back here when you are done.',
    );
    await expect(within(dialog).getByText('Nothing happened?')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Open MetaMask' })).toHaveAttribute('href', deepLink);
  },
};

/** Escape and the close button close it. */
export const Closes: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Opening MetaMask' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Opening MetaMask' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
