import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/CaptchaScreen',
  component: CaptchaScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof CaptchaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CaptchaChecking: Story = {
  args: { state: { status: 'loading', attempt: 1 }, onRestart: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checking that you are human' })).toBeVisible();
  },
};

export const CaptchaRetrying: Story = {
  args: { state: { status: 'retrying', attempt: 1 }, onRestart: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Still checking (attempt 2)');
  },
};

export const CaptchaTimedOut: Story = {
  args: { state: { status: 'timed-out' }, onRestart: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The check took too long.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};
