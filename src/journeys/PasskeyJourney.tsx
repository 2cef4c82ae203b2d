import { isWebAuthnSupported, usePasskey } from '../flows';
import type { Backend, PasskeyPort } from '../ports';
import { PasskeyScreen } from '../screens';

export interface PasskeyJourneyProps {
  backend: Backend<PasskeyPort>;
  /** Log in (default) or create a passkey; the screen offers the other. */
  initialMode?: 'login' | 'signup' | undefined;
  onBack?: (() => void) | undefined;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
}

/**
 * Passkey log-in and sign-up. The passkey flow (`usePasskey`) drives the screen: it starts when the user
 * asks, follows the backend's own ceremony steps as the port reports them (challenge ready: the browser's
 * prompt is open; credential received: being verified), and ends on the call's outcome, errors read in the
 * passkey context ("Passkey request timed out or rejected by user.").
 */
export function PasskeyJourney({ backend, initialMode = 'login', onBack, onDone }: PasskeyJourneyProps) {
  const flow = usePasskey(
    {
      run: async (mode) => {
        const ready = await backend.whenReady();
        return mode === 'login' ? ready.login() : ready.signup();
      },
      onDone,
    },
    {
      initialMode,
      reported: (mode) => (mode === 'login' ? backend.port?.loginState : backend.port?.signupState)?.status,
    },
  );

  return (
    <PasskeyScreen
      mode={flow.machine.mode}
      status={flow.machine.state.status}
      error={flow.machine.error}
      supported={isWebAuthnSupported()}
      onStart={flow.start}
      onSwitchMode={flow.switchMode}
      onBack={onBack}
    />
  );
}
