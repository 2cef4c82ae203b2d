import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { MfaPasskeyScreen } from '../../../src/screens/mfa';
import { FIXED_NOW, fixedClock, inCard } from '../frame';

const meta = {
  title: 'Screens/MFA/MfaPasskeyScreen',
  component: MfaPasskeyScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    status: 'verifying-passkey',
    now: fixedClock,
    clockPaused: true,
    onTryAgain: fn(),
    onChooseAnother: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MfaPasskeyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's passkey prompt is open. */
export const Verifying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verifying with passkey' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your passkey');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose another method' })).toBeDisabled();
  },
};

/** The prompt was dismissed or timed out: the catalogue's message, Try again, Choose another method. */
export const Failed: Story = {
  args: { status: 'passkey-ready', error: errorEntry('passkey.rejected') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another method' }));
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Anything else the browser or the SDK threw: "Unknown error occurred."; the passkey is the only method. */
export const FailedUnknownOnlyMethod: Story = {
  args: { status: 'passkey-ready', error: errorEntry('unknown'), onChooseAnother: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown error occurred.');
    await expect(canvas.queryByRole('button', { name: 'Choose another method' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Too many failed attempts: Try again is blocked for 10 s, with the countdown. */
export const LockedOut: Story = {
  args: { status: 'locked-out', error: errorEntry('mfa.maxAttempts'), lockedUntil: FIXED_NOW + 10_000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    );
    await expect(canvas.getByText('Try again in 10 seconds', { selector: '[aria-hidden]' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Try again in 10 seconds'));
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeDisabled();
    await userEvent.click(tryAgain);
    await expect(args.onTryAgain).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Choose another method' })).toBeDisabled();
  },
};

/** The 300 s ran out while the passkey prompt was open. */
export const TimedOut: Story = {
  args: { status: 'timed-out', error: errorEntry('mfa.timeout') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** The passkey answered: "Identity verified", nothing more to do (the action that asked goes on). */
export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verifying with passkey' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Identity verified');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
