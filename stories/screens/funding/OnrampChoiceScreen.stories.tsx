import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { OnrampChoiceScreen } from '../../../src/screens/funding';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Funding/OnrampChoiceScreen',
  component: OnrampChoiceScreen,
  decorators: [inCard],
  args: {
    amountUsd: 25,
    chainName: 'Base',
    offers: [
      { provider: 'moonpay', supported: true },
      { provider: 'coinbase', supported: true },
    ],
    onChoose: fn(),
    onChangeAmount: fn(),
  },
} satisfies Meta<typeof OnrampChoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** MoonPay and Coinbase, each with its mark; choosing one opens it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose an on-ramp' })).toBeVisible();
    await expect(canvas.getByText('Pay $25 with a card. The on-ramp opens in a new window.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'On-ramps' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'MoonPay Card, bank transfer or Apple Pay' }));
    await expect(args.onChoose).toHaveBeenCalledWith('moonpay');
    await userEvent.click(canvas.getByRole('button', { name: 'Change amount' }));
    await expect(args.onChangeAmount).toHaveBeenCalledOnce();
  },
};

/** Coinbase's window is opening: its row is busy, the others and Change amount wait. */
export const Opening: Story = {
  parameters: { keepFocus: true },
  args: { opening: 'coinbase' },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Coinbase Opening Coinbase' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /^MoonPay/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change amount' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** On Optimism MoonPay does not sell: its row says so and cannot be chosen. */
export const OneUnsupported: Story = {
  args: {
    chainName: 'OP Mainnet',
    offers: [
      { provider: 'moonpay', supported: false },
      { provider: 'coinbase', supported: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'MoonPay MoonPay does not sell crypto on OP Mainnet.' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Coinbase/ })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No on-ramp sells on the chain: the screen says so and points to a transfer. */
export const NoneSupported: Story = {
  args: {
    chainName: 'Zora',
    offers: [
      { provider: 'moonpay', supported: false },
      { provider: 'coinbase', supported: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No on-ramp sells crypto on Zora. Send funds to this wallet from another wallet instead.',
    );
  },
};

/** The on-ramps are not known yet (the backend is loading). */
export const Loading: Story = {
  args: { offers: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading on-ramps' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The last attempt failed before a window opened (too many requests). */
export const WithError: Story = {
  args: { error: messageFor({ privyErrorCode: 'too_many_requests' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Coinbase/ })).toBeVisible();
  },
};
