import { useEffect } from 'react';
import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { FarcasterSigner } from '../model';
import { SIGNER } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Requesting a Farcaster signer (spec sections 2, 4, 8, 9): the provider makes an Ed25519 key for the user's
 * Farcaster account and answers its approval URL; the page shows it as a QR code (and a link on this device),
 * then asks for the key's status every 2 s until the Farcaster app approved it (`approved`) or the user refused
 * (`revoked`: "Request rejected"). Polling ends on a timer after 300 s ("The request timed out. Try again."),
 * not on the next answer, and each status request is awaited before the next is scheduled (the provider's modal
 * fires them blindly every 2 s). A failed request for the key is "Connect failed". Where only the provider's own
 * modal can ask, the flow opens it and waits for it to close (the signer is then read from the user).
 */
export type FarcasterSignerState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'awaiting-approval'; url: string; publicKey: string }
  | { status: 'approved'; publicKey: string }
  | { status: 'rejected' }
  | { status: 'timed-out' }
  | { status: 'error'; error: ErrorEntry };

/** The catalogue's message for a state that ended badly: rejected, timed out or failed; null otherwise. */
export function signerFailure<State extends { status: string; error?: ErrorEntry | undefined }>(
  state: State,
): ErrorEntry | null {
  if (state.status === 'rejected') return errorEntry('signer.rejected');
  if (state.status === 'timed-out') return errorEntry('signer.timeout');
  if (state.status === 'error') return state.error ?? errorEntry('signer.connectFailed');
  return null;
}

/** Where the provider's modal stands, when the backend asks in it: opening, open (seen open once), failed. */
export type FarcasterSignerModal =
  | { phase: 'closed' }
  | { phase: 'opening' }
  | { phase: 'open' }
  | { phase: 'error'; error: ErrorEntry };

export interface FarcasterSignerMachine {
  /** The headless request. */
  request: FarcasterSignerState;
  /** The provider's modal (backends that ask in it). */
  modal: FarcasterSignerModal;
}

export type FarcasterSignerEvent =
  /** A new request: the key is asked for. */
  | { type: 'start' }
  /** The provider answered the request for the key. */
  | { type: 'key'; signer: FarcasterSigner }
  /** The request for the key failed. */
  | { type: 'key-failed'; error: unknown }
  /** A status check answered. */
  | { type: 'polled'; signer: FarcasterSigner }
  /** A status check failed. */
  | { type: 'poll-failed'; error: unknown }
  /** The wait's bound passed. */
  | { type: 'timed-out' }
  /** Cancel: back to the start, the modal no longer waited for. */
  | { type: 'cancel' }
  | { type: 'modal-opening' }
  /** Whether the provider's modal is open now. */
  | { type: 'modal-seen'; open: boolean }
  | { type: 'modal-failed'; error: unknown };

export const initialFarcasterSigner: FarcasterSignerMachine = {
  request: { status: 'initial' },
  modal: { phase: 'closed' },
};

/** What a failed call reads as: the catalogue's entry where the error has one, otherwise "Connect failed". */
const failedCall = (error: unknown) => {
  const entry = messageFor(error, 'signer');
  return entry.id === 'generic' ? errorEntry('signer.connectFailed') : entry;
};

/** An answer about the key, from the request itself or a later status: approved and revoked end the wait. */
const settled = (signer: FarcasterSigner): FarcasterSignerState | null => {
  if (signer.status === 'approved') return { status: 'approved', publicKey: signer.public_key };
  if (signer.status === 'revoked') return { status: 'rejected' };
  return null;
};

const connectFailed: FarcasterSignerState = { status: 'error', error: errorEntry('signer.connectFailed') };

