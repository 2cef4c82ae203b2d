import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import type { FarcasterSigner } from '../model';
import { SIGNER } from '../rules/limits';

/**
 * Requesting a Farcaster signer (spec sections 2, 4, 8, 9): the provider makes an Ed25519 key for the user's
 * Farcaster account and answers its approval URL; the page shows it as a QR code (and a link on this device),
 * then asks for the key's status every 2 s until the Farcaster app approved it (`approved`) or the user refused
 * (`revoked`: "Request rejected"). Polling ends on a timer after 300 s ("The request timed out. Try again."),
 * not on the next answer, and each status request is awaited before the next is scheduled (the provider's modal
 * fires them blindly every 2 s). A failed request for the key is "Connect failed".
 */
export type FarcasterSignerState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'awaiting-approval'; url: string; publicKey: string }
  | { status: 'approved'; publicKey: string }
  | { status: 'rejected' }
  | { status: 'timed-out' }
  | { status: 'error'; error: ErrorEntry };

export interface FarcasterSignerRequestOptions {
  /** Asks the provider for a signer (`privy:farcaster:init-signer`): a new key pending approval, or the known one. */
  init: () => Promise<FarcasterSigner>;
  /** The key's status (`POST /api/v1/farcaster/signer/status` with `ed25519_public_key`). */
  status: (publicKey: string) => Promise<FarcasterSigner>;
  onChange: (state: FarcasterSignerState) => void;
  /** Spec 9: 2 s and 300 s. */
  intervalMs?: number | undefined;
  timeoutMs?: number | undefined;
}

export interface FarcasterSignerRequest {
  /** Starts (or starts again) a request; whatever an earlier one still answers is ignored. */
  start: () => void;
  /** Stops polling; nothing more is reported. */
  cancel: () => void;
}

/** The catalogue's message for a state that ended badly: rejected, timed out or failed; null otherwise. */
export function signerFailure<State extends { status: string; error?: ErrorEntry | undefined }>(
  state: State,
): ErrorEntry | null {
  if (state.status === 'rejected') return errorEntry('signer.rejected');
  if (state.status === 'timed-out') return errorEntry('signer.timeout');
  if (state.status === 'error') return state.error ?? errorEntry('signer.connectFailed');
  return null;
}

/** What a failed call reads as: the catalogue's entry where the error has one, otherwise "Connect failed". */
const failedCall = (error: unknown) => {
  const entry = messageFor(error, 'signer');
  return entry.id === 'generic' ? errorEntry('signer.connectFailed') : entry;
};

export function createFarcasterSignerController({
  init,
  status,
  onChange,
  intervalMs = SIGNER.pollIntervalMs,
  timeoutMs = SIGNER.timeoutMs,
}: FarcasterSignerRequestOptions): FarcasterSignerRequest {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let run = 0;

  const stop = () => {
    clearTimeout(timer);
    clearTimeout(deadline);
    run++;
  };
  const finish = (state: FarcasterSignerState) => {
    stop();
    onChange(state);
  };
  /** An answer about the key, from the request itself or a later status: approved and revoked end the wait. */
  const settled = (signer: FarcasterSigner): FarcasterSignerState | null => {
    if (signer.status === 'approved') return { status: 'approved', publicKey: signer.public_key };
    if (signer.status === 'revoked') return { status: 'rejected' };
    return null;
  };

  const start = () => {
    stop();
    const current = run;
    onChange({ status: 'loading' });
    init().then(
      (signer) => {
        if (current !== run) return;
        // Without a key there is nothing to approve or poll (the provider's modal says "Connect failed" too).
        if (!signer?.public_key) return finish({ status: 'error', error: errorEntry('signer.connectFailed') });
        const ended = settled(signer);
        if (ended) return finish(ended);
        const url = signer.signer_approval_url;
        if (!url) return finish({ status: 'error', error: errorEntry('signer.connectFailed') });
        const publicKey = signer.public_key;
        onChange({ status: 'awaiting-approval', url, publicKey });
        deadline = setTimeout(() => finish({ status: 'timed-out' }), timeoutMs);
        const tick = () => {
          timer = setTimeout(async () => {
            try {
              const answer = await status(publicKey);
              if (current !== run) return;
              const done = settled(answer);
              if (done) finish(done);
              else tick();
            } catch (error) {
              if (current !== run) return;
              // A blip does not end a wait the user may still answer in the Farcaster app: the next poll is
              // the retry, until the time-out. An error nobody can retry (the session ended) ends it.
              const entry = messageFor(error, 'signer');
              if (entry.retryable) tick();
              else finish({ status: 'error', error: entry });
            }
          }, intervalMs);
        };
        tick();
      },
      (error: unknown) => {
        if (current !== run) return;
        finish({ status: 'error', error: failedCall(error) });
      },
    );
  };

  return { start, cancel: stop };
}
