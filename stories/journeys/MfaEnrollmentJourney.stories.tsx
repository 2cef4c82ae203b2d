import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { codeBoxes, typeCode } from './helpers/code-boxes';
import * as page from './helpers/mfa-enrollment-page';

/**
 * Enrolling and removing multi-factor methods, the catalogue a designer browses: the chooser with each method
 * enrolled or not, each error, each call pending, dark, phone. The set-ups, removals and verifications run end to
 * end are its behaviour stories (MfaEnrollmentJourney.behaviour.stories.tsx); both use helpers/mfa-enrollment-page.
 */
const meta = { title: 'Journeys/MfaEnrollmentJourney', ...page.enrollmentMeta() } satisfies Meta<
  typeof page.EnrollmentStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing enrolled: the three methods in the spec's order, each to add. */
export const NothingEnrolled: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
    await expect(screen.getByText('How would you like to verify your identity?')).toBeVisible();
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'add' });
  },
};

/** The authenticator app enrolled: Enabled with its remove button; adding another needs verification first. */
export const AuthenticatorAppEnrolled: Story = {
  args: { options: { enrolled: ['totp'] } },
  play: async () => {
    await expect(
      await screen.findByText('To add or delete verification methods, verification is required.'),
    ).toBeVisible();
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** SMS enrolled. */
export const SmsEnrolled: Story = {
  args: { options: { enrolled: ['sms'] } },
  play: async () => {
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** Passkey enrolled. */
export const PasskeyEnrolled: Story = {
  args: { options: { enrolled: ['passkey'], passkeys: [page.verifying(page.icloud)] } },
  play: async () => {
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** Every method enrolled. */
export const AllEnrolled: Story = {
  args: { options: { enrolled: ['totp', 'sms', 'passkey'], passkeys: [page.verifying(page.icloud)] } },
  play: async () => {
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'enabled' });
  },
};

/** A user who signs in by SMS: SMS shows Disabled, with the reason, and cannot be added. */
export const SmsDisabledForSmsSignIn: Story = {
  args: { options: { smsLogin: true } },
  play: async () => {
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'disabled', Passkey: 'add' });
    await expect(
      (await page.row('SMS')).getByText('You log in with SMS, so SMS cannot also be your second step.'),
    ).toBeVisible();
  },
};

/** Sending fails: the catalogue's message as a banner, the number kept as typed; sending again goes on. */
export const SmsSendFailsKeepsNumber: Story = {
  args: {
    options: {
      failOnce: {
        initEnrollmentWithSms: Object.assign(new Error('Too many requests'), { privyErrorCode: 'too_many_requests' }),
      },
    },
  },
  play: async () => {
    await page.add('SMS');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '4155552671');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.'),
    );
    await expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-2671');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeVisible();
  },
};

/** Too many wrong codes while the SDK verified: the lock-out message as a banner, the boxes stay for later. */
export const LockedOutWhileEnrolling: Story = {
  args: {
    options: {
      failOnce: {
        submitEnrollmentWithTotp: Object.assign(new Error('Max attempts'), {
          type: 'mfa_verification_max_attempts_reached',
        }),
      },
    },
  },
  play: async () => {
    await page.startAuthenticatorApp();
    await typeCode(await page.rightTotp());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      ),
    );
    await expect(codeBoxes()).toBeEnabled();
    await expect(codeBoxes()).not.toHaveAccessibleDescription(/not valid/);
  },
};

/** The passkey prompt dismissed: the spec's message; nothing changed, "Add new passkey" again. */
export const PasskeyPromptDismissed: Story = {
  args: { options: { passkeys: [page.icloud], passkeyPrompt: 'dismiss' } },
  play: async () => {
    await page.add('Passkey');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.'),
    );
    await expect(screen.getByRole('button', { name: 'Add new passkey' })).toBeEnabled();
    await expect(within(screen.getByRole('region', { name: 'Your passkeys' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  },
};

/** A host that cannot unlink passkeys: no remove buttons on the list. */
export const PasskeysWithoutUnlink: Story = {
  args: { options: { passkeys: [page.icloud, page.yubikey] } },
  play: async () => {
    await page.add('Passkey');
    await expect(await screen.findByRole('region', { name: 'Your passkeys' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Remove passkey/ })).toBeNull();
  },
};

/** Adding is refused by the user at the verification prompt: "Verification canceled" on the chooser. */
export const AddCanceledAtVerification: Story = {
  args: { options: { enrolled: ['sms'], failOnce: { initEnrollmentWithTotp: new Error('MFA canceled') } } },
  play: async () => {
    await page.add('Authenticator app');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Verification canceled'));
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** A removal that fails for another reason: "Something went wrong." and the method stays. */
export const RemoveFails: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp'], failOnce: { unenrollWithTotp: new Error('network down') } } },
  play: async () => {
    const dialog = await page.confirmRemoval('Authenticator app', 'Remove the authenticator app?');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Something went wrong.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    // Focus returns to the remove button that opened the confirmation.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Authenticator app' })).toHaveFocus());
  },
};

/** Adding the authenticator app while the backend waits (the verification prompt is up): busy, the rest wait. */
export const AddPending: Story = {
  args: { options: { hold: ['initEnrollmentWithTotp'] } },
  play: async () => {
    await page.add('Authenticator app');
    const busy = await screen.findByRole('button', { name: 'Adding Authenticator app' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Add SMS' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Add Passkey' })).toBeDisabled();
  },
};

/** A removal under way: the dialog is busy and cannot be dismissed. */
export const RemovePending: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], hold: ['unenrollWithSms'] } },
  play: async () => {
    const dialog = await page.confirmRemoval('SMS', 'Remove SMS verification?');
    await expect(await dialog.findByRole('button', { name: 'Removing' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Remove SMS verification?' })).toBeVisible();
  },
};

/** Checking an SMS code while the backend waits: the boxes wait with "Checking the code". */
export const SmsCodePending: Story = {
  args: { options: { hold: ['submitEnrollmentWithSms'] } },
  play: async () => {
    await page.sendSmsCode();
    await typeCode(await page.lastSms());
    await expect(await screen.findByText('Checking the code')).toBeVisible();
    await expect(codeBoxes()).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Use a different number' })).toBeDisabled();
  },
};

/** The dark theme, every method enrolled. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { options: { enrolled: ['totp', 'sms', 'passkey'], passkeys: [page.verifying(page.icloud)] } },
  play: async () => {
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'enabled' });
  },
};

/** At a phone's width: the authenticator app's QR code and setup key. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async () => {
    await page.add('Authenticator app');
    await expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/**
 * As the app's Security page: "Two-step verification" with its description; the spec's chooser is a section of it,
 * and a set-up opens in its place.
 */
export const AsSecurityPage: Story = {
  args: { asSettings: true, options: { enrolled: ['totp'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const chooser = screen.getByRole('region', { name: 'Choose a verification method' });
    await expect(
      within(chooser).getByText('To add or delete verification methods, verification is required.'),
    ).toBeVisible();
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};
