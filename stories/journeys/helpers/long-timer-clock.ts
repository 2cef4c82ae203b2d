/**
 * The page's long timers on a clock the play function moves: a timer of 10 s or more (the journey's 60 s wallet
 * time-out, `WALLET_RELAY.requestTimeoutMs`, and a slow wallet's answer in the fake) waits for `advance`; shorter
 * ones (the fake's usual delays, user-event, the testing library's polling) keep real time. The journey takes no
 * clock, so this is how a story passes its 60 s in an instant. Installed by the stories that need it (their
 * `beforeEach` returns the uninstall), removed after.
 */
export function longTimerClock(threshold = 10_000) {
  let timers: { id: number; at: number; run: () => void }[] = [];
  let now = 0;
  let nextId = -1;
  const install = () => {
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    now = 0;
    timers = [];
    const fakeSet = (handler: TimerHandler, ms = 0, ...args: unknown[]) => {
      if (typeof handler !== 'function' || ms < threshold)
        return Reflect.apply(realSet, globalThis, [handler, ms, ...args]);
      // Negative ids: never one of the browser's.
      const id = nextId--;
      timers.push({ id, at: now + ms, run: () => handler(...args) });
      return id;
    };
    const fakeClear = (id?: unknown) => {
      if (typeof id === 'number' && id < 0) timers = timers.filter((timer) => timer.id !== id);
      else Reflect.apply(realClear, globalThis, [id]);
    };
    globalThis.setTimeout = fakeSet as unknown as typeof setTimeout;
    globalThis.clearTimeout = fakeClear as typeof clearTimeout;
    return () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
      timers = [];
    };
  };
  /** Moves the time on; the long timers due by then run, in order. */
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > now || !timers.includes(timer)) continue;
      timers = timers.filter((other) => other !== timer);
      timer.run();
    }
  };
  /** The long timers waiting, by when they are due (ms from the install). */
  const pending = () => timers.map((timer) => timer.at).sort((a, b) => a - b);
  return { install, advance, pending };
}
