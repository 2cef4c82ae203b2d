import { useSyncExternalStore } from 'react';

/**
 * Wide enough for the navigation in the header's row: Tailwind's `sm` breakpoint, where the library's
 * `AppShell` puts its navigation beside the app's name. Narrower (a phone), the app's own tab bar takes its place.
 */
const WIDE = '(min-width: 40rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is wider than a phone's (see `WIDE`); re-renders when that changes (a rotation, a resize). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
