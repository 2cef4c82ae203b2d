import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { numberToHex, parseEther } from 'viem';
import { SendDialog } from '../../../src/screens/wallets';
import { evmAddress } from '../../fixtures';
import { withOpenState } from './open-state';
import { embedded, ethBalance } from './wallet-fixtures';

const recipient = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

const meta = {
  title: 'Screens/Wallets/SendDialog',
  component: SendDialog,
  tags: ['responsive'],
  render: withOpenState(SendDialog),
  args: { open: true, wallet: embedded, balance: ethBalance, onReview: fn(), onOpenChange: fn() },
} satisfies Meta<typeof SendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Send ETH' }));

/** Empty: the wallet and its network named, its balance under the amount. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Send ETH' })).toHaveAccessibleDescription(
      'From 0x71C7…976F on Base Sepolia',
    );
    const view = await dialog();
    await expect(view.getByRole('textbox', { name: 'Recipient address' })).toHaveValue('');
    await expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      'Balance: 1.234567 ETH',
    );
  },
};

/** A valid transfer: a native transfer from the wallet on its chain goes to the review. */
export const ValidTransfer: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.type(view.getByRole('textbox', { name: 'Recipient address' }), recipient);
    await userEvent.type(view.getByRole('textbox', { name: 'Amount (ETH)' }), '0.01');
    await userEvent.click(view.getByRole('button', { name: 'Review' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      transaction: { from: evmAddress, to: recipient, value: numberToHex(parseEther('0.01')), chainId: 84532 },
    });
  },
};

/** Nothing typed: both fields say what they need, and the first takes focus. */
export const BothMissing: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Review' }));
    const to = view.getByRole('textbox', { name: 'Recipient address' });
    await expect(to).toHaveAccessibleDescription('Enter an address: 0x followed by 40 hexadecimal characters.');
    await expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 0.01, with at most 18 decimals.'),
    );
    await waitFor(() => expect(to).toHaveFocus());
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** A mistyped letter's case: the checksum does not match. */
export const ChecksumMismatch: Story = {
  args: { initialTo: recipient.replace('5B38', '5b38'), initialAmount: '0.01' },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Review' }));
    const to = view.getByRole('textbox', { name: 'Recipient address' });
    await expect(to).toHaveAccessibleDescription(
      'This address does not match its checksum (its capital letters): check it for a mistyped character.',
    );
    // The field in error takes focus (the shot is taken once it has, without it).
    await waitFor(() => expect(to).toHaveFocus());
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** More decimals than ETH has (18): refused. */
export const TooManyDecimals: Story = {
  args: { initialTo: recipient, initialAmount: '0.0000000000000000001' },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Review' }));
    await expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 0.01, with at most 18 decimals.'),
    );
    await waitFor(() => expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveFocus());
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** Zero: a transfer of nothing is refused before the review. */
export const ZeroAmount: Story = {
  args: { initialTo: recipient, initialAmount: '0.000' },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Review' }));
    await expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount greater than 0.'),
    );
    await waitFor(() => expect(view.getByRole('textbox', { name: 'Amount (ETH)' })).toHaveFocus());
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** Cancel closes without a review. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};
