import { lazy } from 'react';

const loadPhoneNav = () => import('./PhoneNav');

/** The phone's tab bar (lucide's icons): its own chunk, needed only on a phone once signed in. */
export const PhoneNav = lazy(() => loadPhoneNav().then((m) => ({ default: m.PhoneNav })));

/** Fetches the tab bar's chunk while the browser is idle, as `preloadPages` does for the pages. */
export function preloadPhoneNav() {
  const run = () => void loadPhoneNav().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
