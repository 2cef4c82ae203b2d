import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BackButton } from '../../src/primitives';

const meta = {
  title: 'Primitives/BackButton',
  component: BackButton,
  args: { onBack: fn() },
} satisfies Meta<typeof BackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Back" at the top of a screen; its arrow turns with the reading direction. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A screen with nowhere to go back to shows no button. */
export const WithoutBack: Story = {
  args: { onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
