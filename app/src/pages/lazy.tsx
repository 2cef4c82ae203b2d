import { preloadWhenIdle } from '@sigil/ui/privy';
import { lazy } from 'react';

/** The signed-in parts of the shell: one chunk the sign-in screen never loads (Radix's menu, lucide's icons). */
const load = () => import('./SignedIn');

/** The user's button, at the header's end. */
export const UserNav = lazy(() => load().then((m) => ({ default: m.UserNav })));
/** The phone's tab bar. */
export const PhoneNav = lazy(() => load().then((m) => ({ default: m.PhoneNav })));
/** The toasts' live region, the page's title, and focus following navigation. */
export const SignedInExtras = lazy(() => load().then((m) => ({ default: m.SignedInExtras })));

/** Fetches the signed-in shell's chunk while the browser is idle, as `preloadPages` does for the pages. */
export const preloadShell = () => preloadWhenIdle([load]);
