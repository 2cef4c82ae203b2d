import * as React from 'react';

type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected' | undefined;
  value?: T | undefined;
  reason?: unknown;
};

/** React 19's `use`, where the host's React has it (read once: it does not change while the page runs). */
const reactUse = (React as { use?: (<T>(promise: Promise<T>) => T) | undefined }).use;

/**
 * The value of a promise, suspending the component until it settles (a Suspense boundary shows its fallback), or
 * throwing its error to the nearest error boundary: React 19's `use(promise)`, and on React 18 the same contract by
 * suspending on the promise itself, whose outcome is kept on it. Pass the same promise on every render (keep it in a
 * ref or state), as `use` requires.
 */
export function usePromise<T>(promise: Promise<T>): T {
  if (reactUse) return reactUse(promise);
  const tracked = promise as Tracked<T>;
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (tracked.status === 'rejected') throw tracked.reason;
  if (!tracked.status) {
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
  }
  throw tracked;
}
