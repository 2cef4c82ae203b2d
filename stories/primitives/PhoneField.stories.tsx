import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useCopy } from '../../src/copy';
import { Button } from '../../src/primitives/Button';
import { PhoneField, type PhoneValue } from '../../src/primitives/PhoneField';

const submitted = fn();

/** The field in a form whose submit stays disabled until the number is valid (spec 5). */
function PhoneForm(props: React.ComponentProps<typeof PhoneField>) {
  const { t } = useCopy();
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone?.e164) submitted(phone.e164);
  };
  return (
    <form onSubmit={submit} className="sg:grid sg:max-w-sm sg:gap-3">
      <PhoneField {...props} onChange={setPhone} />
      <Button type="submit" disabled={!phone?.e164}>
        {t('action.submit')}
      </Button>
    </form>
  );
}

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  render: (args) => <PhoneForm {...args} />,
  args: { defaultCountry: 'US' },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit is disabled until the number is valid; the number is formatted as typed and sent as E.164. */
export const SubmitDisabledUntilValid: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas }) => {
    submitted.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(submit).toBeDisabled();
    await userEvent.type(input, '415555');
    await expect(submit).toBeDisabled();
    await userEvent.type(input, '2671');
    await expect(input).toHaveValue('(415) 555-2671');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(submitted).toHaveBeenCalledWith('+14155552671');
  },
};

/** Typing or pasting an international number selects its country. */
export const InternationalNumber: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+44 20 7946 0958');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Changing the country re-validates the same digits. */
export const ChangeCountry: Story = {
  parameters: { keepFocus: true },
  args: { defaultValue: '030 1234567' },
  play: async ({ canvas }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveDisplayValue('United States (+1)');
    await userEvent.selectOptions(country, 'DE');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** An incomplete number explains itself once the user leaves the field. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '555 01');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a valid phone number for United States'));
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Too many requests. Please wait before trying again.', defaultValue: '(415) 555-2671' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Too many requests. Please wait before trying again.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '(415) 555-2671' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};
