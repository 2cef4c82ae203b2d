/**
 * The time a flow runs on: what its controller reads the hour from and sets its timers with. The browser's by
 * default (`systemClock`); tests and stories pass one they move themselves, so a 300 s wait passes in an instant
 * and a picture does not depend on the second it is taken.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * The browser's clock. Each call reads the global timers when it runs, not when this module loads, so a test's
 * fake timers (or a story's patched `setTimeout`) apply.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
