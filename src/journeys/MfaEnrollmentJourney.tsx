import type { CountryCode } from 'libphonenumber-js/min';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { type ErrorContext, type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import type { Clock } from '../flows/clock';
import type { MfaMethod } from '../model/mfa';
import type { MfaEnrollmentPort } from '../ports/mfa';
import { MfaEnrollmentScreen } from '../screens/mfa/MfaEnrollmentScreen';
import { type MfaPasskey, MfaPasskeySetupScreen } from '../screens/mfa/MfaPasskeySetupScreen';
import { MfaRemoveDialog, type MfaRemoveStatus } from '../screens/mfa/MfaRemoveDialog';
import { MfaSmsSetupScreen, type MfaSmsSetupStep } from '../screens/mfa/MfaSmsSetupScreen';
import { MfaTotpSetupScreen, type MfaTotpSetupStep, type TotpEnrollment } from '../screens/mfa/MfaTotpSetupScreen';

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

export function planPasskeyRemoval(passkeys: readonly MfaPasskey[], credentialId: string): MfaPasskeyRemoval {
  const target = passkeys.find((passkey) => passkey.credentialId === credentialId);
  if (!target?.enrolledInMfa) return { call: 'unlink', credentialId };
  const rest = passkeys
    .filter((passkey) => passkey.enrolledInMfa && passkey.credentialId !== credentialId)
    .map((passkey) => passkey.credentialId);
  return rest.length > 0 ? { call: 'submit', credentialIds: rest } : { call: 'unenroll' };
}

export interface MfaEnrollmentJourneyProps {
  /** The SDK's `useMfaEnrollment()` with the user's methods and passkeys, or a fake. */
  port: MfaEnrollmentPort;
  /** The country the phone field starts in. */
  defaultCountry?: CountryCode | undefined;
  /** The zone passkey dates are shown in (the browser's by default). */
  timeZone?: string | undefined;
  /** Back from the chooser (to the page that opened it). */
  onBack?: (() => void) | undefined;
  /** Called when a method has been added or removed (the journey then shows the updated list itself). */
  onDone?: ((change: MfaEnrollmentChange) => void) | undefined;
  /** Injected clock for lock-out countdowns (stories, so a picture does not depend on the second it is taken). */
  now?: Clock['now'] | undefined;
}

/** What `MfaEnrollmentJourney`'s `onDone` reports: which method was enrolled or removed. */
export interface MfaEnrollmentChange {
  action: 'enrolled' | 'removed';
  method: MfaMethod;
}

/**
 * Where focus goes when a removal confirmation closes: the remove button that opened it while it is still there
 * (Cancel), else the add button that replaced it in the same list (removed), else the dialog's default.
 */
function useRemovalFocus() {
  const opener = useRef<{ button: HTMLElement; list: HTMLElement | null; method: MfaMethod } | null>(null);
  const remember = (method: MfaMethod) => {
    const button = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opener.current = button ? { button, list: button.closest('ul'), method } : null;
  };
  const target = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const from = opener.current;
        if (!from) return null;
        if (from.button.isConnected) return from.button;
        return from.list?.querySelector<HTMLElement>(`[data-method="${from.method}"] button:not(:disabled)`) ?? null;
      },
    }),
    [],
  );
  return { remember, target };
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

/** How long a newly linked passkey may take to appear among the user's passkeys. */
const NEW_PASSKEY_WAIT_MS = 10_000;

/**
 * Waits until the user's passkeys hold one not among `known` (after `linkPasskey`, the host's user updates on
 * its next render), and answers the new ones.
 */
function usePasskeyArrival(passkeys: readonly MfaPasskey[]) {
  const waiting = useRef<(() => void)[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list wakes the waiters
  useEffect(() => {
    for (const wake of waiting.current.splice(0)) wake();
  }, [passkeys]);
  return useCallback(
    (known: ReadonlySet<string>, latest: () => readonly MfaPasskey[]) =>
      new Promise<MfaPasskey[]>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          reject(new Error('The new passkey did not appear among the user’s passkeys'));
        }, NEW_PASSKEY_WAIT_MS);
        const check = () => {
          if (settled) return;
          const fresh = latest().filter((passkey) => !known.has(passkey.credentialId));
          if (fresh.length === 0) {
            waiting.current.push(check);
            return;
          }
          settled = true;
          clearTimeout(timer);
          resolve(fresh);
        };
        check();
      }),
    [],
  );
}

