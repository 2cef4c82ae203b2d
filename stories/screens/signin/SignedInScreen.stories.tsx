import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignedInScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/SignedInScreen',
  component: SignedInScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof SignedInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  args: { name: 'ada@example.com', onContinue: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(canvas.getByText('Signed in as ada@example.com')).toBeVisible();
  },
};
