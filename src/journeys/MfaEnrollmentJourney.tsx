import type { CountryCode } from 'libphonenumber-js/min';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import type { Clock } from '../flows/clock';
import { type MfaEnrollmentChange, useMfaEnrollment } from '../flows/mfa-enrollment';
import type { MfaMethod } from '../model/mfa';
import type { MfaEnrollmentPort } from '../ports/mfa';
import { MfaEnrollmentScreen } from '../screens/mfa/MfaEnrollmentScreen';
import { MfaPasskeySetupScreen } from '../screens/mfa/MfaPasskeySetupScreen';
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
  /** The chooser is a settings page ("Two-step verification", the app's Security page): see `MfaEnrollmentScreen`. */
  asSettings?: boolean | undefined;
  /** Called when a method has been added or removed (the journey then shows the updated list itself). */
  onDone?: ((change: MfaEnrollmentChange) => void) | undefined;
  /** Injected clock for lock-out countdowns (stories, so a picture does not depend on the second it is taken). */
  now?: Clock['now'] | undefined;
}

export type { MfaEnrollmentChange } from '../flows/mfa-enrollment';

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
  asSettings,
  onDone,
  now,
}: MfaEnrollmentJourneyProps) {
  const flow = useMfaEnrollment(port, onDone);
  const removalFocus = useRemovalFocus();
  const { view, removal } = flow.state;

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
          onAdd={flow.add}
          onRemove={(method) => {
            removalFocus.remember(method);
            flow.remove(method);
          }}
          onBack={onBack}
          asSettings={asSettings}
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
          onSendCode={flow.sendSms}
          onSubmitCode={(code) => flow.submitSms(view.phoneNumber, code)}
          onResend={() => flow.sendSms(view.phoneNumber)}
          onChangeNumber={flow.changeNumber}
          onDone={flow.leave}
          onBack={flow.leave}
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
          onContinue={() => flow.totpStep('code')}
          onScanAgain={() => flow.totpStep('scan')}
          onSubmitCode={flow.submitTotp}
          onDone={flow.leave}
          onBack={flow.leave}
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
          onAdd={flow.addPasskey}
          onEnrollExisting={flow.enrollPasskeys}
          onRemove={port.unlinkPasskey || port.passkeys.some((p) => p.enrolledInMfa) ? flow.removePasskey : undefined}
          onDone={flow.leave}
          onBack={flow.leave}
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
          onConfirm={flow.confirmRemoval}
          onOpenChange={(open) => {
            if (!open) flow.dismissRemoval();
          }}
        />
      ) : null}
    </>
  );
}
