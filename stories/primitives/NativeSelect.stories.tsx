import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../../src/primitives/Field';
import { NativeSelect } from '../../src/primitives/NativeSelect';

const networks = ['Ethereum', 'Base', 'Optimism', 'Arbitrum One'];

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: { onChange: fn(), defaultValue: 'Base' },
  render: (args) => (
    <Field
      label="Network"
      className="sg:max-w-sm"
      error={args['aria-invalid'] ? 'Choose a supported network' : undefined}
    >
      {({ inputId }, describedBy) => (
        <NativeSelect id={inputId} aria-describedby={describedBy} {...args}>
          {networks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  ),
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's picker opens on click; the closed control is ours: the field's border, radius and chevron. */
export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Network' });
    await expect(select).toHaveValue('Base');
    await userEvent.selectOptions(select, 'Optimism');
    await expect(select).toHaveValue('Optimism');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toBeDisabled();
  },
};

/** Marked invalid, with the field's error as its description. */
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Network' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a supported network');
  },
};

/** The chevron sits at the end of the line: on the left in a right-to-left locale. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveValue('Base');
  },
};
