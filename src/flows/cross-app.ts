import { type ErrorEntry, errorEntry, messageFor } from '../copy/errors';
import { CROSS_APP } from '../rules/limits';
import { type Clock, systemClock } from './clock';
import { useController } from './use-controller';

/**
 * Requests to another provider app (cross-app accounts), as the provider's SDK runs them:
 * - **authorize** (`loginWithCrossAppAccount` / `linkCrossAppAccount`): a popup opens on the provider app's consent
 *   page; the request is pending until it answers, then connected or failed;
 * - **sign** (`signMessage` with the other app's wallet): a popup opens on the provider app's transact page; a
 *   read-only connection is refused before any popup ("Cannot transact against a read-only provider app").
 * Both give up after 120 s ("Request timeout") and look every 300 ms whether the user closed the popup ("User
 * rejected request"); every outcome closes the popup. Each start is a new run: an answer that belongs to an
 * earlier run (after a cancel, a retry or a time-out) is ignored.
 *
 * `reduceCrossAppRequest` is the pure machine; `createCrossAppRequestController` (in React, `useCrossAppRequest`)
 * keeps its timers on an injectable clock and feeds the answer of the request (`send`) back to it.
 */

/** Signing in with the other app's account, linking it, or signing with its wallet. */
export type CrossAppAction = 'login' | 'link' | 'sign';

/** The provider app a request goes to, as the screens show it. */
export interface CrossAppTarget {
  id: string;
  name: string;
  iconUrl?: string | null | undefined;
  /** The connection may read the account but not act with its wallets. */
  readOnly?: boolean | undefined;
}

/** Why a request failed, as the flow tells it apart (the screen shows `error`, the catalogue's entry). */
/**
 * Why a request failed: its 120 s ran out, the user rejected it (closed the popup, or said no in it), the connection
 * is read-only, the browser blocked the popup, or the provider refused it otherwise.
 */
export type CrossAppFailure = 'timeout' | 'rejected' | 'read-only' | 'popup-blocked' | 'refused';

export type CrossAppRequestState<Result = unknown> =
  | { status: 'idle' }
  | { status: 'pending'; run: number; action: CrossAppAction; app: CrossAppTarget }
  /** Login or link: the account is connected. */
  | { status: 'connected'; run: number; action: 'login' | 'link'; app: CrossAppTarget; result: Result }
  /** Sign: the provider app answered with the signature. */
  | { status: 'signed'; run: number; action: 'sign'; app: CrossAppTarget; result: Result }
  | {
      status: 'failed';
      run: number;
      action: CrossAppAction;
      app: CrossAppTarget;
      failure: CrossAppFailure;
      error: ErrorEntry;
    };

export type CrossAppRequestEvent<Result = unknown> =
  | { type: 'start'; run: number; action: CrossAppAction; app: CrossAppTarget; popupBlocked?: boolean | undefined }
  | { type: 'answered'; run: number; result: Result }
  | { type: 'refused'; run: number; error: unknown }
  | { type: 'timeout'; run: number }
  | { type: 'popup-closed'; run: number }
  | { type: 'cancel' };

/**
 * The SDK's own messages for a cross-app request, and what the catalogue shows for each. The SDK rejects with a
 * `PrivyClientError` carrying these messages, or (the transact popup's `PRIVY_CROSS_APP_ACTION_ERROR`) with the
 * provider app's raw string.
 */
const SDK_MESSAGES: ReadonlyMap<string, Parameters<typeof errorEntry>[0]> = new Map([
  ['Request timeout', 'crossApp.timeout'],
  ['Authorization request timed out after 2 minutes.', 'crossApp.timeout'],
  ['User rejected request', 'crossApp.rejected'],
  // The provider app's consent page answered "Deny": the user rejected the request.
  ['User denied confirmation during cross-app auth flow', 'crossApp.rejected'],
  ['Cannot transact against a read-only provider app', 'crossApp.readOnly'],
  // The SDK's popup could not open (`window.open` returned null): the browser blocked it.
  ['Failed to initialize signature request', 'popupBlocked'],
]);

