import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OnrampWaitingScreen } from '../../../src/screens/funding';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Funding/OnrampWaitingScreen',
  component: OnrampWaitingScreen,
  decorators: [inCard],
  args: { provider: 'moonpay', phase: 'waiting', onCancel: fn() },
} satisfies Meta<typeof OnrampWaitingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The person is in MoonPay's window: "Go back to MoonPay to finish funding your account."; Cancel stops. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'In progress' })).toBeVisible();
    await expect(canvas.getByText('Go back to MoonPay to finish funding your account.')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Checking your purchase' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The backend is preparing Coinbase's address; the window is open and blank. */
export const Opening: Story = {
  args: { provider: 'coinbase', phase: 'opening' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Opening Coinbase' })).toBeVisible();
    await expect(canvas.queryByText(/^Go back to/)).toBeNull();
  },
};

/** The window was closed: the last checks are under way. */
export const WindowClosed: Story = {
  args: { popupClosed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The MoonPay window was closed. Checking your purchase once more.')).toBeVisible();
  },
};

/** After 30 s: the funds may already be on the way. */
export const OnTheWay: Story = {
  args: { provider: 'coinbase', onTheWay: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'If you’ve completed your purchase in Coinbase, your funds are on the way and may take a few minutes to appear.',
      ),
    ).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { onTheWay: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
