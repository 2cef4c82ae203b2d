import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { CodeEntryScreen } from '../../../src/screens';
import { FIXED_NOW, fixedClock, inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/CodeEntryScreen',
  component: CodeEntryScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    channel: 'email',
    destination: 'ada@example.com',
    onSubmit: fn(),
    onResend: fn(),
    onChangeDestination: fn(),
    now: fixedClock,
    clockPaused: true,
  },
} satisfies Meta<typeof CodeEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'awaiting-code-input': six boxes; completing them submits; resend waits for its cooldown. */
export const CodeEntry: Story = {
  args: { resendAvailableAt: FIXED_NOW + 30_000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const countdown = canvas.getByRole('timer').closest('[data-slot="countdown"]');
    await expect(countdown?.parentElement).toHaveTextContent('Resend code in 30 seconds');
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await userEvent.keyboard('123456');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }));
    await expect(args.onChangeDestination).toHaveBeenCalledOnce();
  },
};

/** 'submitting-code': the boxes are locked while the code is checked. */
export const CodeSubmitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByText('Verifying')).toBeVisible();
  },
};

/** A wrong code: the catalogue's message under the boxes, the e-mail kept, the next code typed at once. */
export const WrongCode: Story = {
  args: { error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('The code you entered is not valid');
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('654321');
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
  },
};

/** Resend available: the link sends again and confirms. */
export const ResendAvailable: Story = {
  args: { channel: 'sms', destination: '+1 415 555 2671', resendAvailableAt: 0, resent: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByText('A new code is on its way')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a different number' })).toBeVisible();
  },
};

/** Too many attempts: the rate-limit message as a banner too. */
export const CodeRateLimited: Story = {
  args: { error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/**
 * Arabic, right to left: the number in international format keeps its "+" on its left, isolated from the sentence
 * around it.
 */
export const ArabicPhone: Story = {
  globals: { locale: 'ar' },
  args: { channel: 'sms', destination: '+1 415 555 2671', resendAvailableAt: 0 },
  play: async ({ canvas }) => {
    const number = canvas.getByText('+1 415 555 2671');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('heading', { name: 'أدخل رمز التأكيد' })).toBeVisible();
  },
};