function nextRequest(request: FarcasterSignerState, event: FarcasterSignerEvent): FarcasterSignerState {
  switch (event.type) {
    case 'start':
      return { status: 'loading' };
    case 'cancel':
      return request.status === 'initial' ? request : { status: 'initial' };
    case 'key': {
      if (request.status !== 'loading') return request;
      const { signer } = event;
      // Without a key there is nothing to approve or poll (the provider's modal says "Connect failed" too).
      if (!signer?.public_key) return connectFailed;
      const url = signer.signer_approval_url;
      return (
        settled(signer) ?? (url ? { status: 'awaiting-approval', url, publicKey: signer.public_key } : connectFailed)
      );
    }
    case 'key-failed':
      return request.status === 'loading' ? { status: 'error', error: failedCall(event.error) } : request;
    case 'polled':
      return request.status === 'awaiting-approval' ? (settled(event.signer) ?? request) : request;
    case 'poll-failed': {
      if (request.status !== 'awaiting-approval') return request;
      // A blip does not end a wait the user may still answer in the Farcaster app: the next poll is the retry,
      // until the time-out. An error nobody can retry (the session ended) ends it.
      const entry = messageFor(event.error, 'signer');
      return entry.retryable ? request : { status: 'error', error: entry };
    }
    case 'timed-out':
      return request.status === 'awaiting-approval' ? { status: 'timed-out' } : request;
    default:
      return request;
  }
}

function nextModal(modal: FarcasterSignerModal, event: FarcasterSignerEvent): FarcasterSignerModal {
  switch (event.type) {
    case 'cancel':
      return modal.phase === 'closed' ? modal : { phase: 'closed' };
    case 'modal-opening':
      return { phase: 'opening' };
    case 'modal-seen':
      // Once seen open, the modal's closing ends the wait.
      if (modal.phase === 'opening' && event.open) return { phase: 'open' };
      if (modal.phase === 'open' && !event.open) return { phase: 'closed' };
      return modal;
    case 'modal-failed':
      return { phase: 'error', error: failedCall(event.error) };
    default:
      return modal;
  }
}

/** The state changes, pure: an event that does not fit the current state returns the same state. */
export function reduceFarcasterSigner(
  machine: FarcasterSignerMachine,
  event: FarcasterSignerEvent,
): FarcasterSignerMachine {
  const request = nextRequest(machine.request, event);
  const modal = nextModal(machine.modal, event);
  return request === machine.request && modal === machine.modal ? machine : { request, modal };
}

/** A request that is over: nothing more is polled or waited for. */
const ended = (request: FarcasterSignerState) =>
  request.status === 'approved' ||
  request.status === 'rejected' ||
  request.status === 'timed-out' ||
  request.status === 'error';

export interface FarcasterSignerCalls {
  /** Asks the provider for a signer (`privy:farcaster:init-signer`): a new key pending approval, or the known one. */
  init: () => Promise<FarcasterSigner>;
  /** The key's status (`POST /api/v1/farcaster/signer/status` with `ed25519_public_key`). */
  status: (publicKey: string) => Promise<FarcasterSigner>;
  /**
   * Where the backend asks in the provider's own modal: resolves the call that opens it (and settles when it is
   * done); null where it asks headless (`init`, `status`). Without it, every request is headless.
   */
  providerModal?: (() => Promise<(() => Promise<unknown>) | null>) | undefined;
}

export interface FarcasterSignerRequestOptions extends FarcasterSignerCalls {
  onChange: (machine: FarcasterSignerMachine) => void;
  /** Spec 9: 2 s and 300 s. */
  intervalMs?: number | undefined;
  timeoutMs?: number | undefined;
  clock?: Clock | undefined;
}

