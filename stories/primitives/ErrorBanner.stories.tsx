import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../src/copy';
import { ErrorBanner } from '../../src/primitives';

/** A fixed clock, so a lock-out countdown stands still for review: 2026-01-01T00:00:00Z. */
const fixedClock = () => 1_767_225_600_000;

const meta = {
  title: 'Primitives/ErrorBanner',
  component: ErrorBanner,
  args: { error: errorEntry('popupBlocked'), onRetry: fn() },
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A retryable error: the catalogue's message and Retry. */
export const Retryable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Popup was blocked. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An error that retrying cannot fix: no Retry, even when the screen offers one. */
export const NotRetryable: Story = {
  args: { error: errorEntry('link.anotherUser') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** An error that locks the user out for a while: the countdown under the message. */
export const Lockout: Story = {
  args: { error: errorEntry('mfa.maxAttempts'), now: fixedClock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have exceeded the maximum number of attempts.');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Try again in 10 seconds');
  },
};

/** Without an error it renders nothing, so screens can always place it. */
export const NoError: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};
