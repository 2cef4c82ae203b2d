import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry, messageFor } from '../../../src/copy';
import { ConnectPhoneScreen, type ContactStep } from '../../../src/screens/account';
import { inCard } from '../frame';

/** A host that sends the code (or keeps sending, with `pendingSend`) and moves on to the code step. */
function Host({ pendingSend, ...props }: ComponentProps<typeof ConnectPhoneScreen> & { pendingSend?: boolean }) {
  const [step, setStep] = useState<ContactStep>(props.step);
  const [sending, setSending] = useState(false);
  const [number, setNumber] = useState(props.number);
  return (
    <ConnectPhoneScreen
      {...props}
      step={step}
      sending={sending || props.sending}
      number={number}
      onSendCode={(value) => {
        props.onSendCode(value);
        setSending(true);
        if (pendingSend) return;
        setNumber(value);
        setSending(false);
        setStep('code');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account/ConnectPhoneScreen',
  component: ConnectPhoneScreen,
  decorators: [inCard],
  render: (args) => <Host {...args} />,
  args: { step: 'address', onSendCode: fn(), onSubmitCode: fn(), onResend: fn(), onDone: fn(), onBack: fn() },
} satisfies Meta<typeof ConnectPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until the number is valid (spec 5); then the code sent to it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect phone' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '415555');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2671');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSendCode).toHaveBeenCalledWith('+14155552671');
    await expect(canvas.getByText('Enter the code sent to +14155552671')).toBeVisible();
    await userEvent.keyboard('123456');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ phoneNumber: '+14155552671', code: '123456' });
  },
};

/** In progress: the spec's Submit button reads "Submitting". */
export const Submitting: Story = {
  args: { pendingSend: true } as Story['args'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '4155552671');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const busy = canvas.getByRole('button', { name: 'Submitting' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

/** Too many requests. */
export const TooManyRequests: Story = {
  args: { error: messageFor({ privyErrorCode: 'too_many_requests' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/** A wrong code. */
export const WrongCode: Story = {
  args: { step: 'code', number: '+14155552671', error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The code you entered is not valid',
    );
  },
};

/** The number belongs to another user. */
export const LinkedToAnotherUser: Story = {
  args: { step: 'code', number: '+14155552671', error: messageFor({ privyErrorCode: 'linked_to_another_user' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** Done: "Phone connected". */
export const Done: Story = {
  args: { step: 'done', number: '+14155552671' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Phone connected' })).toBeVisible();
    await expect(canvas.getByText('+14155552671 is now on your account.')).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  },
};
