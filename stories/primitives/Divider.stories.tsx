import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from '../../src/primitives/Divider';

const meta = {
  title: 'Primitives/Divider',
  component: Divider,
  decorators: [
    (Story) => (
      <div className="sg:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "or" between groups of methods, read aloud as a word. */
export const Or: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

export const Plain: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('hr')).not.toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أو')).toBeVisible();
  },
};
