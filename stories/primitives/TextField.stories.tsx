import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useCopy } from '../../src/copy';
import { Button } from '../../src/primitives/Button';
import { EmailField, TextField } from '../../src/primitives/Field';
import { validateEmail } from '../../src/rules';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: { frame: 'padded' },
  args: { label: 'Display name', name: 'displayName', className: 'sg:max-w-sm' },
  decorators: [
    (Story) => (
      <div className="sg:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(input).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to apps you connect to.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription(
      'Shown to apps you connect to.',
    );
  },
};

/** The error marks the input invalid and is its description, announced politely. */
export const WithError: Story = {
  args: { error: 'Enter a display name', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a display name');
  },
};

export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name (optional)' });
    await expect(input).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toBeDisabled();
  },
};

function EmailForm({ allowPlus, onSubmit }: { allowPlus: boolean; onSubmit: (email: string) => void }) {
  const { t } = useCopy();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEmail(value, { allowPlus });
    if (result.ok) {
      setError(null);
      onSubmit(result.value);
    } else setError(t(result.error));
  };
  return (
    <form noValidate onSubmit={submit} className="sg:grid sg:gap-3">
      <EmailField value={value} onChange={(e) => setValue(e.target.value)} error={error} />
      <Button type="submit">{t('action.submit')}</Button>
    </form>
  );
}

const submitted = fn();

/** An e-mail is required before a code is sent (spec 5). */
export const EmailRequired: Story = {
  parameters: { keepFocus: true },
  render: () => <EmailForm allowPlus onSubmit={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter your email address'));
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(input, 'ada@example.com{Enter}');
    await expect(submitted).toHaveBeenCalledWith('ada@example.com');
  },
};

/** When the app disallows '+', the spec's message, letter for letter. */
export const EmailPlusRule: Story = {
  parameters: { keepFocus: true },
  render: () => <EmailForm allowPlus={false} onSubmit={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada+news@example.com{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription("Please enter a valid email address without a '+'."));
    await expect(input).toBeInvalid();
    await expect(submitted).not.toHaveBeenCalled();
  },
};
