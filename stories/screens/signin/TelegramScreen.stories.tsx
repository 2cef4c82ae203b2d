import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { TelegramScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/TelegramScreen',
  component: TelegramScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { status: 'initial', onStart: fn(), onBack: fn() },
} satisfies Meta<typeof TelegramScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Telegram: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Telegram' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const TelegramWaiting: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Confirm in the Telegram window' })).toBeVisible();
  },
};

export const TelegramFailed: Story = {
  args: { status: 'error', error: errorEntry('auth.failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
