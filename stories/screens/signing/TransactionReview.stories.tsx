import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type EthereumTransaction, readSigningRequest } from '../../../src/flows/signing/request';
import { TransactionReview } from '../../../src/screens';
import { inCard } from '../frame';
import { ethUsd, nftTransfer } from './fixtures';

function transaction(input: unknown): EthereumTransaction {
  const result = readSigningRequest({ method: 'eth_signTransaction', transaction: input });
  if (!result.ok || result.request.kind !== 'transaction') throw new Error('fixture is not a transaction');
  return result.request.transaction;
}

const meta = {
  title: 'Screens/Signing/TransactionReview',
  component: TransactionReview,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof TransactionReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An ERC-721 safeTransferFrom: the NFT's token id and both addresses, named. */
export const NftTransfer: Story = {
  args: { transaction: transaction(nftTransfer), usdPrice: ethUsd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ERC-721 NFT')).toBeVisible();
    await expect(canvas.getByText('safeTransferFrom')).toBeVisible();
    await expect(canvas.getByText('Token ID')).toBeVisible();
    await expect(canvas.queryByText('tokenId')).toBeNull();
    await expect(canvas.getByText('1,042')).toBeVisible();
  },
};

/** Without gas figures the fee is left to the wallet. */
export const FeeSetByWallet: Story = {
  args: { transaction: transaction({ to: nftTransfer.to, value: '0x2386f26fc10000', chainId: 137 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.01 POL')).toBeVisible();
    await expect(canvas.getByText('Set by the wallet')).toBeVisible();
  },
};
