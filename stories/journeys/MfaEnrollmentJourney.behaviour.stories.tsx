import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { codeBoxes, typeCode } from './helpers/code-boxes';
import * as page from './helpers/mfa-enrollment-page';

/**
 * Enrolling and removing multi-factor methods end to end: each set-up with a real code (RFC 6238, or the SMS the
 * fake sent), each removal, verification composed as the app's prompt. The states, for browsing, are the catalogue
 * (MfaEnrollmentJourney.stories.tsx).
 */
const meta = { title: 'Journeys/MfaEnrollmentJourney/Behaviour', ...page.enrollmentMeta() } satisfies Meta<
  typeof page.EnrollmentStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SMS set-up: the number, the code the fake sent to it, "SMS verification is on", back to the chooser: Enabled. */
export const SetUpSms: Story = {
  play: async () => {
    await page.sendSmsCode();
    await expect(screen.getByText(page.paragraph('Enter the 6-digit code sent to +1 415 555 2671'))).toBeVisible();
    await typeCode(await page.lastSms());
    await expect(await screen.findByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** A wrong SMS code: the message under the boxes, which empty; the number is kept; a new code, then the right one. */
export const SmsWrongCodeThenRight: Story = {
  play: async () => {
    await page.sendSmsCode();
    const right = await page.lastSms();
    await typeCode(right === '000000' ? '111111' : '000000');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(/The code you entered is not valid/));
    await expect(codeBoxes()).toHaveValue('');
    await expect(codeBoxes()).toHaveFocus();
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await expect(await screen.findByText('A new code is on its way')).toBeVisible();
    await expect(screen.getByText(page.paragraph('Enter the 6-digit code sent to +1 415 555 2671'))).toBeVisible();
    const second = await page.lastSms();
    await expect(second).not.toBe(right);
    await typeCode(second);
    await expect(await screen.findByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
  },
};

/** Authenticator set-up: QR code of the otpauth URI and the setup key, then the app's current code, then Enabled. */
export const SetUpAuthenticatorApp: Story = {
  play: async ({ args }) => {
    await page.add('Authenticator app');
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Setup key' })).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(
      await screen.findByText('To continue, enter the 6-digit code generated from your authenticator app'),
    ).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await typeCode(await page.rightTotp());
    await expect(await screen.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith({ action: 'enrolled', method: 'totp' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** A wrong authenticator code: under the boxes; back to the QR code and on again, then the right code. */
export const AuthenticatorWrongCode: Story = {
  play: async () => {
    await page.startAuthenticatorApp();
    const right = await page.rightTotp();
    await typeCode(right === '123456' ? '654321' : '123456');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(/The code you entered is not valid/));
    await expect(codeBoxes()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code again' }));
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode(right);
    await expect(await screen.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
  },
};

/** Passkey set-up: "Your passkeys" lists 2 then "View all"; "Add new passkey" links one and enrols it: updated. */
export const SetUpPasskey: Story = {
  args: { options: { passkeys: [page.icloud, page.yubikey, page.pixel] } },
  play: async () => {
    await page.add('Passkey');
    await expect(await screen.findByRole('heading', { name: 'Set up passkey verification' })).toBeVisible();
    const list = within(screen.getByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText(/^Last used: Jan 1, 2026, 8:30\sAM$/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'View all' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add new passkey' }));
    await expect(await screen.findByRole('heading', { name: 'Passkeys updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** The user's passkeys for verification, without making a new one. */
export const UseExistingPasskeys: Story = {
  args: { options: { passkeys: [page.icloud, page.yubikey] } },
  play: async () => {
    await page.add('Passkey');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkeys for verification' }));
    await expect(await screen.findByRole('heading', { name: 'Passkeys updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** Removing a passkey from the list: unlinked, the list is one shorter. */
export const UnlinkPasskey: Story = {
  args: { options: { passkeys: [page.icloud, page.yubikey], canUnlink: true } },
  play: async () => {
    await page.add('Passkey');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey YubiKey 5 NFC' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove passkey YubiKey 5 NFC' })).toBeNull());
    const list = within(screen.getByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByText('iCloud Keychain')).toBeVisible();
  },
};

/* ── Removal ── */

/** Removes one method through its confirmation; afterwards it can be added again. */
async function removeMethod(name: 'SMS' | 'Passkey', title: string) {
  await userEvent.click((await page.row(name)).getByRole('button', { name: `Remove ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await expect(
    dialog.getByText('You will be asked to verify your identity before the method is removed.'),
  ).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Removing the authenticator app, the only method: warned, removed, Add again. */
export const RemoveAuthenticatorApp: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp'] } },
  play: async ({ args }) => {
    await userEvent.click(
      (await page.row('Authenticator app')).getByRole('button', { name: 'Remove Authenticator app' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }));
    await expect(
      dialog.getByText('This is your only verification method: without it, nothing asks for a second step.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'add' });
    await expect(screen.getByText('How would you like to verify your identity?')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledWith({ action: 'removed', method: 'totp' });
  },
};

/** Removing SMS while the authenticator app stays. */
export const RemoveSms: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'] } },
  play: async () => {
    await removeMethod('SMS', 'Remove SMS verification?');
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    // Focus lands on what replaced the remove button, not on the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add SMS' })).toHaveFocus());
  },
};

/** Removing passkey verification: the passkeys stay linked (for signing in), none verifies any more. */
export const RemovePasskey: Story = {
  args: {
    options: { enrolled: ['totp', 'passkey'], passkeys: [page.verifying(page.icloud), page.verifying(page.yubikey)] },
  },
  play: async () => {
    await removeMethod('Passkey', 'Remove passkey verification?');
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Passkey' }));
    const list = within(await screen.findByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.queryByText('Enabled')).toBeNull();
  },
};

/** Removing is canceled at the verification prompt: the dialog says so and offers "Try again", which removes. */
export const RemoveCanceledThenRetry: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], failOnce: { unenrollWithSms: new Error('MFA canceled') } } },
  play: async () => {
    const dialog = await page.confirmRemoval('SMS', 'Remove SMS verification?');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Verification canceled'));
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** Pending, then the answer: the set-up opens once the backend answers. */
export const AddPendingThenAnswered: Story = {
  args: { options: { hold: ['initEnrollmentWithTotp'] } },
  play: async () => {
    await page.add('Authenticator app');
    await screen.findByRole('button', { name: 'Adding Authenticator app' });
    page.fake().release('initEnrollmentWithTotp');
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
  },
};

/** Remove → verify (the app's prompt, our verification journey in a dialog, a real TOTP code) → removed. */
export const VerifyThenRemove: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], smsPhone: '+14155552671', verification: true }, withPrompt: true },
  play: async () => {
    await page.confirmRemoval('SMS', 'Remove SMS verification?');
    const prompt = await page.verificationPrompt();
    await userEvent.click(await prompt.findByRole('button', { name: 'Authenticator app' }));
    const boxes = await prompt.findByRole('textbox', { name: 'Verification code' });
    // The prompt is not dismissed by Escape (the SDK would wait on, 300 s): Cancel is the way out.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeVisible();
    await expect(prompt.queryByRole('button', { name: 'Close' })).toBeNull();
    await typeCode(await page.rightTotp(), boxes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** Add → verify by SMS (the code from the test inbox) → the set-up goes on: the authenticator app is added. */
export const VerifyBySmsThenAdd: Story = {
  args: { options: { enrolled: ['sms'], smsPhone: '+14155552671', verification: true }, withPrompt: true },
  play: async () => {
    await page.add('Authenticator app');
    const prompt = await page.verificationPrompt();
    await expect(await prompt.findByText('Enter the code sent to your mobile device')).toBeVisible();
    const boxes = prompt.getByRole('textbox', { name: 'Verification code' });
    await typeCode('000001' === (await page.lastSms()) ? '000002' : '000001', boxes);
    await waitFor(() => expect(prompt.getByText('The code you entered is not valid')).toBeVisible());
    await typeCode(await page.lastSms(), boxes);
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode(await page.rightTotp());
    await expect(await screen.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
  },
};

/** Cancel at the verification prompt: the removal says "Verification canceled"; nothing was removed. */
export const VerifyCanceled: Story = {
  args: { options: { enrolled: ['totp'], verification: true }, withPrompt: true },
  play: async () => {
    const removal = await page.confirmRemoval('Authenticator app', 'Remove the authenticator app?');
    const prompt = await page.verificationPrompt();
    await userEvent.click(await prompt.findByRole('button', { name: 'Cancel' }));
    // The prompt says so until Close (the app's prompt keeps "Verification canceled" on screen).
    await waitFor(() => expect(prompt.getByRole('status')).toHaveTextContent('Verification canceled'));
    await userEvent.click(prompt.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(removal.getByRole('alert')).toHaveTextContent('Verification canceled'));
    await expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
    await expect(removal.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Four wrong codes at the prompt: the SDK's request fails (too many attempts), the 10 s lock-out shows; when it
 * ends the prompt closes (a single round: nothing more to ask) and the removal says why; nothing was removed.
 */
export const VerifyLockedOutThenClosed: Story = {
  args: { options: { enrolled: ['totp', 'sms'], verification: true }, withPrompt: true },
  play: async () => {
    const removal = await page.confirmRemoval('SMS', 'Remove SMS verification?');
    const prompt = await page.verificationPrompt();
    await userEvent.click(await prompt.findByRole('button', { name: 'Authenticator app' }));
    const boxes = await prompt.findByRole('textbox', { name: 'Verification code' });
    const right = await page.rightTotp();
    const wrong = right === '111111' ? '222222' : '111111';
    for (const left of [3, 2, 1]) {
      await typeCode(wrong, boxes);
      await waitFor(() =>
        expect(prompt.getByText(`${left} ${left === 1 ? 'attempt' : 'attempts'} left`)).toBeVisible(),
      );
    }
    await typeCode(wrong, boxes);
    const maxAttempts =
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.';
    await waitFor(() => expect(prompt.getByRole('alert')).toHaveTextContent(maxAttempts));
    await expect(boxes).toBeDisabled();
    page.time.advance(9_999);
    await expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeVisible();
    page.time.advance(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull());
    await waitFor(() => expect(removal.getByRole('alert')).toHaveTextContent(maxAttempts));
    await userEvent.click(removal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'add' });
  },
};
