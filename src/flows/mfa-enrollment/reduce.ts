import { type ErrorEntry, errorEntry, messageFor } from '../../copy/errors';
import type { PasskeyAccount } from '../../model/accounts';
import type { MfaMethod } from '../../model/mfa';

/**
 * Multi-factor enrolment (a Security page's methods): the chooser, the SMS, authenticator-app and passkey
 * set-ups, and a removal confirmation per method. `reduceMfaEnrollment` is pure; `createMfaEnrollmentController`
 * (in React, `useMfaEnrollment`) runs the calls of an `MfaEnrollmentPort` and dispatches their answers.
 */

/** Where the SMS set-up stands: the number is entered, then the code sent to it, then it is done. */
export type MfaSmsSetupStep = 'phone' | 'code' | 'done';

/** Where the authenticator-app set-up stands: scan the code (or type the key), then enter a code, then done. */
export type MfaTotpSetupStep = 'scan' | 'code' | 'done';

/** What `initEnrollmentWithTotp` answers: the shared secret (base32) and the `otpauth://` URI that carries it. */
export interface TotpEnrollment {
  secret: string;
  authUrl: string;
}

/** Where a removal stands: waiting for the user's word, under way, or failed. */
export type MfaRemoveStatus = 'confirm' | 'removing' | 'error';

/** What the passkey set-up is doing: linking a new passkey, enrolling the user's passkeys, removing one. */
export type MfaPasskeyBusy = null | 'adding' | 'enrolling' | { removing: string };

/** The screen the journey shows, with what it is waiting for and why the last call failed. */
export type MfaEnrollmentView =
  | { screen: 'chooser'; pending: MfaMethod | null; error: ErrorEntry | null }
  | {
      screen: 'sms';
      step: MfaSmsSetupStep;
      /** The number the code goes to (E.164); kept on every error and when going back to change it. */
      phoneNumber: string;
      busy: 'sending' | 'submitting' | null;
      resent: boolean;
      error: ErrorEntry | null;
    }
  | {
      screen: 'totp';
      step: MfaTotpSetupStep;
      enrollment: TotpEnrollment;
      submitting: boolean;
      error: ErrorEntry | null;
    }
  | { screen: 'passkey'; busy: MfaPasskeyBusy; updated: boolean; error: ErrorEntry | null };

/** A removal confirmation over the chooser. */
export interface MfaRemoval {
  method: MfaMethod;
  status: MfaRemoveStatus;
  error: ErrorEntry | null;
}

export interface MfaEnrollmentState {
  view: MfaEnrollmentView;
  removal: MfaRemoval | null;
}

export type MfaEnrollmentEvent =
  /** "Add" on the chooser: SMS and passkey open their set-up; the authenticator app first asks for a secret. */
  | { type: 'add'; method: MfaMethod }
  | { type: 'totp-started'; enrollment: TotpEnrollment }
  | { type: 'totp-step'; step: 'scan' | 'code' }
  | { type: 'sms-send'; phoneNumber: string }
  | { type: 'sms-sent' }
  | { type: 'sms-change-number' }
  | { type: 'code-submit' }
  /** The SMS or authenticator code was right: the method is enrolled. */
  | { type: 'enrolled' }
  | { type: 'passkey-busy'; busy: Exclude<MfaPasskeyBusy, null> }
  | { type: 'passkeys-updated' }
  | { type: 'passkey-removed' }
  /** The current screen's call failed. */
  | { type: 'failed'; error: ErrorEntry }
  /** Back to the chooser (Back, Done). */
  | { type: 'back' }
  | { type: 'remove'; method: MfaMethod }
  | { type: 'removing' }
  | { type: 'removed' }
  | { type: 'remove-failed'; error: ErrorEntry }
  | { type: 'remove-dismissed' };

export const initialMfaEnrollment: MfaEnrollmentState = {
  view: { screen: 'chooser', pending: null, error: null },
  removal: null,
};

