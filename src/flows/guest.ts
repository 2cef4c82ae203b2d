import { useState } from 'react';

/**
 * Guest access: creating a guest account with the provider's call (the SDK's `createGuestAccount`, or a fake), busy
 * while it runs, the failure kept for the screen. Small on purpose: a landing screen may start it before any journey
 * has loaded.
 */
export interface GuestState {
  creating: boolean;
  /** The last attempt's failure, as thrown (read it with `messageFor`); null before and after a success. */
  error: unknown;
}

export type GuestEvent = { type: 'start' } | { type: 'created' } | { type: 'failed'; error: unknown };

export const initialGuest: GuestState = { creating: false, error: null };

/** The state changes, pure: a start while creating, or an answer while nothing is being created, changes nothing. */
export function reduceGuest(state: GuestState, event: GuestEvent): GuestState {
  if (event.type === 'start') return state.creating ? state : { creating: true, error: null };
  if (!state.creating) return state;
  return event.type === 'created' ? initialGuest : { creating: false, error: event.error };
}

export interface GuestOptions {
  onChange: (state: GuestState) => void;
}

export interface GuestController {
  readonly state: GuestState;
  /**
   * Creates the guest account with the provider's call (the caller's latest: it is passed with each attempt);
   * resolves true when it was created (also after `dispose`).
   */
  create: (call: () => Promise<unknown>) => Promise<boolean>;
  /** The state changes no more (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceGuest` against the provider's call. A new attempt makes the one before it over: its answer still
 * resolves its own `create`, but changes the state no more.
 */
export function createGuestController({ onChange }: GuestOptions): GuestController {
  let state = initialGuest;
  let run = 0;
  let disposed = false;
  const dispatch = (event: GuestEvent, current: number) => {
    if (disposed || current !== run) return;
    const next = reduceGuest(state, event);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  return {
    get state() {
      return state;
    },
    create: async (call) => {
      const current = ++run;
      dispatch({ type: 'start' }, current);
      try {
        await call();
        dispatch({ type: 'created' }, current);
        return true;
      } catch (error) {
        dispatch({ type: 'failed', error }, current);
        return false;
      }
    },
    dispose: () => {
      disposed = true;
    },
  };
}

export interface GuestFlow extends GuestState {
  /** Creates the guest account; resolves true when it was created. */
  create: () => Promise<boolean>;
}

/**
 * Guest access as a React hook: `createGuestController`, made once, with the `create` of the render the attempt is
 * made from. Not on `useController` and `useLatest` on purpose: the landing screen holds this hook, and their two
 * shared chunks would put the app's first screen over its 100 KiB budget; like the hook before it, an answer after
 * unmount is simply not rendered.
 */
export function useGuest(create: () => Promise<unknown>): GuestFlow {
  const [state, setState] = useState(initialGuest);
  const [controller] = useState(() => createGuestController({ onChange: setState }));
  return { ...state, create: () => controller.create(create) };
}