function messageOf(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return null;
}

/**
 * The catalogue entry for anything a cross-app request rejects with: the SDK's messages above (also as raw
 * strings), then whatever `messageFor` knows (an API code such as `linked_to_another_user`), else "Something went
 * wrong.".
 */
export function crossAppErrorEntry(error: unknown): ErrorEntry {
  const message = messageOf(error)?.trim();
  const known = message ? SDK_MESSAGES.get(message) : undefined;
  if (known) return errorEntry(known);
  return messageFor(error, 'crossApp');
}

const failureOf = (entry: ErrorEntry): CrossAppFailure =>
  entry.id === 'crossApp.timeout'
    ? 'timeout'
    : entry.id === 'crossApp.rejected'
      ? 'rejected'
      : entry.id === 'crossApp.readOnly'
        ? 'read-only'
        : entry.id === 'popupBlocked'
          ? 'popup-blocked'
          : 'refused';

/** The pure machine: an event of another run than the pending one changes nothing. */
export function reduceCrossAppRequest<Result>(
  state: CrossAppRequestState<Result>,
  event: CrossAppRequestEvent<Result>,
): CrossAppRequestState<Result> {
  if (event.type === 'cancel') return { status: 'idle' };
  if (event.type === 'start') {
    const { run, action, app } = event;
    if (action === 'sign' && app.readOnly) {
      return { status: 'failed', run, action, app, failure: 'read-only', error: errorEntry('crossApp.readOnly') };
    }
    if (event.popupBlocked) {
      return { status: 'failed', run, action, app, failure: 'popup-blocked', error: errorEntry('popupBlocked') };
    }
    return { status: 'pending', run, action, app };
  }
  if (state.status !== 'pending' || event.run !== state.run) return state;
  const { run, action, app } = state;
  switch (event.type) {
    case 'answered':
      return action === 'sign'
        ? { status: 'signed', run, action, app, result: event.result }
        : { status: 'connected', run, action, app, result: event.result };
    case 'timeout':
      return { status: 'failed', run, action, app, failure: 'timeout', error: errorEntry('crossApp.timeout') };
    case 'popup-closed':
      return { status: 'failed', run, action, app, failure: 'rejected', error: errorEntry('crossApp.rejected') };
    case 'refused': {
      const error = crossAppErrorEntry(event.error);
      return { status: 'failed', run, action, app, failure: failureOf(error), error };
    }
  }
}

/** The popup a host opened for the request (`window.open`'s window, or a stand-in). */
export interface CrossAppPopup {
  readonly closed: boolean;
  close?: (() => void) | undefined;
}

export interface CrossAppStart<Result> {
  action: CrossAppAction;
  app: CrossAppTarget;
  /**
   * The request itself: resolves with the provider app's answer (the user, the signature) or rejects with its
   * error. Not called when the flow refuses first (read-only, popup blocked). Left out, the host answers with
   * `resolve` / `reject` (it runs the popup's messages itself).
   */
  send?: (() => Promise<Result>) | undefined;
  /**
   * The popup, when the host opened it: watched every 300 ms and closed on every outcome; `null` means the browser
   * blocked it ("Popup was blocked. Try again."). Left out (the SDK holds the popup), only the time-out applies here.
   */
  popup?: CrossAppPopup | null | undefined;
}

export interface CrossAppRequestOptions<Result> {
  onChange: (state: CrossAppRequestState<Result>) => void;
  clock?: Clock | undefined;
  timeoutMs?: number | undefined;
  closedCheckMs?: number | undefined;
}