/** The enrolment journey's state changes, pure: an event that does not fit the current screen changes nothing. */
export function reduceMfaEnrollment(state: MfaEnrollmentState, event: MfaEnrollmentEvent): MfaEnrollmentState {
  const { view, removal } = state;
  const withView = (next: MfaEnrollmentView): MfaEnrollmentState => ({ ...state, view: next });
  switch (event.type) {
    case 'add':
      if (view.screen !== 'chooser' || view.pending !== null || removal) return state;
      if (event.method === 'sms') {
        return withView({ screen: 'sms', step: 'phone', phoneNumber: '', busy: null, resent: false, error: null });
      }
      if (event.method === 'passkey') return withView({ screen: 'passkey', busy: null, updated: false, error: null });
      return withView({ screen: 'chooser', pending: 'totp', error: null });
    case 'totp-started':
      if (view.screen !== 'chooser' || view.pending !== 'totp') return state;
      return withView({ screen: 'totp', step: 'scan', enrollment: event.enrollment, submitting: false, error: null });
    case 'totp-step':
      if (view.screen !== 'totp' || view.submitting || view.step === 'done') return state;
      return withView({ ...view, step: event.step, error: null });
    case 'sms-send':
      if (view.screen !== 'sms' || view.busy !== null || view.step === 'done') return state;
      return withView({ ...view, phoneNumber: event.phoneNumber, busy: 'sending', resent: false, error: null });
    case 'sms-sent':
      if (view.screen !== 'sms' || view.busy !== 'sending') return state;
      return withView({ ...view, busy: null, resent: view.step === 'code', step: 'code' });
    case 'sms-change-number':
      if (view.screen !== 'sms' || view.step !== 'code' || view.busy !== null) return state;
      return withView({ ...view, step: 'phone', resent: false, error: null });
    case 'code-submit':
      if (view.screen === 'sms' && view.step === 'code' && view.busy === null) {
        return withView({ ...view, busy: 'submitting', resent: false, error: null });
      }
      if (view.screen === 'totp' && view.step === 'code' && !view.submitting) {
        return withView({ ...view, submitting: true, error: null });
      }
      return state;
    case 'enrolled':
      if (view.screen === 'sms' && view.busy === 'submitting') return withView({ ...view, busy: null, step: 'done' });
      if (view.screen === 'totp' && view.submitting) return withView({ ...view, submitting: false, step: 'done' });
      return state;
    case 'passkey-busy':
      if (view.screen !== 'passkey' || view.busy !== null || view.updated) return state;
      return withView({ ...view, busy: event.busy, error: null });
    case 'passkeys-updated':
      if (view.screen !== 'passkey' || view.busy === null) return state;
      return withView({ ...view, busy: null, updated: true });
    case 'passkey-removed':
      if (view.screen !== 'passkey' || view.busy === null) return state;
      return withView({ ...view, busy: null });
    case 'failed':
      switch (view.screen) {
        case 'chooser':
          return withView({ ...view, pending: null, error: event.error });
        case 'sms':
          return withView({ ...view, busy: null, error: event.error });
        case 'totp':
          return withView({ ...view, submitting: false, error: event.error });
        case 'passkey':
          return withView({ ...view, busy: null, error: event.error });
      }
      return state;
    case 'back':
      return initialMfaEnrollment;
    case 'remove':
      if (view.screen !== 'chooser' || view.pending !== null || removal) return state;
      return { view: { ...view, error: null }, removal: { method: event.method, status: 'confirm', error: null } };
    case 'removing':
      if (!removal || removal.status === 'removing') return state;
      return { ...state, removal: { ...removal, status: 'removing', error: null } };
    case 'removed':
      return removal?.status === 'removing' ? { ...state, removal: null } : state;
    case 'remove-failed':
      if (removal?.status !== 'removing') return state;
      return { ...state, removal: { ...removal, status: 'error', error: event.error } };
    case 'remove-dismissed':
      return removal && removal.status !== 'removing' ? { ...state, removal: null } : state;
  }
}

/**
 * How removing one passkey from the passkey set-up goes: a passkey that verifies is taken out of verification
 * and unlinked in one call (the SDK's `removeForLogin`): `submitEnrollmentWithPasskey` with the other verifying
 * passkeys, or `unenrollWithPasskey` when it is the last one; a passkey that does not verify is only unlinked
 * (a passkey enrolled in MFA cannot be unlinked directly, spec 6).
 */
export type MfaPasskeyRemoval =
  | { call: 'submit'; credentialIds: string[] }
  | { call: 'unenroll' }
  | { call: 'unlink'; credentialId: string };

export function planPasskeyRemoval(
  passkeys: readonly Pick<PasskeyAccount, 'credentialId' | 'enrolledInMfa'>[],
  credentialId: string,
): MfaPasskeyRemoval {
  const target = passkeys.find((passkey) => passkey.credentialId === credentialId);
  if (!target?.enrolledInMfa) return { call: 'unlink', credentialId };
  const rest = passkeys
    .filter((passkey) => passkey.enrolledInMfa && passkey.credentialId !== credentialId)
    .map((passkey) => passkey.credentialId);
  return rest.length > 0 ? { call: 'submit', credentialIds: rest } : { call: 'unenroll' };
}

/**
 * A rejected enrolment code. The SDK's wallet frame answers a wrong one with one of its few error types
 * (`invalid_request_arguments`, or `twilio_verification_failed` for an SMS code), which mean "wrong code" only
 * here, where a code is what was sent: said under the boxes. Anything else through the catalogue.
 */
export function enrolmentCodeError(cause: unknown): ErrorEntry {
  const type = typeof cause === 'object' && cause !== null ? (cause as { type?: unknown }).type : undefined;
  if (type === 'invalid_request_arguments' || type === 'twilio_verification_failed') {
    return errorEntry('mfa.invalidCode');
  }
  return messageFor(cause, 'mfa');
}
