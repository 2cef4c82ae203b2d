import { useEffect } from 'react';
import { type ErrorContext, type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { PasskeyAccount } from '../model/accounts';
import type { MfaMethod } from '../model/mfa';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

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

/** What `MfaEnrollmentJourney`'s `onDone` reports: which method was enrolled or removed. */
export interface MfaEnrollmentChange {
  action: 'enrolled' | 'removed';
  method: MfaMethod;
}

type Passkeys = readonly Pick<PasskeyAccount, 'credentialId' | 'enrolledInMfa'>[];
type RemoveForLogin = { removeForLogin?: boolean | undefined };

/** What the enrolment calls: the SDK's `useMfaEnrollment()` in its names (an `MfaEnrollmentPort`), and the passkeys. */
export interface MfaEnrollmentCalls {
  passkeys: Passkeys;
  initEnrollmentWithSms: (meta: { phoneNumber: string }) => Promise<unknown>;
  submitEnrollmentWithSms: (meta: { phoneNumber: string; mfaCode: string }) => Promise<unknown>;
  initEnrollmentWithTotp: () => Promise<TotpEnrollment>;
  submitEnrollmentWithTotp: (meta: { mfaCode: string }) => Promise<unknown>;
  initEnrollmentWithPasskey: () => Promise<unknown>;
  submitEnrollmentWithPasskey: (input: { credentialIds: string[] }, options?: RemoveForLogin) => Promise<unknown>;
  unenrollWithSms: () => Promise<unknown>;
  unenrollWithTotp: () => Promise<unknown>;
  unenrollWithPasskey: (options?: RemoveForLogin) => Promise<unknown>;
  linkPasskey: () => Promise<unknown>;
  unlinkPasskey?: ((credentialId: string) => Promise<unknown>) | undefined;
}

/** How long a newly linked passkey may take to appear among the user's passkeys. */
const NEW_PASSKEY_WAIT_MS = 10_000;

export interface MfaEnrollmentOptions {
  /** The host's calls as they are now (its latest port). */
  calls: () => MfaEnrollmentCalls;
  onChange: (state: MfaEnrollmentState) => void;
  /** A method was added or removed. */
  onDone?: ((change: MfaEnrollmentChange) => void) | undefined;
  clock?: Clock | undefined;
}

export interface MfaEnrollmentController {
  readonly state: MfaEnrollmentState;
  add: (method: MfaMethod) => void;
  sendSms: (phoneNumber: string) => void;
  submitSms: (phoneNumber: string, mfaCode: string) => void;
  changeNumber: () => void;
  totpStep: (step: 'scan' | 'code') => void;
  submitTotp: (mfaCode: string) => void;
  /** Links a new passkey, then enrols it for verification with the passkeys that already verify. */
  addPasskey: () => void;
  /** Enrols these passkeys for verification, keeping the others linked for sign-in. */
  enrollPasskeys: (credentialIds: string[]) => void;
  removePasskey: (credentialId: string) => void;
  /** Back to the chooser (Back, Done): answers to calls made before are dropped. */
  leave: () => void;
  /** A method's remove button: the confirmation. */
  remove: (method: MfaMethod) => void;
  confirmRemoval: () => void;
  dismissRemoval: () => void;
  /** The user's passkeys changed (a newly linked one may have arrived). */
  passkeysChanged: () => void;
  /** Stops the wait for a new passkey; the state changes no more (unmount), the host still hears of a change. */
  dispose: () => void;
}

/**
 * Runs `reduceMfaEnrollment` against the host's calls. A call's answer or failure (as the catalogue's message) is
 * dispatched only while the person is still on the screen that made it; the wait for a newly linked passkey runs on
 * the clock.
 */
export function createMfaEnrollmentController({
  calls,
  onChange,
  onDone,
  clock = systemClock,
}: MfaEnrollmentOptions): MfaEnrollmentController {
  let state = initialMfaEnrollment;
  /** Bumped on leaving a set-up: answers to calls made before are dropped. */
  let visit = 0;
  let disposed = false;
  const waiting = new Set<() => void>();
  const timers = new Set<unknown>();

  const dispatch = (event: MfaEnrollmentEvent) => {
    if (disposed) return;
    const next = reduceMfaEnrollment(state, event);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  /** A method was added or removed: the host hears it even after `dispose` (its list is to be updated). */
  const done = (action: MfaEnrollmentChange['action'], method: MfaMethod) => onDone?.({ action, method });

  /** Runs a call of the current screen; its answer or its failure (as the catalogue's message) is dispatched. */
  const run = <T>(
    call: (port: MfaEnrollmentCalls) => Promise<T>,
    answered: (value: T) => void,
    context: ErrorContext | ((cause: unknown) => ErrorEntry),
  ) => {
    const mine = visit;
    Promise.resolve()
      .then(() => call(calls()))
      .then(
        (value) => {
          if (visit === mine) answered(value);
        },
        (cause: unknown) => {
          if (visit !== mine) return;
          const error = typeof context === 'function' ? context(cause) : messageFor(cause, context);
          dispatch({ type: 'failed', error });
        },
      );
  };

  /** Waits until the user's passkeys hold one not among `known`, and answers the new ones. */
  const arrival = (known: ReadonlySet<string>) =>
    new Promise<Passkeys>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        timers.delete(timer);
        waiting.delete(check);
        reject(new Error('The new passkey did not appear among the user’s passkeys'));
      }, NEW_PASSKEY_WAIT_MS);
      timers.add(timer);
      function check() {
        const fresh = calls().passkeys.filter((passkey) => !known.has(passkey.credentialId));
        if (fresh.length === 0) {
          waiting.add(check);
          return;
        }
        waiting.delete(check);
        timers.delete(timer);
        clock.clearTimeout(timer);
        resolve(fresh);
      }
      check();
    });

  const enroll = async (port: MfaEnrollmentCalls, credentialIds: string[]) => {
    await port.initEnrollmentWithPasskey();
    await port.submitEnrollmentWithPasskey({ credentialIds }, { removeForLogin: false });
  };
  const passkeysUpdated = () => {
    dispatch({ type: 'passkeys-updated' });
    done('enrolled', 'passkey');
  };

  return {
    get state() {
      return state;
    },
    add: (method) => {
      dispatch({ type: 'add', method });
      if (method !== 'totp') return;
      run(
        (port) => port.initEnrollmentWithTotp(),
        (enrollment) => dispatch({ type: 'totp-started', enrollment }),
        'mfa',
      );
    },
    sendSms: (phoneNumber) => {
      dispatch({ type: 'sms-send', phoneNumber });
      run(
        (port) => port.initEnrollmentWithSms({ phoneNumber }),
        () => dispatch({ type: 'sms-sent' }),
        'mfa',
      );
    },
    submitSms: (phoneNumber, mfaCode) => {
      dispatch({ type: 'code-submit' });
      run(
        (port) => port.submitEnrollmentWithSms({ phoneNumber, mfaCode }),
        () => {
          dispatch({ type: 'enrolled' });
          done('enrolled', 'sms');
        },
        enrolmentCodeError,
      );
    },
    changeNumber: () => dispatch({ type: 'sms-change-number' }),
    totpStep: (step) => dispatch({ type: 'totp-step', step }),
    submitTotp: (mfaCode) => {
      dispatch({ type: 'code-submit' });
      run(
        (port) => port.submitEnrollmentWithTotp({ mfaCode }),
        () => {
          dispatch({ type: 'enrolled' });
          done('enrolled', 'totp');
        },
        enrolmentCodeError,
      );
    },
    addPasskey: () => {
      const known = new Set(calls().passkeys.map((passkey) => passkey.credentialId));
      dispatch({ type: 'passkey-busy', busy: 'adding' });
      run(
        async (port) => {
          await port.linkPasskey();
          const fresh = await arrival(known);
          const current = calls();
          const verifying = current.passkeys.filter((passkey) => passkey.enrolledInMfa);
          const ids = [...new Set([...verifying, ...fresh].map((passkey) => passkey.credentialId))];
          await enroll(current, ids);
        },
        passkeysUpdated,
        'passkey',
      );
    },
    enrollPasskeys: (credentialIds) => {
      dispatch({ type: 'passkey-busy', busy: 'enrolling' });
      run((port) => enroll(port, credentialIds), passkeysUpdated, 'passkey');
    },
    removePasskey: (credentialId) => {
      const plan = planPasskeyRemoval(calls().passkeys, credentialId);
      dispatch({ type: 'passkey-busy', busy: { removing: credentialId } });
      run(
        async (port) => {
          if (plan.call === 'unlink') {
            if (!port.unlinkPasskey) throw new Error('This app cannot unlink passkeys.');
            await port.unlinkPasskey(plan.credentialId);
          } else if (plan.call === 'submit') {
            await port.initEnrollmentWithPasskey();
            await port.submitEnrollmentWithPasskey({ credentialIds: plan.credentialIds }, { removeForLogin: true });
          } else {
            await port.unenrollWithPasskey({ removeForLogin: true });
          }
        },
        () => {
          dispatch({ type: 'passkey-removed' });
          done('removed', 'passkey');
        },
        'passkey',
      );
    },
    leave: () => {
      visit += 1;
      dispatch({ type: 'back' });
    },
    remove: (method) => dispatch({ type: 'remove', method }),
    confirmRemoval: () => {
      const { removal } = state;
      if (!removal) return;
      const { method } = removal;
      dispatch({ type: 'removing' });
      const port = calls();
      Promise.resolve()
        .then(() => {
          if (method === 'sms') return port.unenrollWithSms();
          if (method === 'totp') return port.unenrollWithTotp();
          // Passkeys stop verifying but stay linked for signing in.
          return port.unenrollWithPasskey({ removeForLogin: false });
        })
        .then(
          () => {
            dispatch({ type: 'removed' });
            done('removed', method);
          },
          (cause: unknown) =>
            dispatch({ type: 'remove-failed', error: messageFor(cause, method === 'passkey' ? 'passkey' : 'mfa') }),
        );
    },
    dismissRemoval: () => dispatch({ type: 'remove-dismissed' }),
    passkeysChanged: () => {
      for (const wake of [...waiting]) wake();
    },
    dispose: () => {
      disposed = true;
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      waiting.clear();
    },
  };
}

