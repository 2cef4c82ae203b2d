import type { CopyKey } from '@sigil/ui/copy';

/**
 * What the signed-in pages report as done (the journeys' `onDone`: a wallet created, a request signed, a transaction
 * mined, an account linked or unlinked), or an action of the shell that failed (its message's key), for the toasts
 * to say. A few lines here in the first screen's chunk; the toasts (`pages/SignedIn.tsx`) load with the signed-in
 * shell.
 */
export type Notice = 'created' | 'signed' | 'mined' | 'linked' | 'unlinked' | { failed: CopyKey };

const listeners = new Set<(notice: Notice) => void>();

export function notify(notice: Notice) {
  for (const listener of listeners) listener(notice);
}

/** Calls `listener` with each notice until the returned function is called. */
export function onNotice(listener: (notice: Notice) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
