import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useCopy } from '../../../src/copy/CopyProvider';
import { type MfaEnrollmentChange, MfaEnrollmentJourney } from '../../../src/journeys/MfaEnrollmentJourney';
import { MfaVerificationJourney } from '../../../src/journeys/MfaVerificationJourney';
import { Modal } from '../../../src/primitives/Modal';
import { ScreenCard } from '../../../src/primitives/ScreenCard';
import type { MfaPasskey } from '../../../src/screens/mfa/MfaPasskeySetupScreen';
import { manualClock } from '../../../tests/support/manual-clock';
import { type FakeMfa, type FakeMfaOptions, useFakeMfa } from '../../fixtures/fake-mfa';
import { FAKE_TOTP_SECRET, totpCode } from '../../fixtures/fake-mfa-totp';
import { TestInbox } from '../../fixtures/TestInbox';
import { FIXED_NOW, fixedClock } from '../../screens/frame';

/**
 * The Security page's multi-factor part, the component the app renders, against an in-memory backend that really
 * checks: authenticator codes by RFC 6238 (the play functions compute them as an authenticator app would), SMS codes
 * against the ones it sent (shown in the story's test inbox, under the card), passkeys through a simulated prompt.
 * "Verify, then add or remove" composes the verification journey in a dialog, as the app's MFA prompt does: a
 * dialog that Escape and a click outside do not dismiss (Cancel is the way out), a single round (the SDK's request
 * is asked once), closed when the journey ends verified or failed, or by Close after "Verification canceled".
 * Shared by the catalogue (MfaEnrollmentJourney.stories.tsx) and the behaviour stories
 * (MfaEnrollmentJourney.behaviour.stories.tsx).
 */

/** The verification journey's timers (its 300 s wait, its lock-outs): a clock the play function moves. */
export const time = manualClock(FIXED_NOW);

/** The fake of the story on screen, for play functions that release a held call. */
let current: FakeMfa | null = null;
export const fake = () => {
  if (!current) throw new Error('No fake MFA backend on screen');
  return current;
};

export function EnrollmentStory({
  options,
  withPrompt = false,
  asSettings = false,
  onDone,
}: {
  options?: FakeMfaOptions;
  withPrompt?: boolean;
  /** As the app's Security page: "Two-step verification". */
  asSettings?: boolean;
  onDone?: (change: MfaEnrollmentChange) => void;
}) {
  const { t } = useCopy();
  const { port, prompt, inbox, fake: backend } = useFakeMfa({ now: fixedClock, ...options });
  current = backend;
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[28rem] sg:gap-3">
      <ScreenCard>
        <MfaEnrollmentJourney port={port} timeZone="UTC" onDone={onDone} now={fixedClock} asSettings={asSettings} />
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

/** What both files' meta share: the component, a fresh `onDone` spy, the clock reset before each story, the docs. */
export const enrollmentMeta = () => ({
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
});

/** Passkeys with fixed dates, shown in UTC. */
export const icloud: MfaPasskey = {
  credentialId: 'cred-icloud',
  authenticatorName: 'iCloud Keychain',
  createdWithBrowser: 'Safari',
  createdWithOs: 'macOS',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-11-02T09:15:00Z'),
  latestVerifiedAt: new Date('2026-01-01T08:30:00Z'),
};
export const yubikey: MfaPasskey = {
  credentialId: 'cred-yubikey',
  authenticatorName: 'YubiKey 5 NFC',
  createdWithBrowser: 'Firefox',
  createdWithOs: 'Windows',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-10-10T10:00:00Z'),
  latestVerifiedAt: new Date('2025-12-20T17:45:00Z'),
};
export const pixel: MfaPasskey = {
  credentialId: 'cred-pixel',
  createdWithDevice: 'Pixel 9',
  createdWithBrowser: 'Chrome',
  createdWithOs: 'Android',
  enrolledInMfa: false,
  firstVerifiedAt: new Date('2025-12-28T12:00:00Z'),
  latestVerifiedAt: null,
};
export const verifying = (passkey: MfaPasskey): MfaPasskey => ({ ...passkey, enrolledInMfa: true });

/* ── Page helpers for the play functions ── */

const METHODS = ['Authenticator app', 'SMS', 'Passkey'] as const;
type Method = (typeof METHODS)[number];

/** The row of one method in the list "Verification methods". */
export async function row(name: Method) {
  const list = await screen.findByRole('list', { name: 'Verification methods' });
  const rows = within(list)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText(name, { exact: true }) !== null);
  expect(rows).toHaveLength(1);
  return within(rows[0] as HTMLElement);
}

/** Each method's state on the chooser: Enabled (with a remove button), Add, or Disabled. */
export async function expectMethods(states: Record<Method, 'enabled' | 'add' | 'disabled'>) {
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

/** Clicks "Add <method>" on the chooser once it is there. */
export const add = async (name: Method) => userEvent.click(await screen.findByRole('button', { name: `Add ${name}` }));

/** Opens a method's removal confirmation (titled `title`) and clicks its Remove; returns the dialog. */
export async function confirmRemoval(name: Method, title: string) {
  await userEvent.click((await row(name)).getByRole('button', { name: `Remove ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
  return dialog;
}

/** The app's verification prompt, once it is open. */
export const verificationPrompt = async () =>
  within(await screen.findByRole('dialog', { name: 'Verify your identity' }));

/** The last SMS code in the test inbox (read also while a dialog hides the page from assistive technology). */
export async function lastSms() {
  const inbox = await screen.findByRole('region', { name: 'Test inbox', hidden: true });
  const codes = within(inbox).getAllByRole('listitem', { hidden: true });
  return (codes.at(-1) as HTMLElement).querySelector('code')?.textContent ?? '';
}

export const rightTotp = () => totpCode(FAKE_TOTP_SECRET, FIXED_NOW);

/** Enters a number and sends the SMS set-up code. */
export async function sendSmsCode() {
  await add('SMS');
  await expect(await screen.findByRole('heading', { name: 'Set up SMS verification' })).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '4155552671');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeVisible();
}

/** Opens the authenticator app's set-up and goes past its QR code to the code boxes. */
export async function startAuthenticatorApp() {
  await add('Authenticator app');
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

export const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
