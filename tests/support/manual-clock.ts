import type { Clock } from '../../src/flows/clock';

/**
 * A clock whose time moves only when the test or play function says so, for flows that take a `Clock`: their
 * 300 s waits and lock-outs pass in an instant, and a picture does not depend on the second it is taken.
 * `advance` moves time on and fires each timer that falls due on the way, in order, at its own time (a timer set
 * by another's callback fires too when it falls due within the step); `advanceAsync` does the same but lets
 * pending promises settle before each timer and after the last, for controllers whose timers follow awaited calls.
 */
export function manualClock(start = 0) {
  let now = start;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      next += 1;
      timers.set(next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  /** The earliest timer due by `until` (the first set, among timers due at the same time). */
  const due = (until: number) =>
    [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
  const fire = ([id, timer]: [number, { at: number; callback: () => void }]) => {
    timers.delete(id);
    now = timer.at;
    timer.callback();
  };
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    clock,
    /** The clock's time now. */
    now: () => now,
    /** Moves time on by `ms`, firing the timers due on the way. */
    advance: (ms: number) => {
      const until = now + ms;
      for (let timer = due(until); timer; timer = due(until)) fire(timer);
      now = until;
    },
    /** As `advance`, letting pending promises settle before each timer and after the last. */
    advanceAsync: async (ms: number) => {
      const until = now + ms;
      for (;;) {
        await settle();
        const timer = due(until);
        if (!timer) break;
        fire(timer);
      }
      now = until;
      await settle();
    },
    /** Fires every timer set now, whenever it is due, without moving time. */
    fireAll: () => {
      for (const [id, timer] of [...timers]) {
        timers.delete(id);
        timer.callback();
      }
    },
    /** How many timers wait. */
    pending: () => timers.size,
    /** Back to the start, no timer waiting (between stories that share a clock). */
    reset: () => {
      now = start;
      timers.clear();
    },
  };
}
