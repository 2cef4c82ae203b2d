import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingSuccessScreen } from '../../../src/screens/funding';
import { inCard } from '../frame';

const txHash = '0x9f2c5b1e7d4a3c6b8e0f1a2d3c4b5a69788766554433221100ffeeddccbbaa99';

const meta = {
  title: 'Screens/Funding/FundingSuccessScreen',
  component: FundingSuccessScreen,
  decorators: [inCard],
  args: {
    provider: 'moonpay',
    amountUsd: 25,
    // 0.058333333333333333 ETH at $3,000.
    balance: { value: 58_333_333_333_333_333n, decimals: 18, symbol: 'ETH', usd: 175 },
    txHash,
    onDone: fn(),
  },
} satisfies Meta<typeof FundingSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "You've funded your account!": amount, on-ramp, the new balance and the transaction (copyable). */
export const Funded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'You’ve funded your account!' })).toBeVisible();
    await expect(canvas.getByText('It may take a few minutes for the assets to appear.')).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'Purchase' }));
    await expect(details.getByText('$25')).toBeVisible();
    await expect(details.getByText('MoonPay')).toBeVisible();
    await expect(details.getByText('0.058333 ETH')).toBeVisible();
    await expect(details.getByText('$175.00')).toBeVisible();
    await expect(details.getByText(txHash)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The balance is being read again; the on-ramp has not reported the transaction yet. */
export const BalanceLoading: Story = {
  args: { provider: 'coinbase', amountUsd: 40.5, balance: 'loading', txHash: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Reading the new balance' })).toBeVisible();
    await expect(canvas.getByText('$40.50')).toBeVisible();
    await expect(canvas.getByText('Not reported yet')).toBeVisible();
  },
};

/** The balance could not be read. */
export const BalanceUnavailable: Story = {
  args: { balance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unavailable')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
