import { useFarcasterSignIn } from '../flows';
import type { Backend, FarcasterPort } from '../ports';
import { FarcasterScreen } from '../screens';

export interface FarcasterJourneyProps {
  backend: Backend<FarcasterPort>;
  onBack?: (() => void) | undefined;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
  /** How often the channel is polled, and how long a scan is waited for (spec 9 by default). */
  pollIntervalMs?: number | undefined;
  timeoutMs?: number | undefined;
}

/**
 * Sign in with Farcaster: a channel is opened, its connect URI shown as a QR code (and a link on this
 * device), polled until the Farcaster app has signed, then the signed message logs in. Time-out and errors
 * offer Try again.
 */
export function FarcasterJourney({ backend, onBack, onDone, pollIntervalMs, timeoutMs }: FarcasterJourneyProps) {
  const flow = useFarcasterSignIn(
    {
      openChannel: async () => (await backend.whenReady()).openChannel(),
      poll: async (channelToken) => (await backend.whenReady()).poll(channelToken),
      closeChannel: (channelToken) => void backend.whenReady().then((port) => port.closeChannel?.(channelToken)),
      login: async (result) => (await backend.whenReady()).login(result),
      onDone,
    },
    { intervalMs: pollIntervalMs, timeoutMs },
  );
  return <FarcasterScreen state={flow.state} onRetry={flow.retry} onBack={onBack} />;
}
