import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { FundingFailedScreen } from '../../../src/screens/funding';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Funding/FundingFailedScreen',
  component: FundingFailedScreen,
  decorators: [inCard],
  args: { provider: 'moonpay', reason: 'declined', onRetry: fn(), onChooseAnother: fn() },
} satisfies Meta<typeof FundingFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The on-ramp failed the purchase (a declined card): the provider's message, Try again or another on-ramp. */
export const Declined: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not add funds' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong adding funds from MoonPay. Please try again or use another method to fund your wallet.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another on-ramp' }));
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
  },
};

/** Three status checks failed in a row. */
export const StatusUnavailable: Story = {
  args: { provider: 'coinbase', reason: 'status-unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not check your purchase with Coinbase. If you paid, your funds may still arrive.',
    );
  },
};

/** The backend's address was not https: refused, and not offered again (it would be refused again). */
export const InsecureUrl: Story = {
  args: { reason: 'insecure-url' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'MoonPay gave an address that is not secure (https), so it was not opened.',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose another on-ramp' })).toBeVisible();
  },
};

/** The backend refused to prepare the purchase: the catalogue's message. */
export const BackendError: Story = {
  args: { reason: 'error', error: messageFor({ privyErrorCode: 'too_many_requests' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose another on-ramp' })).toBeVisible();
  },
};
