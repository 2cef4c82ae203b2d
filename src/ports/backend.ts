/**
 * The readiness rule. A backend may not be ready yet (the app loads the provider's SDK after the first
 * screen has painted): a journey renders at once from `port` (null meanwhile: its states read as
 * 'initial'), and every call it makes goes through `whenReady()`, which waits for the backend rather than
 * failing, so typing an address and pressing Submit before the SDK has arrived just shows the step busy.
 */
export interface Backend<Port> {
  /** The port as it is now; null while the backend is still loading. */
  port: Port | null;
  /** Resolves with the port once the backend is ready (at once when it already is). */
  whenReady: () => Promise<Port>;
}

/** A backend that is ready from the start (an in-memory fake, a test). */
export function readyBackend<Port>(port: Port): Backend<Port> {
  return { port, whenReady: () => Promise.resolve(port) };
}
