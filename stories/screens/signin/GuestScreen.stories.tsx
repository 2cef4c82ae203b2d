import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GuestScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/GuestScreen',
  component: GuestScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof GuestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContinueAsGuest: Story = {
  args: { onContinue: fn(), onBack: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You can add a login method later to keep your account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as guest' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const GuestCreating: Story = {
  args: { creating: true, onContinue: fn(), onBack: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating your guest account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
