import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { icons } from '../../src/icons';
import { Button, ScreenCard, ScreenLayout } from '../../src/primitives';

const Shield = icons.shieldCheck;

const meta = {
  title: 'Primitives/ScreenCard',
  component: ScreenCard,
  tags: ['responsive'],
  args: {
    children: (
      <ScreenLayout icon={<Shield />} title="Verify your identity" subtitle="Choose a verification method">
        <Button onClick={fn()}>Continue</Button>
      </ScreenLayout>
    ),
  },
} satisfies Meta<typeof ScreenCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen on a page: centred, at most 26 rem wide, on the app's background. */
export const WithScreen: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Verify your identity' }).closest('[data-slot="screen-card"]');
    await expect(card).toBeVisible();
    await expect(card).toContainElement(canvas.getByRole('button', { name: 'Continue' }));
  },
};
