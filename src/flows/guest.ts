import { useLatest } from '../lib/use-latest';
import { useController } from './use-controller';

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
  /** Creates the guest account. */
  create: () => Promise<unknown>;
  onChange: (state: GuestState) => void;
}

export interface GuestController {
  readonly state: GuestState;
  /** Creates the guest account; resolves true when it was created (also after `dispose`). */
  create: () => Promise<boolean>;
  /** The state changes no more (unmount). */
  dispose: () => void;
}

/**
 * Runs `reduceGuest` against the provider's call. A new attempt makes the one before it over: its answer still
 * resolves its own `create`, but changes the state no more.
 */
export function createGuestController({ create, onChange }: GuestOptions): GuestController {
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
    create: async () => {
      const current = ++run;
      dispatch({ type: 'start' }, current);
      try {
        await create();
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

/** Guest access as a React hook: `createGuestController` on the host's latest `create`. */
export function useGuest(create: () => Promise<unknown>): GuestFlow {
  const latest = useLatest(create);
  const [state, get] = useController<GuestState, GuestController>(
    (onChange) => createGuestController({ create: () => latest.current(), onChange }),
    initialGuest,
  );
  return { ...state, create: () => get().create() };
}
