import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { MfaEnrollmentScreen } from '../../../src/screens/mfa/MfaEnrollmentScreen';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/MFA/MfaEnrollmentScreen',
  component: MfaEnrollmentScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { enrolled: [], onAdd: fn(), onRemove: fn(), onBack: fn() },
} satisfies Meta<typeof MfaEnrollmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The row of one method in the list "Verification methods", found by the method's name. */
function row(canvas: Canvas, name: string) {
  const list = canvas.getByRole('list', { name: 'Verification methods' });
  const rows = within(list)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText(name) !== null);
  expect(rows).toHaveLength(1);
  return within(rows[0] as HTMLElement);
}

/** Nothing enrolled: the three methods in the spec's order, each with an add button named after it. */
export const NoneEnrolled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
    await expect(canvas.getByText('How would you like to verify your identity?')).toBeVisible();
    const names = within(canvas.getByRole('list', { name: 'Verification methods' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-method'));
    await expect(names).toEqual(['totp', 'sms', 'passkey']);
    for (const name of ['Authenticator app', 'SMS', 'Passkey']) {
      await expect(row(canvas, name).getByRole('button', { name: `Add ${name}` })).toBeEnabled();
      await expect(row(canvas, name).queryByText('Enabled')).toBeNull();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Add Authenticator app' }));
    await expect(args.onAdd).toHaveBeenCalledWith('totp');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Passkey' }));
    await expect(args.onAdd).toHaveBeenLastCalledWith('passkey');
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The authenticator app enrolled: an Enabled chip and "Remove Authenticator app"; verification comes first. */
export const AuthenticatorEnrolled: Story = {
  args: { enrolled: ['totp'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('To add or delete verification methods, verification is required.')).toBeVisible();
    const totp = row(canvas, 'Authenticator app');
    await expect(totp.getByText('Enabled')).toBeVisible();
    await expect(totp.queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(totp.getByRole('button', { name: 'Remove Authenticator app' }));
    await expect(args.onRemove).toHaveBeenCalledWith('totp');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(row(canvas, 'SMS').getByRole('button', { name: 'Add SMS' })).toBeEnabled();
  },
};

/** Every method enrolled: three Enabled chips, three remove buttons, each named after its method. */
export const AllEnrolled: Story = {
  args: { enrolled: ['sms', 'totp', 'passkey'] },
  play: async ({ canvas, args }) => {
    for (const name of ['Authenticator app', 'SMS', 'Passkey']) {
      await expect(row(canvas, name).getByText('Enabled')).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove SMS' }));
    await expect(args.onRemove).toHaveBeenCalledWith('sms');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Passkey' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('passkey');
  },
};

/** The user logs in by SMS: SMS shows as Disabled, says why, and cannot be added. */
export const SmsDisabledForSmsLogin: Story = {
  args: { enrolled: ['passkey'], smsLogin: true },
  play: async ({ canvas }) => {
    const sms = row(canvas, 'SMS');
    await expect(sms.getByText('Disabled')).toBeVisible();
    await expect(sms.getByText('You log in with SMS, so SMS cannot also be your second step.')).toBeVisible();
    await expect(sms.queryByRole('button')).toBeNull();
    await expect(row(canvas, 'Passkey').getByText('Enabled')).toBeVisible();
    await expect(row(canvas, 'Authenticator app').getByRole('button', { name: 'Add Authenticator app' })).toBeEnabled();
  },
};

/** Starting the authenticator app's set-up: its button is busy, the others wait; a second press does nothing. */
export const Adding: Story = {
  args: { enrolled: ['sms'], pending: 'totp' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Verification methods' })).toHaveAttribute('aria-busy', 'true');
    const busy = canvas.getByRole('button', { name: 'Adding Authenticator app' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Add Passkey' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove SMS' })).toBeDisabled();
  },
};

/** Only the methods the app offers, plus any the user already has (SMS, no longer offered). */
export const AppOffersSome: Story = {
  args: { enrolled: ['sms'], available: ['totp'] },
  play: async ({ canvas }) => {
    const names = within(canvas.getByRole('list', { name: 'Verification methods' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-method'));
    await expect(names).toEqual(['totp', 'sms']);
    await expect(canvas.queryByRole('button', { name: 'Add Passkey' })).toBeNull();
  },
};

/** An add or remove failed: the catalogue's message, announced. */
export const Failed: Story = {
  args: { enrolled: ['totp'], error: errorEntry('generic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Remove Authenticator app' })).toBeEnabled();
  },
};

/** The dark theme, two methods enrolled and SMS disabled. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { enrolled: ['totp', 'passkey'], smsLogin: true },
  play: async ({ canvas }) => {
    await expect(row(canvas, 'SMS').getByText('Disabled')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { enrolled: ['totp'], smsLogin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Passkey' })).toBeVisible();
  },
};

/**
 * As the Security page's settings: titled "Two-step verification" with one line of description; the spec's
 * "Choose a verification method" heads the chooser, a section beneath.
 */
export const AsSettings: Story = {
  args: { asSettings: true, onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
    await expect(canvas.getByText('Add a second check that protects your sign-ins and wallet actions.')).toBeVisible();
    const chooser = canvas.getByRole('region', { name: 'Choose a verification method' });
    await expect(within(chooser).getByRole('heading', { level: 3 })).toHaveTextContent('Choose a verification method');
    await expect(within(chooser).getByText('How would you like to verify your identity?')).toBeVisible();
    await expect(within(chooser).getByRole('button', { name: 'Add Authenticator app' })).toBeEnabled();
  },
};

/** As settings with a method enrolled: the chooser says verification comes first. */
export const AsSettingsEnrolled: Story = {
  args: { asSettings: true, onBack: undefined, enrolled: ['totp', 'passkey'] },
  play: async ({ canvas }) => {
    const chooser = canvas.getByRole('region', { name: 'Choose a verification method' });
    await expect(
      within(chooser).getByText('To add or delete verification methods, verification is required.'),
    ).toBeVisible();
    await expect(within(chooser).getByRole('button', { name: 'Remove Passkey' })).toBeEnabled();
  },
};
