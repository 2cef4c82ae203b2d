import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { type ErrorEntry, errorEntry } from '../../../src/copy';
import {
  MfaTotpSetupScreen,
  type MfaTotpSetupScreenProps,
  type MfaTotpSetupStep,
} from '../../../src/screens/mfa/MfaTotpSetupScreen';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';

/** What `initEnrollmentWithTotp` answers, fixed: RFC 4648's well-known example secret, never a real user's. */
const enrollment = {
  secret: 'JBSWY3DPEHPK3PXP',
  authUrl: 'otpauth://totp/Sigil:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Sigil',
};

/** The modules of a QR code of `value` as the screen draws it (the same encoder, level and size). */
function modulesOf(value: string): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<QRCodeSVG value={value} size={200} level="M" />));
  const modules = [...host.querySelectorAll('path')].map((path) => path.getAttribute('d')).join('|');
  root.unmount();
  return modules;
}

const meta = {
  title: 'Screens/MFA/MfaTotpSetupScreen',
  component: MfaTotpSetupScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    step: 'scan',
    enrollment,
    onContinue: fn(),
    onScanAgain: fn(),
    onSubmitCode: fn(),
    onRetry: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MfaTotpSetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The secret is being made: said politely, nothing to scan or continue yet. */
export const Preparing: Story = {
  args: { enrollment: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing your setup key');
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

/** The QR code of the `otpauth://` URI, and the secret in groups of four for typing by hand. */
export const Scan: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await expect(canvas.getByText('Open your authenticator app and scan this code to continue')).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    // The code holds the URI itself (its modules match the URI's and differ from the bare secret's).
    const drawn = [...qr.querySelectorAll('path')].map((path) => path.getAttribute('d')).join('|');
    await expect(drawn).toBe(modulesOf(enrollment.authUrl));
    await expect(drawn).not.toBe(modulesOf(enrollment.secret));
    const key = canvas.getByRole('region', { name: 'Setup key' });
    await expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Copying the key copies it whole, without the reading spaces, and says "Copied". */
export const CopyKey: Story = {
  play: async ({ canvas }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy setup key' }));
    await expect(write).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    await copiedThenRest(canvas);
  },
};

/** Making the secret failed: the catalogue's message, and "Try again". */
export const PrepareFailed: Story = {
  args: { enrollment: null, error: errorEntry('generic') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The code the app shows: 6 boxes that submit once full; back to the QR code. */
export const CodeEntry: Story = {
  args: { step: 'code' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expect(
      canvas.getByText('To continue, enter the 6-digit code generated from your authenticator app'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    await userEvent.keyboard('492039');
    await expect(args.onSubmitCode).toHaveBeenCalledOnce();
    await expect(args.onSubmitCode).toHaveBeenCalledWith('492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the QR code again' }));
    await expect(args.onScanAgain).toHaveBeenCalledOnce();
  },
};

/** A pasted code with more than 6 digits is refused with the spec's message (spec 5). */
export const TooManyDigits: Story = {
  args: { step: 'code' },
  play: async ({ canvas, args }) => {
    await userEvent.paste('1234567');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Passcode must be exactly 6 numbers',
    );
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

/** The code is being checked (`submitEnrollmentWithTotp`). */
export const Submitting: Story = {
  args: { step: 'code', submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByText('Checking the code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the QR code again' })).toBeDisabled();
  },
};

/** A host that takes 492039 and refuses anything else, as the provider does with a code of the wrong time. */
function WrongThenRight(args: MfaTotpSetupScreenProps) {
  const [step, setStep] = useState<MfaTotpSetupStep>('code');
  const [error, setError] = useState<ErrorEntry | null>(null);
  return (
    <MfaTotpSetupScreen
      {...args}
      step={step}
      error={error}
      onSubmitCode={(code) => {
        args.onSubmitCode(code);
        if (code === '492039') setStep('done');
        else setError(errorEntry('mfa.invalidCode'));
      }}
    />
  );
}

/** A wrong code: the spec's message, the boxes cleared with focus kept; the right one completes the set-up. */
export const WrongCodeThenRight: Story = {
  render: WrongThenRight,
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('000000');
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('The code you entered is not valid'));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('492039');
    await expect(args.onSubmitCode).toHaveBeenLastCalledWith('492039');
    await expect(await canvas.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
  },
};

/** A wrong code, at rest. */
export const WrongCode: Story = {
  args: { step: 'code', error: errorEntry('mfa.invalidCode') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The code you entered is not valid')).toBeVisible();
  },
};

/** Enrolled, and Done. */
export const Done: Story = {
  args: { step: 'done' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The dark theme: the code stays dark on white, for scanners. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

/** At a phone's width, the QR code and the key. */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy setup key' })).toBeVisible();
  },
};
