import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { decodeSolanaTransaction } from '../../../src/flows/signing/solana';
import { SolanaTransactionReview } from '../../../src/screens';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Signing/SolanaTransactionReview',
  component: SolanaTransactionReview,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof SolanaTransactionReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bytes @solana/kit cannot read as a transaction: base64 with the size, and a copy button. */
export const Undecodable: Story = {
  args: { transaction: decodeSolanaTransaction(Uint8Array.from({ length: 48 }, (_, i) => (i * 37) % 256)) },
  play: async ({ canvas, args }) => {
    await expect(args.transaction.decoded).toBe(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('could not be decoded');
    await expect(canvas.getByText('48 bytes')).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy transaction' }));
    await expect(write).toHaveBeenCalledWith(args.transaction.base64);
    await copiedThenRest(canvas);
  },
};