export interface CrossAppRequest<Result> {
  readonly state: CrossAppRequestState<Result>;
  /** A new run (an earlier one is forgotten: its answer will be ignored). */
  start: (input: CrossAppStart<Result>) => void;
  /** The provider app answered (the popup's response message) for the pending run. */
  resolve: (result: Result) => void;
  /** The provider app refused (the popup's error message, raw strings included) for the pending run. */
  reject: (error: unknown) => void;
  /**
   * The provider's page said it answers on a BroadcastChannel (`PRIVY_OAUTH_USE_BROADCAST_CHANNEL`): from now on a
   * closed popup is not a rejection.
   */
  detachPopup: () => void;
  /** Stops the pending run without an outcome (back to idle); closes its popup. */
  cancel: () => void;
  /** Stops every timer and ignores late answers (unmount). */
  dispose: () => void;
}

export function createCrossAppRequestController<Result = unknown>({
  onChange,
  clock = systemClock,
  timeoutMs = CROSS_APP.requestTimeoutMs,
  closedCheckMs = CROSS_APP.popupClosedCheckMs,
}: CrossAppRequestOptions<Result>): CrossAppRequest<Result> {
  let state: CrossAppRequestState<Result> = { status: 'idle' };
  let run = 0;
  let deadline: unknown = null;
  let check: unknown = null;
  let popup: CrossAppPopup | null = null;
  let watching = false;
  let disposed = false;

  const stopTimers = () => {
    if (deadline !== null) clock.clearTimeout(deadline);
    if (check !== null) clock.clearTimeout(check);
    deadline = null;
    check = null;
  };
  const closePopup = () => {
    const open = popup;
    popup = null;
    watching = false;
    if (open && !open.closed) open.close?.();
  };
  const dispatch = (event: CrossAppRequestEvent<Result>) => {
    if (disposed) return;
    const next = reduceCrossAppRequest(state, event);
    if (next === state) return;
    state = next;
    if (next.status !== 'pending') {
      stopTimers();
      closePopup();
    }
    onChange(next);
  };
  const watch = (current: number) => {
    check = clock.setTimeout(() => {
      check = null;
      if (current !== run || !watching) return;
      if (popup?.closed) dispatch({ type: 'popup-closed', run: current });
      else watch(current);
    }, closedCheckMs);
  };

  return {
    get state() {
      return state;
    },
    start: ({ action, app, send, popup: opened }) => {
      if (disposed) return;
      stopTimers();
      closePopup();
      run += 1;
      const current = run;
      const blocked = opened === null;
      dispatch({ type: 'start', run: current, action, app, popupBlocked: blocked });
      if (state.status !== 'pending') return;
      popup = opened ?? null;
      watching = popup !== null;
      deadline = clock.setTimeout(() => {
        deadline = null;
        dispatch({ type: 'timeout', run: current });
      }, timeoutMs);
      if (watching) watch(current);
      if (send) {
        let request: Promise<Result>;
        try {
          request = send();
        } catch (error) {
          dispatch({ type: 'refused', run: current, error });
          return;
        }
        request.then(
          (result) => dispatch({ type: 'answered', run: current, result }),
          (error: unknown) => dispatch({ type: 'refused', run: current, error }),
        );
      }
    },
    resolve: (result) => dispatch({ type: 'answered', run, result }),
    reject: (error) => dispatch({ type: 'refused', run, error }),
    detachPopup: () => {
      watching = false;
      if (check !== null) clock.clearTimeout(check);
      check = null;
    },
    cancel: () => {
      run += 1;
      stopTimers();
      closePopup();
      if (state.status !== 'idle') dispatch({ type: 'cancel' });
    },
    dispose: () => {
      run += 1;
      stopTimers();
      closePopup();
      disposed = true;
    },
  };
}

/**
 * The cross-app flow as a React hook: one `createCrossAppRequestController` on the given clock, made on first use and
 * disposed on unmount (its popup closed, late answers ignored).
 */
export function useCrossAppRequest<Result = unknown>(clock?: Clock) {
  const [state, controller] = useController<CrossAppRequestState<Result>, CrossAppRequest<Result>>(
    (onChange) => createCrossAppRequestController<Result>({ onChange, clock }),
    { status: 'idle' },
  );
  return { state, controller };
}
