import { useEffect, useRef } from 'react';
import { type ErrorEntry, messageFor } from '../copy/errors';
import { useLatest } from '../lib/use-latest';
import type { CustomProvider, OAuthProviderId } from '../model';
import type { SimpleAuthFlowState } from './types';
import { useController } from './use-controller';

/**
 * OAuth sign-in as the screen shows it. The SDK reports initial / loading / done / error; the screen also
 * needs to say whether the browser is being redirected or a popup is open, and offer Retry when a popup was
 * blocked.
 */
export type OAuthPhase = 'choosing' | 'redirecting' | 'popup-open' | 'returning' | 'success' | 'error';

export interface OAuthView {
  phase: OAuthPhase;
  provider: string | null;
  error: ErrorEntry | null;
}

/** Maps the SDK's OAuth state plus what the app knows (popup or redirect, returning) to the screen's phase. */
export function oauthView(
  state: SimpleAuthFlowState,
  {
    provider = null,
    mode = 'redirect',
    returning = false,
  }: {
    provider?: string | null | undefined;
    mode?: 'redirect' | 'popup' | undefined;
    returning?: boolean | undefined;
  } = {},
): OAuthView {
  switch (state.status) {
    case 'initial':
      return { phase: returning ? 'returning' : 'choosing', provider, error: null };
    case 'loading':
      return {
        phase: returning ? 'returning' : mode === 'popup' ? 'popup-open' : 'redirecting',
        provider,
        error: null,
      };
    case 'done':
      return { phase: 'success', provider, error: null };
    case 'error':
      return { phase: 'error', provider, error: messageFor(state.error, 'oauth') };
  }
}

/** Popups opened outside a user gesture are blocked; the SDK then throws a message the catalogue knows. */
export function isPopupBlocked(error: ErrorEntry | null): boolean {
  return error?.id === 'popupBlocked';
}

/** A provider to leave for: a built-in one or an app's custom one. */
export type OAuthChoice = OAuthProviderId | CustomProvider['id'];

/**
 * What the journey itself knows of an OAuth sign-in (the backend's port reports the rest): the provider chosen, and
 * why leaving for it failed before the backend took over.
 */
export interface OAuthMachine {
  provider: OAuthChoice | null;
  /** The backend's `start` threw (as thrown; null otherwise). */
  startError: unknown;
}

export type OAuthEvent =
  /** The person chose a provider on the journey's own list. */
  | { type: 'choose'; provider: OAuthChoice }
  /** Leaving for the provider (again): an earlier failure is forgotten. */
  | { type: 'start' }
  | { type: 'start-failed'; error: unknown }
  /** Back from the provider's status screen: to the journey's own list (`toList`), or out of the journey. */
  | { type: 'back'; toList: boolean };

export const initialOAuth = (provider: OAuthChoice | null = null): OAuthMachine => ({ provider, startError: null });

/** The state changes, pure: an event that changes nothing returns the same state. */
export function reduceOAuth(machine: OAuthMachine, event: OAuthEvent): OAuthMachine {
  switch (event.type) {
    case 'choose':
      return { provider: event.provider, startError: null };
    case 'start':
      return machine.startError === null ? machine : { ...machine, startError: null };
    case 'start-failed':
      return machine.provider === null ? machine : { ...machine, startError: event.error };
    case 'back':
      if (event.toList) return machine.provider === null && machine.startError === null ? machine : initialOAuth();
      return machine.startError === null ? machine : { ...machine, startError: null };
  }
}

export interface OAuthOptions {
  /** Leaves for the provider (the port's `start`): a redirect, or a popup. */
  start: (provider: OAuthChoice) => Promise<unknown>;
  onChange: (machine: OAuthMachine) => void;
  /** The provider already chosen (on the landing screen). */
  provider?: OAuthChoice | null | undefined;
}

export interface OAuthController {
  readonly machine: OAuthMachine;
  /** Chooses a provider on the journey's own list and leaves for it. */
  choose: (provider: OAuthChoice) => void;
  /** Leaves for the chosen provider (at once, or Retry). */
  start: () => Promise<void>;
  back: (toList: boolean) => void;
  /** The state changes no more (unmount). */
  dispose: () => void;
}

/** Runs `reduceOAuth` against the backend's `start`; the failure of a start that is over (a later one, `dispose`) is dropped. */
export function createOAuthController({ start, onChange, provider = null }: OAuthOptions): OAuthController {
  let machine = initialOAuth(provider);
  let run = 0;
  let disposed = false;
  const dispatch = (event: OAuthEvent) => {
    if (disposed) return;
    const next = reduceOAuth(machine, event);
    if (next === machine) return;
    machine = next;
    onChange(machine);
  };
  const leave = async () => {
    const chosen = machine.provider;
    if (!chosen) return;
    const current = ++run;
    dispatch({ type: 'start' });
    try {
      await start(chosen);
    } catch (error) {
      if (current === run) dispatch({ type: 'start-failed', error });
    }
  };
  return {
    get machine() {
      return machine;
    },
    choose: (chosen) => {
      dispatch({ type: 'choose', provider: chosen });
      void leave();
    },
    start: leave,
    back: (toList) => dispatch({ type: 'back', toList }),
    dispose: () => {
      disposed = true;
    },
  };
}

export interface OAuthCalls {
  start: (provider: OAuthChoice) => Promise<unknown>;
  /** Signed in: the backend reports done. */
  onDone?: (() => void) | undefined;
  /** The return from the provider has been dealt with (signed in or failed). */
  onReturnSettled?: (() => void) | undefined;
}

export interface OAuthFlow {
  provider: OAuthChoice | null;
  view: OAuthView;
  /** The error to show: why leaving failed, or the backend's. */
  error: ErrorEntry | null;
  choose: (provider: OAuthChoice) => void;
  retry: () => void;
  back: (toList: boolean) => void;
}

/**
 * OAuth sign-in as a React hook: `createOAuthController` on the host's latest calls, read together with the
 * backend's state (`state`, its port's). A provider chosen before is left for at once (not on the way back), once;
 * the host hears when the backend is done, and when a return has settled.
 */
export function useOAuth(
  calls: OAuthCalls,
  {
    state: reported,
    provider: given,
    returning = false,
  }: { state: SimpleAuthFlowState; provider?: OAuthChoice | undefined; returning?: boolean | undefined },
): OAuthFlow {
  const latest = useLatest(calls);
  const [machine, get] = useController<OAuthMachine, OAuthController>(
    (onChange) => createOAuthController({ start: (chosen) => latest.current.start(chosen), onChange, provider: given }),
    initialOAuth(given),
  );
  const { provider, startError } = machine;
  const state: SimpleAuthFlowState = startError
    ? { status: 'error', error: startError instanceof Error ? startError : null }
    : reported;
  const view = oauthView(state, { provider, returning });
  const settled = state.status === 'done' || state.status === 'error';
  useEffect(() => {
    if (returning && settled) latest.current.onReturnSettled?.();
  }, [returning, settled]);
  const done = state.status === 'done';
  useEffect(() => {
    if (done) latest.current.onDone?.();
  }, [done]);
  // Leaving for a provider chosen before the journey starts at once (not on the way back), once.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useEffect(() => {
    if (!given || returning || started.current) return;
    started.current = true;
    void get().start();
  }, []);
  return {
    provider,
    view,
    error: startError ? messageFor(startError, 'oauth') : view.error,
    choose: (chosen) => get().choose(chosen),
    retry: () => void get().start(),
    back: (toList) => get().back(toList),
  };
}
