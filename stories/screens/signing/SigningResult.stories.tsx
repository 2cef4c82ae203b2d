import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { SigningResult } from '../../../src/screens';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';
import { signature, transactionHash } from './fixtures';

const meta = {
  title: 'Screens/Signing/SigningResult',
  component: SigningResult,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onDone: fn() },
} satisfies Meta<typeof SigningResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A message or typed data was signed: the signature, which can be copied. */
export const Signature: Story = {
  args: { outcome: { kind: 'signature', signature } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Signature' })).toHaveTextContent(signature);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy signature' }));
    await expect(write).toHaveBeenCalledWith(signature);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await copiedThenRest(canvas);
  },
};

/** Sent, not mined yet. */
export const TransactionPending: Story = {
  args: { outcome: { kind: 'transaction', hash: transactionHash } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(canvas.getByText('Waiting for confirmation')).toBeVisible();
  },
};

/** Mined: the receipt's status, block and gas used. */
export const TransactionReceipt: Story = {
  args: {
    outcome: {
      kind: 'transaction',
      hash: transactionHash,
      receipt: { status: 'success', blockNumber: 1_204_337n, gasUsed: 21_000n },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Transaction hash' })).toHaveTextContent(transactionHash);
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('1,204,337')).toBeVisible();
    await expect(canvas.getByText('21,000')).toBeVisible();
  },
};

/** Mined but reverted. */
export const TransactionReverted: Story = {
  args: {
    outcome: {
      kind: 'transaction',
      hash: transactionHash,
      receipt: { status: 'reverted', blockNumber: 1_204_338n, gasUsed: 48_211n },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed (reverted)')).toBeVisible();
  },
};

/** The person rejected the request: a calm confirmation, not an error. */
export const Rejected: Story = {
  args: { outcome: { kind: 'rejected' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Request declined' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
