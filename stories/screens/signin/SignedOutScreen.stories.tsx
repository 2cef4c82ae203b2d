import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignedOutScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/SignedOutScreen',
  component: SignedOutScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof SignedOutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { onLogin: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
