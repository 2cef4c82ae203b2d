import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/primitives/Checkbox';

function Labelled(props: CheckboxProps) {
  const id = useId();
  return (
    <div className="sg:flex sg:items-start sg:gap-2 sg:text-sm">
      <Checkbox id={id} {...props} />
      <label htmlFor={id}>Remember this device</label>
    </div>
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { onChange: fn() },
  render: (args) => <Labelled {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled by a click on the box or its label, and by Space. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember this device'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    box.blur();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember this device' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember this device' })).toBeInvalid();
  },
};
