import { useEffect } from 'react';
import { messageFor } from '../copy';
import { useLatest } from '../lib/use-latest';
import type { Backend, CustomAuthPort } from '../ports';
import { CustomTokenScreen } from '../screens';

export interface CustomTokenJourneyProps {
  backend: Backend<CustomAuthPort>;
}

/** Custom-token sign-in runs on its own when the journey opens: signing in, not enabled, or failed with Try again. */
export function CustomTokenJourney({ backend }: CustomTokenJourneyProps) {
  const state = backend.port?.state ?? { status: 'initial' as const };
  const latest = useLatest(backend);
  // The port reports a failure through its state; the rejected promise adds nothing.
  const run = () => void latest.current.whenReady().then((port) => port.login().catch(() => undefined));
  useEffect(run, []);
  return (
    <CustomTokenScreen
      status={state.status}
      error={state.status === 'error' ? messageFor(state.error) : null}
      onRetry={run}
    />
  );
}
