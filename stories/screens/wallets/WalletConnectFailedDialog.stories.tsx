import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { WalletConnectFailedDialog } from '../../../src/screens/wallets';
import { withOpenState } from './open-state';

const meta = {
  title: 'Screens/Wallets/WalletConnectFailedDialog',
  component: WalletConnectFailedDialog,
  tags: ['responsive'],
  render: withOpenState(WalletConnectFailedDialog),
  args: {
    open: true,
    walletName: 'MetaMask',
    error: errorEntry('wallet.connectFailed'),
    onRetry: fn(),
    onBack: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof WalletConnectFailedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Could not connect with wallet", with Retry and Back; the title is not repeated below. */
export const CouldNotConnect: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Could not connect with wallet' });
    await expect(dialog).toHaveAccessibleDescription(
      'Make sure MetaMask is unlocked, then try again or choose another wallet.',
    );
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The wallet gave its own reason (a request already waiting in it: -32002): shown beneath the title. */
export const WithWalletReason: Story = {
  args: { error: errorEntry('wallet.requestPending') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Could not connect with wallet' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A request is already waiting in your wallet. Open it to continue.',
    );
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Could not connect with wallet' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};
