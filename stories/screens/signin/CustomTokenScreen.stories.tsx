import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { CustomTokenScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/CustomTokenScreen',
  component: CustomTokenScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof CustomTokenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomTokenSigningIn: Story = {
  args: { status: 'loading', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
  },
};

export const CustomTokenNotEnabled: Story = {
  args: { status: 'not-enabled', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Signing in with your account is not enabled for this app.',
    );
  },
};

export const CustomTokenFailed: Story = {
  args: { status: 'error', error: errorEntry('auth.failed'), onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
