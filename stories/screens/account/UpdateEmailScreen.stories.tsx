import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry, messageFor } from '../../../src/copy';
import { type ContactStep, UpdateEmailScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

/** A host that sends the code (or keeps sending, with `pendingSend`) and moves on to the code step. */
function Host({ pendingSend, ...props }: ComponentProps<typeof UpdateEmailScreen> & { pendingSend?: boolean }) {
  const [step, setStep] = useState<ContactStep>(props.step);
  const [sending, setSending] = useState(false);
  const [newAddress, setNewAddress] = useState(props.newAddress);
  return (
    <UpdateEmailScreen
      {...props}
      step={step}
      sending={sending || props.sending}
      newAddress={newAddress}
      onSendCode={(address) => {
        props.onSendCode(address);
        setSending(true);
        if (pendingSend) return;
        setNewAddress(address);
        setSending(false);
        setStep('code');
      }}
      onChangeDestination={() => {
        props.onChangeDestination?.();
        setStep('address');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account/UpdateEmailScreen',
  component: UpdateEmailScreen,
  decorators: [inCard],
  render: (args) => <Host {...args} />,
  args: {
    step: 'address',
    oldAddress: 'ada@example.com',
    onSendCode: fn(),
    onSubmitCode: fn(),
    onResend: fn(),
    onChangeDestination: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof UpdateEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current address and the new one; Submit sends a code, then the code step names both addresses. */
export const NewAddress: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Update email' })).toBeVisible();
    await expect(canvas.getByText('Current email').nextElementSibling).toHaveTextContent('ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'New email address' }), 'ada@lovelace.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('ada@lovelace.dev');
    await expect(canvas.getByText('Enter the code sent to ada@lovelace.dev')).toBeVisible();
    await expect(canvas.getByText('Changing ada@example.com to ada@lovelace.dev')).toBeVisible();
    await userEvent.keyboard('123456');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({
      oldAddress: 'ada@example.com',
      newAddress: 'ada@lovelace.dev',
      code: '123456',
    });
  },
};

/** The rules of spec 5: an address is required and valid, and must differ from the current one. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'New email address' });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(field).toHaveAccessibleDescription('Enter your email address');
    await userEvent.type(field, 'ada@');
    await userEvent.click(submit);
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    await userEvent.clear(field);
    await userEvent.type(field, 'ADA@example.com');
    await userEvent.click(submit);
    await expect(field).toHaveAccessibleDescription('The new email address must differ from the current one');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Sending the code: Submit reads "Submitting" and waits. */
export const Submitting: Story = {
  args: { pendingSend: true } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'New email address' }), 'ada@lovelace.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const busy = canvas.getByRole('button', { name: 'Submitting' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

/** Too many requests while sending the code. */
export const TooManyRequests: Story = {
  parameters: { keepFocus: true },
  args: { error: messageFor({ privyErrorCode: 'too_many_requests' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/** The code step: resend. */
export const Code: Story = {
  args: { step: 'code', newAddress: 'ada@lovelace.dev' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** Back from the code step to correct the address. */
export const ChangeAddress: Story = {
  args: { step: 'code', newAddress: 'ada@lovelace.dev' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different address' }));
    await expect(args.onChangeDestination).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'New email address' })).toBeVisible();
  },
};

/** The code is being checked. */
export const Verifying: Story = {
  args: { step: 'code', newAddress: 'ada@lovelace.dev', submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByText('Verifying')).toBeVisible();
  },
};

/** A wrong code: said under the boxes, which are cleared for the next one. */
export const WrongCode: Story = {
  args: { step: 'code', newAddress: 'ada@lovelace.dev', error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas }) => {
    const boxes = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(boxes).toHaveAccessibleDescription('The code you entered is not valid');
    // Said once: under the boxes, not again in a banner.
    await expect(canvas.getAllByText('The code you entered is not valid')).toHaveLength(1);
  },
};

/** The new address belongs to another user. */
export const LinkedToAnotherUser: Story = {
  args: {
    step: 'code',
    newAddress: 'grace@example.com',
    error: messageFor({ privyErrorCode: 'linked_to_another_user' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** Done: "Email updated". */
export const Done: Story = {
  args: { step: 'done', newAddress: 'ada@lovelace.dev' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Email updated' })).toBeVisible();
    await expect(canvas.getByText('ada@lovelace.dev is now on your account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The dark theme, the code step. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { step: 'code', newAddress: 'ada@lovelace.dev' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Changing ada@example.com to ada@lovelace.dev')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};