export interface MfaEnrollmentFlow extends Omit<MfaEnrollmentController, 'state' | 'dispose' | 'passkeysChanged'> {
  state: MfaEnrollmentState;
}

/**
 * The enrolment flow as a React hook: `createMfaEnrollmentController` on the host's port (the latest one is always
 * the one called) and `onDone`; each new list of passkeys wakes the wait for a newly linked one.
 */
export function useMfaEnrollment(
  port: MfaEnrollmentCalls,
  onDone?: ((change: MfaEnrollmentChange) => void) | undefined,
  clock?: Clock,
): MfaEnrollmentFlow {
  const latest = useLatest({ port, onDone });
  const [state, get] = useController<MfaEnrollmentState, MfaEnrollmentController>(
    (onChange) =>
      createMfaEnrollmentController({
        calls: () => latest.current.port,
        onChange,
        onDone: (change) => latest.current.onDone?.(change),
        clock,
      }),
    initialMfaEnrollment,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list wakes the wait for a new passkey
  useEffect(() => {
    get().passkeysChanged();
  }, [port.passkeys]);
  const flow = (): MfaEnrollmentController => get();
  return {
    state,
    add: (method) => flow().add(method),
    sendSms: (phoneNumber) => flow().sendSms(phoneNumber),
    submitSms: (phoneNumber, mfaCode) => flow().submitSms(phoneNumber, mfaCode),
    changeNumber: () => flow().changeNumber(),
    totpStep: (step) => flow().totpStep(step),
    submitTotp: (mfaCode) => flow().submitTotp(mfaCode),
    addPasskey: () => flow().addPasskey(),
    enrollPasskeys: (credentialIds) => flow().enrollPasskeys(credentialIds),
    removePasskey: (credentialId) => flow().removePasskey(credentialId),
    leave: () => flow().leave(),
    remove: (method) => flow().remove(method),
    confirmRemoval: () => flow().confirmRemoval(),
    dismissRemoval: () => flow().dismissRemoval(),
  };
}