/**
 * The multi-factor enrolment journey, written once: the chooser ("Choose a verification method": each method
 * Enabled with a remove button, or an add button; SMS Disabled for users who sign in by SMS), SMS set-up (number,
 * code, done), authenticator-app set-up (QR code of the `otpauth://` URI and the setup key, code, done), passkey
 * set-up ("Add new passkey", "Your passkeys", "Passkeys updated"), and a removal confirmation per method, driven by
 * an `MfaEnrollmentPort`. Verification is not its job: once a method is enrolled, the port's calls stay pending while
 * the host shows `MfaVerificationJourney`, so every step shows its call as under way however long it takes, and a
 * rejection ("Verification canceled", a lock-out, a wrong code) is shown where the person is, nothing they typed
 * lost. An answer that arrives after they left the screen is dropped.
 */
export function MfaEnrollmentJourney({
  port,
  defaultCountry,
  timeZone,
  onBack,
  onDone,
  now,
}: MfaEnrollmentJourneyProps) {
  const [state, dispatch] = useReducer(reduceMfaEnrollment, initialMfaEnrollment);
  const portRef = useRef(port);
  portRef.current = port;
  const passkeyArrival = usePasskeyArrival(port.passkeys);
  const removalFocus = useRemovalFocus();
  /** Bumped on leaving a set-up: answers to calls made before are dropped. */
  const visit = useRef(0);

  /** Runs a call of the current screen; its answer or its failure (as the catalogue's message) is dispatched. */
  const run = <T,>(
    call: (port: MfaEnrollmentPort) => Promise<T>,
    done: (value: T) => void,
    context: ErrorContext | ((cause: unknown) => ErrorEntry),
  ) => {
    const mine = visit.current;
    Promise.resolve()
      .then(() => call(portRef.current))
      .then(
        (value) => {
          if (visit.current === mine) done(value);
        },
        (cause: unknown) => {
          if (visit.current !== mine) return;
          const error = typeof context === 'function' ? context(cause) : messageFor(cause, context);
          dispatch({ type: 'failed', error });
        },
      );
  };
  const leave = () => {
    visit.current += 1;
    dispatch({ type: 'back' });
  };

  const { view, removal } = state;
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const done = (action: MfaEnrollmentChange['action'], method: MfaMethod) => onDoneRef.current?.({ action, method });

  const add = (method: MfaMethod) => {
    dispatch({ type: 'add', method });
    if (method === 'totp') {
      run(
        (p) => p.initEnrollmentWithTotp(),
        (enrollment) => dispatch({ type: 'totp-started', enrollment }),
        'mfa',
      );
    }
  };

  const sendSms = (phoneNumber: string) => {
    dispatch({ type: 'sms-send', phoneNumber });
    run(
      (p) => p.initEnrollmentWithSms({ phoneNumber }),
      () => dispatch({ type: 'sms-sent' }),
      'mfa',
    );
  };

  const submitSms = (phoneNumber: string, mfaCode: string) => {
    dispatch({ type: 'code-submit' });
    run(
      (p) => p.submitEnrollmentWithSms({ phoneNumber, mfaCode }),
      () => {
        dispatch({ type: 'enrolled' });
        done('enrolled', 'sms');
      },
      enrolmentCodeError,
    );
  };

  const submitTotp = (mfaCode: string) => {
    dispatch({ type: 'code-submit' });
    run(
      (p) => p.submitEnrollmentWithTotp({ mfaCode }),
      () => {
        dispatch({ type: 'enrolled' });
        done('enrolled', 'totp');
      },
      enrolmentCodeError,
    );
  };

  /** Enrols these passkeys for verification, keeping the others linked for sign-in. */
  const enrollPasskeys = async (p: MfaEnrollmentPort, credentialIds: string[]) => {
    await p.initEnrollmentWithPasskey();
    await p.submitEnrollmentWithPasskey({ credentialIds }, { removeForLogin: false });
  };

  const addPasskey = () => {
    const known = new Set(port.passkeys.map((passkey) => passkey.credentialId));
    dispatch({ type: 'passkey-busy', busy: 'adding' });
    run(
      async (p) => {
        await p.linkPasskey();
        const fresh = await passkeyArrival(known, () => portRef.current.passkeys);
        const current = portRef.current;
        const verifying = current.passkeys.filter((passkey) => passkey.enrolledInMfa);
        const ids = [...new Set([...verifying, ...fresh].map((passkey) => passkey.credentialId))];
        await enrollPasskeys(current, ids);
      },
      () => {
        dispatch({ type: 'passkeys-updated' });
        done('enrolled', 'passkey');
      },
      'passkey',
    );
  };

  const enrollExisting = (credentialIds: string[]) => {
    dispatch({ type: 'passkey-busy', busy: 'enrolling' });
    run(
      (p) => enrollPasskeys(p, credentialIds),
      () => {
        dispatch({ type: 'passkeys-updated' });
        done('enrolled', 'passkey');
      },
      'passkey',
    );
  };

  const removePasskey = (credentialId: string) => {
    const plan = planPasskeyRemoval(port.passkeys, credentialId);
    dispatch({ type: 'passkey-busy', busy: { removing: credentialId } });
    run(
      async (p) => {
        if (plan.call === 'unlink') {
          if (!p.unlinkPasskey) throw new Error('This app cannot unlink passkeys.');
          await p.unlinkPasskey(plan.credentialId);
        } else if (plan.call === 'submit') {
          await p.initEnrollmentWithPasskey();
          await p.submitEnrollmentWithPasskey({ credentialIds: plan.credentialIds }, { removeForLogin: true });
        } else {
          await p.unenrollWithPasskey({ removeForLogin: true });
        }
      },
      () => {
        dispatch({ type: 'passkey-removed' });
        done('removed', 'passkey');
      },
      'passkey',
    );
  };

  const confirmRemoval = () => {
    if (!removal) return;
    const { method } = removal;
    dispatch({ type: 'removing' });
    const p = portRef.current;
    Promise.resolve()
      .then(() => {
        if (method === 'sms') return p.unenrollWithSms();
        if (method === 'totp') return p.unenrollWithTotp();
        // Passkeys stop verifying but stay linked for signing in.
        return p.unenrollWithPasskey({ removeForLogin: false });
      })
      .then(
        () => {
          dispatch({ type: 'removed' });
          done('removed', method);
        },
        (cause: unknown) =>
          dispatch({ type: 'remove-failed', error: messageFor(cause, method === 'passkey' ? 'passkey' : 'mfa') }),
      );
  };

  let screen: ReactNode;
  switch (view.screen) {
    case 'chooser':
      screen = (
        <MfaEnrollmentScreen
          enrolled={port.enrolled}
          available={port.available}
          smsLogin={port.smsLogin}
          pending={view.pending}
          error={view.error}
          onAdd={add}
          onRemove={(method) => {
            removalFocus.remember(method);
            dispatch({ type: 'remove', method });
          }}
          onBack={onBack}
        />
      );
      break;
    case 'sms':
      screen = (
        <MfaSmsSetupScreen
          step={view.step}
          phoneNumber={view.phoneNumber || undefined}
          defaultCountry={defaultCountry}
          sending={view.busy === 'sending'}
          submitting={view.busy === 'submitting'}
          resent={view.resent}
          error={view.error}
          now={now}
          onSendCode={sendSms}
          onSubmitCode={(code) => submitSms(view.phoneNumber, code)}
          onResend={() => sendSms(view.phoneNumber)}
          onChangeNumber={() => dispatch({ type: 'sms-change-number' })}
          onDone={leave}
          onBack={leave}
        />
      );
      break;
    case 'totp':
      screen = (
        <MfaTotpSetupScreen
          step={view.step}
          enrollment={view.enrollment}
          submitting={view.submitting}
          error={view.error}
          now={now}
          onContinue={() => dispatch({ type: 'totp-step', step: 'code' })}
          onScanAgain={() => dispatch({ type: 'totp-step', step: 'scan' })}
          onSubmitCode={submitTotp}
          onDone={leave}
          onBack={leave}
        />
      );
      break;
    case 'passkey':
      screen = (
        <MfaPasskeySetupScreen
          passkeys={port.passkeys}
          adding={view.busy === 'adding'}
          enrolling={view.busy === 'enrolling'}
          removing={typeof view.busy === 'object' && view.busy !== null ? view.busy.removing : null}
          updated={view.updated}
          error={view.error}
          onAdd={addPasskey}
          onEnrollExisting={enrollExisting}
          onRemove={port.unlinkPasskey || port.passkeys.some((p) => p.enrolledInMfa) ? removePasskey : undefined}
          onDone={leave}
          onBack={leave}
          timeZone={timeZone}
        />
      );
      break;
  }

  return (
    <>
      {screen}
      {removal ? (
        <MfaRemoveDialog
          open
          method={removal.method}
          status={removal.status}
          lastMethod={port.enrolled.length === 1 && port.enrolled[0] === removal.method}
          error={removal.error}
          returnFocusTo={removalFocus.target}
          onConfirm={confirmRemoval}
          onOpenChange={(open) => {
            if (!open) dispatch({ type: 'remove-dismissed' });
          }}
        />
      ) : null}
    </>
  );
}
