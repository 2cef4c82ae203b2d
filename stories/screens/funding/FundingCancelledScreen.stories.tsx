import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FundingCancelledScreen } from '../../../src/screens/funding';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Funding/FundingCancelledScreen',
  component: FundingCancelledScreen,
  decorators: [inCard],
  args: { provider: 'coinbase', onRetry: fn(), onChooseAnother: fn() },
} satisfies Meta<typeof FundingCancelledScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The on-ramp's window was closed before the purchase went through: Try again or another on-ramp. */
export const Cancelled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Purchase cancelled' })).toBeVisible();
    await expect(canvas.getByText('The Coinbase window was closed before the purchase was finished.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another on-ramp' }));
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
