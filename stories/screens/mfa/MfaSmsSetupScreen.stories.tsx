import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type ErrorEntry, errorEntry } from '../../../src/copy';
import {
  MfaSmsSetupScreen,
  type MfaSmsSetupScreenProps,
  type MfaSmsSetupStep,
} from '../../../src/screens/mfa/MfaSmsSetupScreen';
import { inCard } from '../frame';

const phoneNumber = '+14155552671';

const meta = {
  title: 'Screens/MFA/MfaSmsSetupScreen',
  component: MfaSmsSetupScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    step: 'phone',
    onSendCode: fn(),
    onSubmitCode: fn(),
    onResend: fn(),
    onChangeNumber: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MfaSmsSetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph by its whole text (the number inside it is its own element, read left to right). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** The number: "Send code" stays disabled until it is valid (spec 5), then sends it in E.164. */
export const PhoneEntry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up SMS verification' })).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '415555');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2671');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledWith(phoneNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The code is being sent (`initEnrollmentWithSms`): busy, the number locked. */
export const Sending: Story = {
  parameters: { keepFocus: true },
  args: { sending: true, phoneNumber },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Sending code' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Sending failed: the catalogue's message, the number kept to send again. */
export const SendRateLimited: Story = {
  args: { phoneNumber, error: errorEntry('rateLimited') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-2671');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith(phoneNumber);
  },
};

/** The code sent to the number: 6 boxes that submit once full. */
export const CodeEntry: Story = {
  args: { step: 'code', phoneNumber },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expect(canvas.getByText(paragraph('Enter the 6-digit code sent to +1 415 555 2671'))).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.keyboard('12345');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onSubmitCode).toHaveBeenCalledOnce();
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

/** Letters are refused with the spec's message (spec 5). */
export const NumbersOnly: Story = {
  args: { step: 'code', phoneNumber },
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('12a');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Passcode can only be numbers',
    );
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

/** The code is being checked (`submitEnrollmentWithSms`): the boxes and links are locked. */
export const Submitting: Story = {
  args: { step: 'code', phoneNumber, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByText('Checking the code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a different number' })).toBeDisabled();
  },
};

/** A host that takes 246810 and refuses anything else, as the provider does. */
function WrongThenRight(args: MfaSmsSetupScreenProps) {
  const [step, setStep] = useState<MfaSmsSetupStep>('code');
  const [error, setError] = useState<ErrorEntry | null>(null);
  return (
    <MfaSmsSetupScreen
      {...args}
      step={step}
      error={error}
      onSubmitCode={(code) => {
        args.onSubmitCode(code);
        if (code === '246810') setStep('done');
        else setError(errorEntry('mfa.invalidCode'));
      }}
    />
  );
}

/** A wrong code: the spec's message under the boxes, which clear and keep focus; the right one then goes through. */
export const WrongCodeThenRight: Story = {
  args: { phoneNumber },
  render: WrongThenRight,
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('111111');
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('The code you entered is not valid'));
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('246810');
    await expect(args.onSubmitCode).toHaveBeenLastCalledWith('246810');
    await expect(await canvas.findByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
  },
};

/** A wrong code, as the screen shows it at rest. */
export const WrongCode: Story = {
  args: { step: 'code', phoneNumber, error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The code you entered is not valid',
    );
    await expect(canvas.queryByRole('alert', { name: /Too many/ })).toBeNull();
  },
};

/** A new code on request, confirmed politely; or back to the number. */
export const ResendAndChangeNumber: Story = {
  args: { step: 'code', phoneNumber, resent: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('A new code is on its way')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
  },
};

/** Anything but a wrong code shows as a banner (here: too many requests); the boxes stay usable. */
export const CodeRateLimited: Story = {
  args: { step: 'code', phoneNumber, error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeEnabled();
  },
};

/** Enrolled: the number codes go to, and Done. */
export const Done: Story = {
  args: { step: 'done', phoneNumber },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
    await expect(
      canvas.getByText(paragraph('Codes will be sent to +1 415 555 2671 when you verify a transaction or a sign-in.')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The dark theme, a wrong code. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { step: 'code', phoneNumber, error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** At a phone's width, the number. */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { phoneNumber },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};
