import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { PasskeyScreen } from '../../../src/screens/signin';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/PasskeyScreen',
  component: PasskeyScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { mode: 'login', status: 'initial', onStart: fn(), onSwitchMode: fn(), onBack: fn() },
} satisfies Meta<typeof PasskeyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in with a passkey' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with passkey' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Create one' }));
    await expect(args.onSwitchMode).toHaveBeenCalledOnce();
  },
};

export const SignUp: Story = {
  args: { mode: 'signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create a passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const GeneratingChallenge: Story = {
  args: { status: 'generating-challenge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The browser's passkey prompt is open. */
export const AwaitingPasskey: Story = {
  args: { status: 'awaiting-passkey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Waiting for your passkey' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Create one' })).toBeDisabled();
  },
};

export const SubmittingResponse: Story = {
  args: { status: 'submitting-response' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verifying' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The prompt was cancelled or timed out: the spec's message, and Try again. */
export const Rejected: Story = {
  args: { status: 'error', error: errorEntry('passkey.rejected') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** No WebAuthn in this browser: said plainly, with no dead button to press. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('WebAuthn is not supported in this browser');
    await expect(canvas.getByRole('button', { name: 'Continue with passkey' })).toBeDisabled();
  },
};

export const PasskeyLimit: Story = {
  args: { mode: 'signup', status: 'error', error: errorEntry('passkey.limit') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot link more passkeys to account.');
  },
};

/** Anything the catalogue does not know, in the passkey context: "Unknown error occurred." */
export const UnknownError: Story = {
  args: { status: 'error', error: errorEntry('unknown') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown error occurred.');
  },
};
