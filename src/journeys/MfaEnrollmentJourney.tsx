import type { CountryCode } from 'libphonenumber-js/min';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { type ErrorContext, type ErrorEntry, messageFor } from '../copy/errors';
import type { Clock } from '../flows/clock';
import {
  enrolmentCodeError,
  initialMfaEnrollment,
  planPasskeyRemoval,
  reduceMfaEnrollment,
} from '../flows/mfa-enrollment';
import { useLatest } from '../lib/use-latest';
import type { MfaMethod } from '../model/mfa';
import type { MfaEnrollmentPort } from '../ports/mfa';
import { MfaEnrollmentScreen } from '../screens/mfa/MfaEnrollmentScreen';
import { type MfaPasskey, MfaPasskeySetupScreen } from '../screens/mfa/MfaPasskeySetupScreen';
import { MfaRemoveDialog } from '../screens/mfa/MfaRemoveDialog';
import { MfaSmsSetupScreen } from '../screens/mfa/MfaSmsSetupScreen';
import { MfaTotpSetupScreen } from '../screens/mfa/MfaTotpSetupScreen';

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
  const portRef = useLatest(port);
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
  const onDoneRef = useLatest(onDone);
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
