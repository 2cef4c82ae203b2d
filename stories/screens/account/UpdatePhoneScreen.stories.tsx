import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { type ContactStep, UpdatePhoneScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

/** A host that sends the code (or keeps sending, with `pendingSend`) and moves on to the code step. */
function Host({ pendingSend, ...props }: ComponentProps<typeof UpdatePhoneScreen> & { pendingSend?: boolean }) {
  const [step, setStep] = useState<ContactStep>(props.step);
  const [sending, setSending] = useState(false);
  const [newNumber, setNewNumber] = useState(props.newNumber);
  return (
    <UpdatePhoneScreen
      {...props}
      step={step}
      sending={sending || props.sending}
      newNumber={newNumber}
      onSendCode={(value) => {
        props.onSendCode(value);
        setSending(true);
        if (pendingSend) return;
        setNewNumber(value);
        setSending(false);
        setStep('code');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account/UpdatePhoneScreen',
  component: UpdatePhoneScreen,
  decorators: [inCard],
  render: (args) => <Host {...args} />,
  args: {
    step: 'address',
    oldNumber: '+14155552671',
    onSendCode: fn(),
    onSubmitCode: fn(),
    onResend: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof UpdatePhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current number, the new one (valid before Submit), then the code: the update takes all three. */
export const NewNumber: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Update phone' })).toBeVisible();
    await expect(canvas.getByText('Current phone number').nextElementSibling).toHaveTextContent('+14155552671');
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New phone number' }), '2125550143');
    await userEvent.click(submit);
    await expect(args.onSendCode).toHaveBeenCalledWith('+12125550143');
    await expect(canvas.getByText('Changing +14155552671 to +12125550143')).toBeVisible();
    await userEvent.keyboard('123456');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({
      oldNumber: '+14155552671',
      newNumber: '+12125550143',
      code: '123456',
    });
  },
};

/** The same number again cannot be submitted, and says why. */
export const Unchanged: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'New phone number' });
    await userEvent.type(field, '4155552671');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(/The new phone number must differ from the current one/);
  },
};

/** In progress: Submit reads "Submitting". */
export const Submitting: Story = {
  args: { pendingSend: true } as Story['args'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'New phone number' }), '2125550143');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The new number belongs to another user. */
export const LinkedToAnotherUser: Story = {
  args: { step: 'code', newNumber: '+12125550143', error: messageFor({ privyErrorCode: 'linked_to_another_user' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** Done: "Phone updated". */
export const Done: Story = {
  args: { step: 'done', newNumber: '+12125550143' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Phone updated' })).toBeVisible();
  },
};

/** The dark theme, the code step. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { step: 'code', newNumber: '+12125550143' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Changing +14155552671 to +12125550143')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'New phone number' })).toBeVisible();
  },
};
