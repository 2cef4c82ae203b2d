import { type ErrorEntry, messageFor } from '@sigil/ui/copy';
import { isWebAuthnSupported } from '@sigil/ui/flows';
import { PasskeyScreen } from '@sigil/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';

/** Passkey log-in or sign-up; the screen shows the SDK's own passkey state as it is. */
export function PasskeySignIn({ onBack }: { onBack: () => void }) {
  const { port, whenReady } = useAuth();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [error, setError] = useState<ErrorEntry | null>(null);
  const [waiting, setWaiting] = useState(false);
  const state = mode === 'login' ? port?.passkey.loginState : port?.passkey.signupState;
  const start = async () => {
    setError(null);
    setWaiting(true);
    try {
      // Only the wait for the SDK is ours to show; from here the SDK's own passkey state speaks.
      const ready = await whenReady();
      setWaiting(false);
      await (mode === 'login' ? ready.passkey.login() : ready.passkey.signup());
    } catch (cause) {
      setError(messageFor(cause));
    }
  };
  return (
    <PasskeyScreen
      mode={mode}
      status={waiting ? 'generating-challenge' : (state?.status ?? 'initial')}
      error={error}
      supported={isWebAuthnSupported()}
      onStart={start}
      onSwitchMode={() => {
        setError(null);
        setMode((m) => (m === 'login' ? 'signup' : 'login'));
      }}
      onBack={onBack}
    />
  );
}
