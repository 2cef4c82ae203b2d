import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../../src/copy/CopyProvider';
import { type MfaEnrollmentChange, MfaEnrollmentJourney } from '../../src/journeys/MfaEnrollmentJourney';
import { MfaVerificationJourney } from '../../src/journeys/MfaVerificationJourney';
import { Modal } from '../../src/primitives/Modal';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import type { MfaPasskey } from '../../src/screens/mfa/MfaPasskeySetupScreen';
import {
  FAKE_TOTP_SECRET,
  type FakeMfa,
  type FakeMfaOptions,
  manualClock,
  totpCode,
  useFakeMfa,
} from '../fixtures/fake-mfa';
import { TestInbox } from '../fixtures/TestInbox';
import { FIXED_NOW, fixedClock } from '../screens/frame';

/**
 * The Security page's multi-factor part, the component the app renders, against an in-memory backend that really
 * checks: authenticator codes by RFC 6238 (the play functions compute them as an authenticator app would), SMS codes
 * against the ones it sent (shown in the story's test inbox, under the card), passkeys through a simulated prompt.
 * "Verify, then add or remove" composes the verification journey in a dialog, as the app's MFA prompt does: a
 * dialog that Escape and a click outside do not dismiss (Cancel is the way out), a single round (the SDK's request
 * is asked once), closed when the journey ends verified or failed, or by Close after "Verification canceled".
 */

/** The verification journey's timers (its 300 s wait, its lock-outs): a clock the play function moves. */
const time = manualClock(FIXED_NOW);

/** The fake of the story on screen, for play functions that release a held call. */
let current: FakeMfa | null = null;
const fake = () => {
  if (!current) throw new Error('No fake MFA backend on screen');
  return current;
};

function EnrollmentStory({
  options,
  withPrompt = false,
  onDone,
}: {
  options?: FakeMfaOptions;
  withPrompt?: boolean;
  onDone?: (change: MfaEnrollmentChange) => void;
}) {
  const { t } = useCopy();
  const { port, prompt, inbox, fake: backend } = useFakeMfa({ now: fixedClock, ...options });
  current = backend;
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[28rem] sg:gap-3">
      <ScreenCard>
        <MfaEnrollmentJourney port={port} timeZone="UTC" onDone={onDone} now={fixedClock} />
      </ScreenCard>
      <TestInbox inbox={inbox} />
      {withPrompt && prompt ? (
        // As the app's MfaPrompt: not dismissible; a single round; closed when the journey is over.
        <Modal open title={t('mfa.verify.title')} hideTitle dismissible={false}>
          <MfaVerificationJourney
            key={prompt.id}
            port={backend.verifier}
            kind="txn"
            methods={prompt.methods}
            clock={time.clock}
            singleRound
            onFinished={(outcome) => {
              if (outcome !== 'canceled') backend.dismissPrompt(prompt.id);
            }}
            onClose={() => backend.dismissPrompt(prompt.id)}
          />
        </Modal>
      ) : null}
    </div>
  );
}

/** Passkeys with fixed dates, shown in UTC. */
const icloud: MfaPasskey = {
  credentialId: 'cred-icloud',
  authenticatorName: 'iCloud Keychain',
  createdWithBrowser: 'Safari',
  createdWithOs: 'macOS',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-11-02T09:15:00Z'),
  latestVerifiedAt: new Date('2026-01-01T08:30:00Z'),
};
const yubikey: MfaPasskey = {
  credentialId: 'cred-yubikey',
  authenticatorName: 'YubiKey 5 NFC',
  createdWithBrowser: 'Firefox',
  createdWithOs: 'Windows',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-10-10T10:00:00Z'),
  latestVerifiedAt: new Date('2025-12-20T17:45:00Z'),
};
const pixel: MfaPasskey = {
  credentialId: 'cred-pixel',
  createdWithDevice: 'Pixel 9',
  createdWithBrowser: 'Chrome',
  createdWithOs: 'Android',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-12-28T12:00:00Z'),
  latestVerifiedAt: null,
};
const verifying = (passkey: MfaPasskey): MfaPasskey => ({ ...passkey, enrolledInMfa: true });

