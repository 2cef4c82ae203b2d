import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { type MfaPasskey, MfaPasskeySetupScreen } from '../../../src/screens/mfa/MfaPasskeySetupScreen';
import { inCard } from '../frame';

/** Passkeys with fixed dates, shown in UTC: what each row says is known to the letter. */
const icloud: MfaPasskey = {
  credentialId: 'cred-icloud',
  authenticatorName: 'iCloud Keychain',
  createdWithBrowser: 'Safari',
  createdWithOs: 'macOS',
  enrolledInMfa: true,
  firstVerifiedAt: new Date('2025-11-02T09:15:00Z'),
  latestVerifiedAt: new Date('2026-01-01T08:30:00Z'),
};
const yubikey: MfaPasskey = {
  credentialId: 'cred-yubikey',
  authenticatorName: 'YubiKey 5 NFC',
  createdWithBrowser: 'Firefox',
  createdWithOs: 'Windows',
  enrolledInMfa: true,
  firstVerifiedAt: new Date('2025-10-10T10:00:00Z'),
  latestVerifiedAt: new Date('2025-12-20T17:45:00Z'),
};
/** No authenticator name: the device it was made on; never used since it was linked. */
const pixel: MfaPasskey = {
  credentialId: 'cred-pixel',
  createdWithDevice: 'Pixel 9',
  createdWithBrowser: 'Chrome',
  createdWithOs: 'Android',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-12-28T12:00:00Z'),
  latestVerifiedAt: null,
};
/** Nothing known about it. */
const bare: MfaPasskey = {
  credentialId: 'cred-bare',
  enrolledInMfa: false,
  firstVerifiedAt: null,
  latestVerifiedAt: null,
};
const windowsHello: MfaPasskey = {
  credentialId: 'cred-hello',
  authenticatorName: 'Windows Hello',
  createdWithBrowser: 'Edge',
  enrolledInMfa: true,
  firstVerifiedAt: new Date('2025-09-01T07:05:00Z'),
  latestVerifiedAt: new Date('2025-09-03T21:40:00Z'),
};

