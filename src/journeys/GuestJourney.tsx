import { messageFor } from '../copy';
import { type GuestFlow, useGuest } from '../flows';
import type { Backend, GuestPort } from '../ports';
import { GuestScreen } from '../screens';

export interface GuestJourneyProps {
  backend: Backend<GuestPort>;
  /** The guest flow, when the host already started it (e.g. from the landing screen's button). */
  flow?: GuestFlow | undefined;
  onBack: () => void;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
}

/** "Continue as guest": what a guest account means, then creating it (and Try again after a failure). */
export function GuestJourney({ backend, flow, onBack, onDone }: GuestJourneyProps) {
  const own = useGuest(async () => (await backend.whenReady()).create());
  const { creating, error, create } = flow ?? own;
  return (
    <GuestScreen
      creating={creating}
      error={error ? messageFor(error) : null}
      onContinue={() => void create().then((created) => created && onDone?.())}
      onBack={onBack}
    />
  );
}
