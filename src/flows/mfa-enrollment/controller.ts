import { useEffect } from 'react';
import { type ErrorContext, type ErrorEntry, messageFor } from '../../copy/errors';
import { useLatest } from '../../lib/use-latest';
import type { PasskeyAccount } from '../../model/accounts';
import type { MfaMethod } from '../../model/mfa';
import { type Clock, systemClock } from '../clock';
import { useController } from '../use-controller';
import {
  enrolmentCodeError,
  initialMfaEnrollment,
  type MfaEnrollmentEvent,
  type MfaEnrollmentState,
  planPasskeyRemoval,
  reduceMfaEnrollment,
  type TotpEnrollment,
} from './reduce';

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
