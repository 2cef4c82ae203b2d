import { useEffect, useRef, useState } from 'react';
import { messageFor } from '../copy';
import { createFarcasterSignInController, type FarcasterSignIn, type FarcasterSignInState } from '../flows';
import { useLatest } from '../lib/use-latest';
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
  const [state, setState] = useState<FarcasterSignInState>({ status: 'initial' });
  const flow = useRef<FarcasterSignIn>(null);
  const ports = useLatest(backend);
  const done = useLatest(onDone);

  useEffect(() => {
    const ready = () => ports.current.whenReady();
    flow.current = createFarcasterSignInController({
      openChannel: async () => (await ready()).openChannel(),
      poll: async (channelToken) => (await ready()).poll(channelToken),
      closeChannel: (channelToken) => void ready().then((port) => port.closeChannel?.(channelToken)),
      onChange: (next) => {
        setState(next);
        if (next.status !== 'completed') return;
        ready()
          .then((port) => port.login(next.result))
          .then(() => done.current?.())
          .catch((error: unknown) => setState({ status: 'error', error: messageFor(error, 'signer') }));
      },
      ...(pollIntervalMs ? { intervalMs: pollIntervalMs } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    flow.current.start();
    return () => flow.current?.cancel();
  }, [pollIntervalMs, timeoutMs]);

  return <FarcasterScreen state={state} onRetry={() => flow.current?.start()} onBack={onBack} />;
}