const meta = {
  title: 'Journeys/MFA enrollment',
  component: EnrollmentStory,
  args: { onDone: fn() },
  beforeEach: () => {
    time.reset();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Enrolling and removing multi-factor methods, as the app renders it, against an in-memory backend that really checks codes.',
      },
    },
  },
} satisfies Meta<typeof EnrollmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers for the play functions ── */

const METHODS = ['Authenticator app', 'SMS', 'Passkey'] as const;

/** The row of one method in the list "Verification methods". */
async function row(name: (typeof METHODS)[number]) {
  const list = await screen.findByRole('list', { name: 'Verification methods' });
  const rows = within(list)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText(name, { exact: true }) !== null);
  expect(rows).toHaveLength(1);
  return within(rows[0] as HTMLElement);
}

/** Each method's state on the chooser: Enabled (with a remove button), Add, or Disabled. */
async function expectMethods(states: Record<(typeof METHODS)[number], 'enabled' | 'add' | 'disabled'>) {
  for (const name of METHODS) {
    const method = await row(name);
    const state = states[name];
    if (state === 'enabled') {
      await expect(method.getByText('Enabled')).toBeVisible();
      await expect(method.getByRole('button', { name: `Remove ${name}` })).toBeEnabled();
    } else if (state === 'add') {
      await expect(method.queryByText('Enabled')).toBeNull();
      await expect(method.getByRole('button', { name: `Add ${name}` })).toBeEnabled();
    } else {
      await expect(method.getByText('Disabled')).toBeVisible();
      await expect(method.queryByRole('button')).toBeNull();
    }
  }
}

const codeBoxes = () => screen.getByRole('textbox', { name: 'Verification code' });

/** Types a code into the boxes once they are open. */
async function typeCode(code: string, boxes: HTMLElement | null = null) {
  const input = boxes ?? codeBoxes();
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  await userEvent.keyboard(code);
}

/** The last SMS code in the test inbox (read also while a dialog hides the page from assistive technology). */
async function lastSms() {
  const inbox = await screen.findByRole('region', { name: 'Test inbox', hidden: true });
  const codes = within(inbox).getAllByRole('listitem', { hidden: true });
  return (codes.at(-1) as HTMLElement).querySelector('code')?.textContent ?? '';
}

const rightTotp = () => totpCode(FAKE_TOTP_SECRET, FIXED_NOW);

/** Enters a number and sends the SMS set-up code. */
async function sendSmsCode() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add SMS' }));
  await expect(await screen.findByRole('heading', { name: 'Set up SMS verification' })).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '4155552671');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await expect(await screen.findByRole('heading', { name: 'Enter enrollment code' })).toBeVisible();
}

const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/* ── The chooser ── */

/** Nothing enrolled: the three methods in the spec's order, each to add. */
export const NothingEnrolled: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
    await expect(screen.getByText('How would you like to verify your identity?')).toBeVisible();
    await expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'add' });
  },
};