export interface FarcasterSignerRequest {
  readonly machine: FarcasterSignerMachine;
  /** Starts (or starts again) a request; whatever an earlier one still answers is ignored. */
  start: () => void;
  /** Stops polling and waiting for the modal: back to the start. */
  cancel: () => void;
  /** Whether the provider's modal is open now (its port's `isOpen`). */
  reportModal: (open: boolean) => void;
  /** Stops every timer; nothing more is reported (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceFarcasterSigner` against the provider: the status asked on the clock (each answer awaited before the
 * next check is set), the wait bounded by its own timer; an answer of a run that is over (after a new start, a
 * cancel, the end of the wait or `dispose`) is dropped.
 */
export function createFarcasterSignerController({
  init,
  status,
  providerModal,
  onChange,
  intervalMs = SIGNER.pollIntervalMs,
  timeoutMs = SIGNER.timeoutMs,
  clock = systemClock,
}: FarcasterSignerRequestOptions): FarcasterSignerRequest {
  let machine = initialFarcasterSigner;
  let timer: unknown = null;
  let deadline: unknown = null;
  let run = 0;
  let modalOpen = false;
  let disposed = false;

  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    if (deadline !== null) clock.clearTimeout(deadline);
    timer = null;
    deadline = null;
    run++;
  };
  const dispatch = (event: FarcasterSignerEvent) => {
    if (disposed) return;
    // The modal's last known state applies to a wait that starts now.
    const next = reduceFarcasterSigner(reduceFarcasterSigner(machine, event), { type: 'modal-seen', open: modalOpen });
    if (next === machine) return;
    if (next.request !== machine.request && ended(next.request)) stop();
    machine = next;
    onChange(machine);
  };

  const poll = (publicKey: string, current: number) => {
    timer = clock.setTimeout(async () => {
      timer = null;
      try {
        const answer = await status(publicKey);
        if (current !== run) return;
        dispatch({ type: 'polled', signer: answer });
      } catch (error) {
        if (current !== run) return;
        dispatch({ type: 'poll-failed', error });
      }
      if (current === run) poll(publicKey, current);
    }, intervalMs);
  };

  const request = (current: number) => {
    dispatch({ type: 'start' });
    init().then(
      (signer) => {
        if (current !== run) return;
        dispatch({ type: 'key', signer });
        const { request } = machine;
        if (request.status !== 'awaiting-approval') return;
        deadline = clock.setTimeout(() => {
          deadline = null;
          if (current === run) dispatch({ type: 'timed-out' });
        }, timeoutMs);
        poll(request.publicKey, current);
      },
      (error: unknown) => {
        if (current === run) dispatch({ type: 'key-failed', error });
      },
    );
  };

  const inModal = async (open: () => Promise<unknown>, current: number) => {
    dispatch({ type: 'modal-opening' });
    try {
      await open();
    } catch (error) {
      // A failure after Cancel belongs to a wait the user already left.
      if (current === run) dispatch({ type: 'modal-failed', error });
    }
  };

  return {
    get machine() {
      return machine;
    },
    start: () => {
      if (disposed) return;
      stop();
      const current = run;
      if (!providerModal) {
        request(current);
        return;
      }
      void providerModal().then((open) => {
        if (current !== run) return;
        if (open) void inModal(open, current);
        else request(current);
      });
    },
    cancel: () => {
      stop();
      dispatch({ type: 'cancel' });
    },
    reportModal: (open) => {
      modalOpen = open;
      dispatch({ type: 'modal-seen', open });
    },
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}

export interface FarcasterSignerFlow {
  machine: FarcasterSignerMachine;
  start: () => void;
  cancel: () => void;
}

/**
 * The Farcaster signer request as a React hook: `createFarcasterSignerController` on the host's latest calls,
 * following whether the provider's modal is open (`modalOpen`, its port's `isOpen`); its timers end with the
 * component.
 */
export function useFarcasterSigner(
  calls: FarcasterSignerCalls,
  {
    modalOpen = false,
    intervalMs,
    timeoutMs,
    clock,
  }: {
    modalOpen?: boolean | undefined;
    intervalMs?: number | undefined;
    timeoutMs?: number | undefined;
    clock?: Clock | undefined;
  } = {},
): FarcasterSignerFlow {
  const latest = useLatest(calls);
  const [machine, get] = useController<FarcasterSignerMachine, FarcasterSignerRequest>(
    (onChange) =>
      createFarcasterSignerController({
        init: () => latest.current.init(),
        status: (publicKey) => latest.current.status(publicKey),
        providerModal: async () => (await latest.current.providerModal?.()) ?? null,
        onChange,
        ...(intervalMs ? { intervalMs } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
        clock,
      }),
    initialFarcasterSigner,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller is made once; each change is reported
  useEffect(() => {
    get().reportModal(modalOpen);
  }, [modalOpen]);
  return { machine, start: () => get().start(), cancel: () => get().cancel() };
}
