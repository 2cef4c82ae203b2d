import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorEntry } from '../../src/copy';
import { CodeEntryScreen, EmailEntryScreen, PhoneEntryScreen } from '../../src/screens/signin';
import { blurActiveElement } from '../fixtures';
import { FIXED_NOW, fixedClock, inCard } from './frame';

const meta = {
  title: 'Screens/Sign-in/Email and SMS',
  component: EmailEntryScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof EmailEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail is required before a code is sent. */
export const EmailEntry: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter your email address'));
    await userEvent.type(input, 'ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com');
    blurActiveElement();
  },
};

/** The app disallows '+': the spec's message, letter for letter. */
export const EmailPlusRejected: Story = {
  args: { allowPlus: false },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada+news@example.com{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription("Please enter a valid email address without a '+'."));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/** 'sending-code': the button says "Submitting" and the field is locked. */
export const EmailSending: Story = {
  args: { defaultEmail: 'ada@example.com', sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

/** A failed send keeps the address and says why. */
export const EmailRateLimited: Story = {
  args: { defaultEmail: 'ada@example.com', error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
    blurActiveElement();
  },
};

/** Phone: submit is disabled until the number is valid; E.164 is sent. */
export const PhoneEntry: StoryObj<typeof PhoneEntryScreen> = {
  render: (args) => <PhoneEntryScreen {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '4155552671');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('+14155552671');
    blurActiveElement();
  },
};

export const PhoneSending: StoryObj<typeof PhoneEntryScreen> = {
  render: (args) => <PhoneEntryScreen {...args} />,
  args: { onSubmit: fn(), sending: true, defaultValue: '(415) 555-2671' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
  },
};

const codeArgs = {
  channel: 'email' as const,
  destination: 'ada@example.com',
  onSubmit: fn(),
  onResend: fn(),
  onChangeDestination: fn(),
  now: fixedClock,
  clockPaused: true,
};

/** 'awaiting-code-input': six boxes; completing them submits; resend waits for its cooldown. */
export const CodeEntry: StoryObj<typeof CodeEntryScreen> = {
  render: (args) => <CodeEntryScreen {...args} />,
  args: { ...codeArgs, resendAvailableAt: FIXED_NOW + 30_000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const countdown = canvas.getByRole('timer').closest('[data-slot="countdown"]');
    await expect(countdown?.parentElement).toHaveTextContent('Resend code in 30 seconds');
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await userEvent.keyboard('123456');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }));
    await expect(args.onChangeDestination).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

/** 'submitting-code': the boxes are locked while the code is checked. */
export const CodeSubmitting: StoryObj<typeof CodeEntryScreen> = {
  render: (args) => <CodeEntryScreen {...args} />,
  args: { ...codeArgs, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByText('Verifying')).toBeVisible();
  },
};

/** A wrong code: the catalogue's message under the boxes, the e-mail kept, the next code typed at once. */
export const WrongCode: StoryObj<typeof CodeEntryScreen> = {
  render: (args) => <CodeEntryScreen {...args} />,
  args: { ...codeArgs, error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('The code you entered is not valid');
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('654321');
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
    blurActiveElement();
  },
};

/** Resend available: the link sends again and confirms. */
export const ResendAvailable: StoryObj<typeof CodeEntryScreen> = {
  render: (args) => <CodeEntryScreen {...args} />,
  args: { ...codeArgs, channel: 'sms', destination: '+1 415 555 2671', resendAvailableAt: 0, resent: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByText('A new code is on its way')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a different number' })).toBeVisible();
    blurActiveElement();
  },
};

/** Too many attempts: the rate-limit message as a banner too. */
export const CodeRateLimited: StoryObj<typeof CodeEntryScreen> = {
  render: (args) => <CodeEntryScreen {...args} />,
  args: { ...codeArgs, error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    blurActiveElement();
  },
};

/** A failure nobody catalogued: "Something went wrong." */
export const EmailUnknownFailure: Story = {
  args: { defaultEmail: 'ada@example.com', error: errorEntry('generic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    blurActiveElement();
  },
};