/** The authenticator app enrolled: Enabled with its remove button; adding another needs verification first. */
export const AuthenticatorAppEnrolled: Story = {
  args: { options: { enrolled: ['totp'] } },
  play: async () => {
    await expect(
      await screen.findByText('To add or delete verification methods, verification is required.'),
    ).toBeVisible();
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** SMS enrolled. */
export const SmsEnrolled: Story = {
  args: { options: { enrolled: ['sms'] } },
  play: async () => {
    await expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** Passkey enrolled. */
export const PasskeyEnrolled: Story = {
  args: { options: { enrolled: ['passkey'], passkeys: [verifying(icloud)] } },
  play: async () => {
    await expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** Every method enrolled. */
export const AllEnrolled: Story = {
  args: { options: { enrolled: ['totp', 'sms', 'passkey'], passkeys: [verifying(icloud)] } },
  play: async () => {
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'enabled' });
  },
};

/** A user who signs in by SMS: SMS shows Disabled, with the reason, and cannot be added. */
export const SmsDisabledForSmsSignIn: Story = {
  args: { options: { smsLogin: true } },
  play: async () => {
    await expectMethods({ 'Authenticator app': 'add', SMS: 'disabled', Passkey: 'add' });
    await expect(
      (await row('SMS')).getByText('You log in with SMS, so SMS cannot also be your second step.'),
    ).toBeVisible();
  },
};

/* ── SMS ── */

/** SMS set-up: the number, the code the fake sent to it, "SMS verification is on", back to the chooser: Enabled. */
export const SetUpSms: Story = {
  play: async () => {
    await sendSmsCode();
    await expect(screen.getByText(paragraph('Enter the 6-digit code sent to +1 415 555 2671'))).toBeVisible();
    await typeCode(await lastSms());
    await expect(await screen.findByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** A wrong SMS code: the message under the boxes, which empty; the number is kept; a new code, then the right one. */
export const SmsWrongCodeThenRight: Story = {
  play: async () => {
    await sendSmsCode();
    const right = await lastSms();
    await typeCode(right === '000000' ? '111111' : '000000');
    await waitFor(() => expect(codeBoxes()).toHaveAccessibleDescription(/The code you entered is not valid/));
    await expect(codeBoxes()).toHaveValue('');
    await expect(codeBoxes()).toHaveFocus();
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await expect(await screen.findByText('A new code is on its way')).toBeVisible();
    await expect(screen.getByText(paragraph('Enter the 6-digit code sent to +1 415 555 2671'))).toBeVisible();
    const second = await lastSms();
    await expect(second).not.toBe(right);
    await typeCode(second);
    await expect(await screen.findByRole('heading', { name: 'SMS verification is on' })).toBeVisible();
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
    await userEvent.click(await screen.findByRole('button', { name: 'Add SMS' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '4155552671');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.'),
    );
    await expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-2671');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await expect(await screen.findByRole('heading', { name: 'Enter enrollment code' })).toBeVisible();
  },
};

/* ── Authenticator app ── */

/** Authenticator set-up: QR code of the otpauth URI and the setup key, then the app's current code, then Enabled. */
export const SetUpAuthenticatorApp: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Setup key' })).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(
      await screen.findByText('To continue, enter the 6-digit code generated from your authenticator app'),
    ).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await typeCode(await rightTotp());
    await expect(await screen.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith({ action: 'enrolled', method: 'totp' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** A wrong authenticator code: under the boxes; back to the QR code and on again, then the right code. */
export const AuthenticatorWrongCode: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const right = await rightTotp();
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
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await typeCode(await rightTotp());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      ),
    );
    await expect(codeBoxes()).toBeEnabled();
    await expect(codeBoxes()).not.toHaveAccessibleDescription(/not valid/);
  },
};

/* ── Passkey ── */

/** Passkey set-up: "Your passkeys" lists 2 then "View all"; "Add new passkey" links one and enrols it: updated. */
export const SetUpPasskey: Story = {
  args: { options: { passkeys: [icloud, yubikey, pixel] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Passkey' }));
    await expect(await screen.findByRole('heading', { name: 'Set up passkey verification' })).toBeVisible();
    const list = within(screen.getByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText(/^Last used: Jan 1, 2026, 8:30\sAM$/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'View all' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add new passkey' }));
    await expect(await screen.findByRole('heading', { name: 'Passkeys updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** The user's passkeys for verification, without making a new one. */
export const UseExistingPasskeys: Story = {
  args: { options: { passkeys: [icloud, yubikey] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkeys for verification' }));
    await expect(await screen.findByRole('heading', { name: 'Passkeys updated' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'enabled' });
  },
};

/** The passkey prompt dismissed: the spec's message; nothing changed, "Add new passkey" again. */
export const PasskeyPromptDismissed: Story = {
  args: { options: { passkeys: [icloud], passkeyPrompt: 'dismiss' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Passkey' }));
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

/** Removing a passkey from the list: unlinked, the list is one shorter. */
export const UnlinkPasskey: Story = {
  args: { options: { passkeys: [icloud, yubikey], canUnlink: true } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey YubiKey 5 NFC' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove passkey YubiKey 5 NFC' })).toBeNull());
    const list = within(screen.getByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByText('iCloud Keychain')).toBeVisible();
  },
};

/** A host that cannot unlink passkeys: no remove buttons on the list. */
export const PasskeysWithoutUnlink: Story = {
  args: { options: { passkeys: [icloud, yubikey] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Passkey' }));
    await expect(await screen.findByRole('region', { name: 'Your passkeys' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Remove passkey/ })).toBeNull();
  },
};

/* ── Removal ── */

/** Removes one method through its confirmation; afterwards it can be added again. */
async function removeMethod(name: (typeof METHODS)[number], title: string) {
  await userEvent.click((await row(name)).getByRole('button', { name: `Remove ${name}` }));
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
    await userEvent.click((await row('Authenticator app')).getByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }));
    await expect(
      dialog.getByText('This is your only verification method: without it, nothing asks for a second step.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMethods({ 'Authenticator app': 'add', SMS: 'add', Passkey: 'add' });
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
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    // Focus lands on what replaced the remove button, not on the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add SMS' })).toHaveFocus());
  },
};

/** Removing passkey verification: the passkeys stay linked (for signing in), none verifies any more. */
export const RemovePasskey: Story = {
  args: { options: { enrolled: ['totp', 'passkey'], passkeys: [verifying(icloud), verifying(yubikey)] } },
  play: async () => {
    await removeMethod('Passkey', 'Remove passkey verification?');
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Passkey' }));
    const list = within(await screen.findByRole('region', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.queryByText('Enabled')).toBeNull();
  },
};

/* ── Port errors and pending calls ── */

/** Adding is refused by the user at the verification prompt: "Verification canceled" on the chooser. */
export const AddCanceledAtVerification: Story = {
  args: { options: { enrolled: ['sms'], failOnce: { initEnrollmentWithTotp: new Error('MFA canceled') } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Verification canceled'));
    await expectMethods({ 'Authenticator app': 'add', SMS: 'enabled', Passkey: 'add' });
  },
};

/** Removing is canceled at the verification prompt: the dialog says so and offers "Try again", which removes. */
export const RemoveCanceledThenRetry: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], failOnce: { unenrollWithSms: new Error('MFA canceled') } } },
  play: async () => {
    await userEvent.click((await row('SMS')).getByRole('button', { name: 'Remove SMS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove SMS verification?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Verification canceled'));
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** A removal that fails for another reason: "Something went wrong." and the method stays. */
export const RemoveFails: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp'], failOnce: { unenrollWithTotp: new Error('network down') } } },
  play: async () => {
    await userEvent.click((await row('Authenticator app')).getByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Something went wrong.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
    // Focus returns to the remove button that opened the confirmation.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Authenticator app' })).toHaveFocus());
  },
};

/** Adding the authenticator app while the backend waits (the verification prompt is up): busy, the rest wait. */
export const AddPending: Story = {
  args: { options: { hold: ['initEnrollmentWithTotp'] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    const busy = await screen.findByRole('button', { name: 'Adding Authenticator app' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Add SMS' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Add Passkey' })).toBeDisabled();
  },
};

/** Pending, then the answer: the set-up opens once the backend answers. */
export const AddPendingThenAnswered: Story = {
  args: { options: { hold: ['initEnrollmentWithTotp'] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await screen.findByRole('button', { name: 'Adding Authenticator app' });
    fake().release('initEnrollmentWithTotp');
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
  },
};

/** A removal under way: the dialog is busy and cannot be dismissed. */
export const RemovePending: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], hold: ['unenrollWithSms'] } },
  play: async () => {
    await userEvent.click((await row('SMS')).getByRole('button', { name: 'Remove SMS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove SMS verification?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
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
    await sendSmsCode();
    await typeCode(await lastSms());
    await expect(await screen.findByText('Checking the code')).toBeVisible();
    await expect(codeBoxes()).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Use a different number' })).toBeDisabled();
  },
};

/* ── Verification, composed ── */

/** Remove → verify (the app's prompt, our verification journey in a dialog, a real TOTP code) → removed. */
export const VerifyThenRemove: Story = {
  parameters: { keepFocus: true },
  args: { options: { enrolled: ['totp', 'sms'], smsPhone: '+14155552671', verification: true }, withPrompt: true },
  play: async () => {
    await userEvent.click((await row('SMS')).getByRole('button', { name: 'Remove SMS' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove SMS verification?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const prompt = within(await screen.findByRole('dialog', { name: 'Verify your identity' }));
    await userEvent.click(await prompt.findByRole('button', { name: 'Authenticator app' }));
    const boxes = await prompt.findByRole('textbox', { name: 'Verification code' });
    // The prompt is not dismissed by Escape (the SDK would wait on, 300 s): Cancel is the way out.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeVisible();
    await expect(prompt.queryByRole('button', { name: 'Close' })).toBeNull();
    await typeCode(await rightTotp(), boxes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'add', Passkey: 'add' });
  },
};

/** Add → verify by SMS (the code from the test inbox) → the set-up goes on: the authenticator app is added. */
export const VerifyBySmsThenAdd: Story = {
  args: { options: { enrolled: ['sms'], smsPhone: '+14155552671', verification: true }, withPrompt: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Verify your identity' }));
    await expect(await prompt.findByText('Enter the code sent to your mobile device')).toBeVisible();
    const boxes = prompt.getByRole('textbox', { name: 'Verification code' });
    await typeCode('000001' === (await lastSms()) ? '000002' : '000001', boxes);
    await waitFor(() => expect(prompt.getByText('The code you entered is not valid')).toBeVisible());
    await typeCode(await lastSms(), boxes);
    await expect(await screen.findByRole('heading', { name: 'Scan QR code' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode(await rightTotp());
    await expect(await screen.findByRole('heading', { name: 'Authenticator app is on' })).toBeVisible();
  },
};

/** Cancel at the verification prompt: the removal says "Verification canceled"; nothing was removed. */
export const VerifyCanceled: Story = {
  args: { options: { enrolled: ['totp'], verification: true }, withPrompt: true },
  play: async () => {
    await userEvent.click((await row('Authenticator app')).getByRole('button', { name: 'Remove Authenticator app' }));
    const removal = within(await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }));
    await userEvent.click(removal.getByRole('button', { name: 'Remove' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Verify your identity' }));
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
    await userEvent.click((await row('SMS')).getByRole('button', { name: 'Remove SMS' }));
    const removal = within(await screen.findByRole('dialog', { name: 'Remove SMS verification?' }));
    await userEvent.click(removal.getByRole('button', { name: 'Remove' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Verify your identity' }));
    await userEvent.click(await prompt.findByRole('button', { name: 'Authenticator app' }));
    const boxes = await prompt.findByRole('textbox', { name: 'Verification code' });
    const right = await rightTotp();
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
    time.advance(9_999);
    await expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeVisible();
    time.advance(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull());
    await waitFor(() => expect(removal.getByRole('alert')).toHaveTextContent(maxAttempts));
    await userEvent.click(removal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'add' });
  },
};

/* ── Themes and sizes ── */

/** The dark theme, every method enrolled. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { options: { enrolled: ['totp', 'sms', 'passkey'], passkeys: [verifying(icloud)] } },
  play: async () => {
    await expectMethods({ 'Authenticator app': 'enabled', SMS: 'enabled', Passkey: 'enabled' });
  },
};

/** At a phone's width: the authenticator app's QR code and setup key. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Authenticator app' }));
    await expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
