import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { SIGNER } from '../rules/limits';

/**
 * Social-network (Farcaster) sign-in: the app opens a channel, shows its connect URI as a QR code (and a
 * mobile link), then polls the channel until the reported state is 'completed'. It ends on completion,
 * time-out or error; cancelling stops polling.
 */
export type FarcasterSignInState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'awaiting-scan'; connectUri: string }
  | { status: 'completed'; result: FarcasterResult }
  | { status: 'timed-out' }
  | { status: 'error'; error: ErrorEntry };

export interface FarcasterResult {
  message: string;
  signature: string;
  fid: number;
}

export interface FarcasterChannel {
  connectUri: string;
  channelToken: string;
}

export type FarcasterPollAnswer = { state: 'pending' } | ({ state: 'completed' } & FarcasterResult);

export interface FarcasterSignInOptions {
  openChannel: () => Promise<FarcasterChannel>;
  poll: (channelToken: string) => Promise<FarcasterPollAnswer>;
  onChange: (state: FarcasterSignInState) => void;
  /** Called when polling ends for any reason (done, time-out, error, cancel): the channel is no longer watched. */
  closeChannel?: ((channelToken: string) => void) | undefined;
  intervalMs?: number | undefined;
  timeoutMs?: number | undefined;
}

export interface FarcasterSignIn {
  start: () => void;
  cancel: () => void;
}

export function createFarcasterSignInController({
  openChannel,
  poll,
  onChange,
  closeChannel,
  intervalMs = SIGNER.pollIntervalMs,
  timeoutMs = SIGNER.timeoutMs,
}: FarcasterSignInOptions): FarcasterSignIn {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  let open: string | undefined;

  const stop = () => {
    clearTimeout(timer);
    clearTimeout(deadline);
    run++;
    if (open !== undefined) closeChannel?.(open);
    open = undefined;
  };
  const finish = (state: FarcasterSignInState) => {
    stop();
    onChange(state);
  };

  const start = () => {
    stop();
    const current = run;
    onChange({ status: 'loading' });
    openChannel().then(
      ({ connectUri, channelToken }) => {
        if (current !== run) {
          closeChannel?.(channelToken);
          return;
        }
        open = channelToken;
        onChange({ status: 'awaiting-scan', connectUri });
        deadline = setTimeout(() => finish({ status: 'timed-out' }), timeoutMs);
        const tick = () => {
          timer = setTimeout(async () => {
            try {
              const answer = await poll(channelToken);
              if (current !== run) return;
              if (answer.state === 'completed') {
                const { message, signature, fid } = answer;
                finish({ status: 'completed', result: { message, signature, fid } });
              } else tick();
            } catch (error) {
              if (current === run) finish({ status: 'error', error: messageFor(error, 'signer') });
            }
          }, intervalMs);
        };
        tick();
      },
      (error) => {
        if (current !== run) return;
        const entry = messageFor(error, 'signer');
        finish({ status: 'error', error: entry.id === 'generic' ? errorEntry('signer.connectFailed') : entry });
      },
    );
  };

  return { start, cancel: stop };
}
