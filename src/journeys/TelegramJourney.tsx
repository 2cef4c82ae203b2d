import { messageFor } from '../copy';
import type { Backend, TelegramPort } from '../ports';
import { TelegramScreen } from '../screens';

export interface TelegramJourneyProps {
  backend: Backend<TelegramPort>;
  onBack: () => void;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
}

/** Telegram's own login window, driven headlessly; the screen shows the backend's Telegram state as it is. */
export function TelegramJourney({ backend, onBack, onDone }: TelegramJourneyProps) {
  const state = backend.port?.state ?? { status: 'initial' as const };
  return (
    <TelegramScreen
      status={state.status}
      error={state.status === 'error' ? messageFor(state.error, 'oauth') : null}
      // The port reports a failure through its state; the rejected promise adds nothing.
      onStart={() =>
        void backend.whenReady().then((port) =>
          port.login().then(
            () => onDone?.(),
            () => undefined,
          ),
        )
      }
      onBack={onBack}
    />
  );
}
