import { useLayoutEffect, useReducer } from 'react';
import { initialPasskey, isWebAuthnSupported, reducePasskey } from '../flows';
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
 * Passkey log-in and sign-up. The passkey machine (`flows/passkey`) drives the screen: it starts when the user
 * asks, follows the backend's own ceremony steps as the port reports them (challenge ready: the browser's
 * prompt is open; credential received: being verified), and ends on the call's outcome, errors read in the
 * passkey context ("Passkey request timed out or rejected by user.").
 */
export function PasskeyJourney({ backend, initialMode = 'login', onBack, onDone }: PasskeyJourneyProps) {
  const [machine, dispatch] = useReducer(reducePasskey, initialPasskey(initialMode));
  const port = backend.port;
  const reported = (machine.mode === 'login' ? port?.loginState : port?.signupState)?.status;

  // Layout effect: the screen says "Waiting for your passkey" in the same frame the prompt opens.
  useLayoutEffect(() => {
    if (reported === 'awaiting-passkey') dispatch({ type: 'challenge-ready' });
    else if (reported === 'submitting-response') dispatch({ type: 'credential-received' });
  }, [reported]);

  const start = async () => {
    const mode = machine.mode;
    dispatch({ type: 'start' });
    try {
      const ready = await backend.whenReady();
      await (mode === 'login' ? ready.login() : ready.signup());
      onDone?.();
      dispatch({ type: 'verified' });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };

  return (
    <PasskeyScreen
      mode={machine.mode}
      status={machine.state.status}
      error={machine.error}
      supported={isWebAuthnSupported()}
      onStart={start}
      onSwitchMode={() => dispatch({ type: 'switch-mode' })}
      onBack={onBack}
    />
  );
}
