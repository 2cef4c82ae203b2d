import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { MfaCodeScreen } from '../../../src/screens/mfa';
import { FIXED_NOW, fixedClock, inCard } from '../frame';

const meta = {
  title: 'Screens/MFA/MfaCodeScreen',
  component: MfaCodeScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    method: 'sms',
    status: 'awaiting-code-input',
    now: fixedClock,
    clockPaused: true,
    onSubmit: fn(),
    onRetry: fn(),
    onChooseAnother: fn(),
    onCancel: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MfaCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Verification code' });

/** The SMS variant: the code was sent to your mobile device; six boxes submit when full. */
export const Sms: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
    await expect(canvas.getByText('Enter the code sent to your mobile device')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="code-slot"]')).toHaveLength(6);
    await expect(codeInput(canvas)).toHaveAttribute('maxlength', '6');
    await userEvent.keyboard('123456');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another method' }));
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The authenticator variant: the code is generated from your authenticator app; the only method: no other to choose. */
export const AuthenticatorApp: Story = {
  args: { method: 'totp', onChooseAnother: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Enter the code generated from your authenticator app')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose another method' })).toBeNull();
    await userEvent.keyboard('654321');
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
  },
};

/** 'sending-code': the SMS is on its way; the boxes wait for it. */
export const SendingCode: Story = {
  args: { status: 'sending-code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending a code to your mobile device');
    await expect(codeInput(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Choose another method' })).toBeNull();
  },
};

/** The SMS could not be sent: the catalogue's message, and Try again sends it again. */
export const SendFailed: Story = {
  args: { status: 'send-failed', error: errorEntry('rateLimited') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(codeInput(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Any other failure: "Something went wrong." */
export const SendFailedUnknown: Story = {
  args: { status: 'send-failed', error: errorEntry('generic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** 'submitting-code': the boxes are locked while the code is checked. */
export const Submitting: Story = {
  args: { status: 'submitting-code' },
  play: async ({ canvas }) => {
    await expect(codeInput(canvas)).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying');
  },
};

/** A wrong code (`missing_or_invalid_mfa`): the catalogue's message, the attempts left, the next code typed at once. */
export const WrongCode: Story = {
  args: { method: 'totp', error: errorEntry('mfa.invalidCode'), attemptsLeft: 3 },
  play: async ({ canvas, args }) => {
    const input = codeInput(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('3 attempts left The code you entered is not valid');
    await expect(canvas.getByText('The code you entered is not valid')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('111222');
    await expect(args.onSubmit).toHaveBeenCalledWith('111222');
    // Back to the state as the screen shows it: the wrong code's message over empty boxes.
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}'.repeat(6));
    await expect(input).toHaveValue('');
  },
};

/** The last attempt left says so in the singular. */
export const LastAttempt: Story = {
  args: { method: 'totp', error: errorEntry('mfa.invalidCode'), attemptsLeft: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 attempt left')).toBeVisible();
  },
};

const lockedOut = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  message: string,
  seconds: number,
) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  const input = codeInput(canvas);
  await expect(input).toBeDisabled();
  await userEvent.click(input);
  await userEvent.keyboard('123456');
  await expect(input).toHaveValue('');
  // Visible and ticking, hidden from screen readers; the live region says the same once at the start.
  const visible = canvas.getByText(`Try again in ${seconds} seconds`, { selector: '[aria-hidden]' });
  await expect(visible).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Try again in ${seconds} seconds`));
  await expect(canvas.queryByRole('button', { name: 'Choose another method' })).toBeNull();
};

/** Four wrong codes (`mfa_verification_max_attempts_reached`): blocked for 10 s, with the countdown. */
export const LockedOutAfterAttempts: Story = {
  args: {
    status: 'locked-out',
    error: errorEntry('mfa.maxAttempts'),
    lockedUntil: FIXED_NOW + 10_000,
  },
  play: async ({ canvas, args }) => {
    await lockedOut(
      canvas,
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      10,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The time limit for code entry (`mfa_timeout` at code entry): blocked for 30 s, with the countdown. */
export const LockedOutAfterTimeLimit: Story = {
  args: {
    method: 'totp',
    status: 'locked-out',
    error: errorEntry('mfa.timeLimit'),
    lockedUntil: FIXED_NOW + 30_000,
  },
  play: async ({ canvas, args }) => {
    await lockedOut(canvas, 'You have exceeded the time limit for code entry. Please try again in 30 seconds.', 30);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A clock the play function moves: the countdown ticks; screen readers hear it every 10 s and at the end. */
let movedNow = FIXED_NOW;
export const LockoutAnnouncements: Story = {
  args: {
    method: 'totp',
    status: 'locked-out',
    error: errorEntry('mfa.timeLimit'),
    lockedUntil: FIXED_NOW + 30_000,
    now: () => movedNow,
    clockPaused: false,
  },
  beforeEach: () => {
    movedNow = FIXED_NOW;
  },
  play: async ({ canvas }) => {
    const visible = canvas.getByText(/^Try again in/, { selector: '[aria-hidden]' });
    const live = canvas.getByRole('status');
    await waitFor(() => expect(live).toHaveTextContent('Try again in 30 seconds'));
    movedNow = FIXED_NOW + 4_000;
    await waitFor(() => expect(visible).toHaveTextContent('Try again in 26 seconds'));
    // Not every second: the live region still says 30.
    await expect(live).toHaveTextContent('Try again in 30 seconds');
    movedNow = FIXED_NOW + 9_000;
    await waitFor(() => expect(visible).toHaveTextContent('Try again in 21 seconds'));
    await expect(live).toHaveTextContent('Try again in 30 seconds');
    movedNow = FIXED_NOW + 10_000;
    await waitFor(() => expect(live).toHaveTextContent('Try again in 20 seconds'));
    movedNow = FIXED_NOW + 30_000;
    await waitFor(() => expect(live).toHaveTextContent('You can try again now'));
    await expect(canvas.getByText('You can try again now', { selector: '[aria-hidden]' })).toBeVisible();
  },
};

/** The SMS never came within 300 s: "Timed out waiting for MFA code", and Try again starts over. */
export const TimedOut: Story = {
  args: { status: 'timed-out', error: errorEntry('mfa.timeout') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code');
    await expect(codeInput(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The code was right. */
export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Identity verified');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Cancel (the SDK's `cancel()`): "Verification canceled", and Close. */
export const Canceled: Story = {
  args: { status: 'canceled', error: errorEntry('mfa.canceled') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification canceled');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