const meta = {
  title: 'Screens/MFA/MfaPasskeySetupScreen',
  component: MfaPasskeySetupScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    passkeys: [icloud, yubikey],
    timeZone: 'UTC',
    onAdd: fn(),
    onEnrollExisting: fn(),
    onRemove: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MfaPasskeySetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The rows of "Your passkeys", each as its text. */
function rows(canvas: Canvas) {
  const region = canvas.getByRole('region', { name: 'Your passkeys' });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** No passkey yet: what a passkey does, and "Add new passkey". */
export const NoPasskeys: Story = {
  args: { passkeys: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up passkey verification' })).toBeVisible();
    await expect(canvas.getByText('Verify with passkey')).toBeVisible();
    await expect(canvas.getByText('Takes seconds to set up and use')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your passkeys' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add new passkey' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/**
 * Two passkeys, both verifying: each shows its device, its browser, "Last used" and an Enabled chip; no "View
 * all" for two, and nothing more to enable.
 */
export const TwoPasskeys: Story = {
  play: async ({ canvas, args }) => {
    const shown = rows(canvas);
    await expect(shown).toHaveLength(2);
    await expect(shown[0]).toMatch(/^iCloud KeychainSafari on macOSLast used: Jan 1, 2026, 8:30\sAMEnabled$/);
    await expect(shown[1]).toMatch(/^YubiKey 5 NFCFirefox on WindowsLast used: Dec 20, 2025, 5:45\sPMEnabled$/);
    await expect(canvas.queryByRole('button', { name: 'View all' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Use my passkeys for verification' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey YubiKey 5 NFC' }));
    await expect(args.onRemove).toHaveBeenCalledWith('cred-yubikey');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Four passkeys: 2 listed, then "View all" shows every one (and "Show fewer" folds them again). */
export const ViewAll: Story = {
  args: { passkeys: [icloud, yubikey, pixel, bare] },
  play: async ({ canvas }) => {
    await expect(rows(canvas)).toHaveLength(2);
    const toggle = canvas.getByRole('button', { name: 'View all' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const shown = rows(canvas);
    await expect(shown).toHaveLength(4);
    // No authenticator name: the device it was made on; linked but never used since: the link date.
    await expect(shown[2]).toMatch(/^Pixel 9Chrome on AndroidLast used: Dec 28, 2025, 12:00\sPM$/);
    await expect(shown[3]).toBe('Unknown deviceUnknown browserLast used: never');
    await expect(toggle).toHaveAccessibleName('Show fewer');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Remove passkey Unknown device' })).toBeEnabled();
  },
};

/** "Show fewer" folds the list back to two. */
export const ShowFewer: Story = {
  args: { passkeys: [icloud, yubikey, pixel] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(rows(canvas)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer' }));
    await expect(rows(canvas)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'View all' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Passkeys linked for logging in but not verifying yet: they can be enabled as they are, every one at once. */
export const EnableExisting: Story = {
  args: { passkeys: [icloud, pixel] },
  play: async ({ canvas, args }) => {
    const shown = rows(canvas);
    await expect(shown[0]).toMatch(/Enabled$/);
    await expect(shown[1]).not.toMatch(/Enabled$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Use my passkeys for verification' }));
    await expect(args.onEnrollExisting).toHaveBeenCalledWith(['cred-icloud', 'cred-pixel']);
  },
};

/** Enabling them: busy, and nothing else can start meanwhile. */
export const Enabling: Story = {
  args: { passkeys: [icloud, pixel], enrolling: true },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Enabling your passkeys' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onEnrollExisting).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Add new passkey' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove passkey Pixel 9' })).toBeDisabled();
  },
};

/** The browser's passkey prompt is open: "Add new passkey" is busy, nothing can be removed meanwhile. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Waiting for your passkey' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remove passkey iCloud Keychain' })).toBeDisabled();
  },
};

/** One passkey being removed: its button says so and is busy; the rest wait. */
export const Removing: Story = {
  args: { removing: 'cred-yubikey' },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Removing passkey YubiKey 5 NFC' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove passkey iCloud Keychain' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add new passkey' })).toBeDisabled();
  },
};

/** Five passkeys, the most a user may link (spec 9): "Add new passkey" is off, and says why. */
export const AtTheLimit: Story = {
  args: { passkeys: [icloud, yubikey, pixel, bare, windowsHello] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add new passkey' })).toBeDisabled();
    await expect(canvas.getByText('Cannot link more passkeys to account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(rows(canvas)).toHaveLength(5);
    await expect(rows(canvas)[4]).toMatch(/^Windows HelloEdgeLast used: Sep 3, 2025, 9:40\sPMEnabled$/);
  },
};

/** The provider refused another passkey (spec 8). */
export const LimitError: Story = {
  args: { error: errorEntry('passkey.limit') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot link more passkeys to account.');
  },
};

/** The passkey prompt was dismissed or timed out (spec 8); "Add new passkey" tries again. */
export const Rejected: Story = {
  args: { error: errorEntry('passkey.rejected') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add new passkey' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Removing a passkey that verifies transactions is refused (spec 6 and 8). */
export const EnrolledInMfa: Story = {
  args: { error: errorEntry('passkey.enrolledInMfa') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot unlink a passkey enrolled in MFA');
    await expect(rows(canvas)).toHaveLength(2);
  },
};

/** Anything else, in the passkey context: "Unknown error occurred." */
export const UnknownError: Story = {
  args: { error: errorEntry('unknown') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown error occurred.');
  },
};

/** The change went through: "Passkeys updated", and Done. */
export const Updated: Story = {
  args: { updated: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Passkeys updated' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add new passkey' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The dark theme, every passkey shown. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { passkeys: [icloud, yubikey, pixel] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(rows(canvas)).toHaveLength(3);
  },
};

/** At a phone's width, with "View all". */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { passkeys: [icloud, yubikey, pixel] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View all' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new passkey' })).toBeVisible();
  },
};
