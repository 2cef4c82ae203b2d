import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { icons } from '../../src/icons';
import { IconButton } from '../../src/primitives/IconButton';

const Trash = icons.trash;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Remove passkey', icon: <Trash />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name and the tooltip: an icon alone says nothing to a screen reader. */
export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Remove passkey' });
    await expect(button).toHaveAttribute('title', 'Remove passkey');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="sg:flex sg:gap-3">
      <IconButton {...args} variant="ghost" label="Ghost" />
      <IconButton {...args} variant="outline" label="Outline" />
      <IconButton {...args} variant="destructive" label="Destructive" />
      <IconButton {...args} size="sm" label="Small" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Small' }).offsetWidth).toBe(32);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Remove passkey' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
