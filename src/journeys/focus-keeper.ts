import { type RefObject, useEffect } from 'react';
import { useLatest } from '../lib/use-latest';

/**
 * Keeps keyboard and screen-reader users in place when a journey swaps its view: if the element that had focus
 * inside `frame` leaves the page (the button that opened a step, a code field replaced by the success screen), focus
 * goes to `fallback()`, or else to the frame's first heading (made focusable for it), which also announces the new
 * view. Focus that the user moved elsewhere, or never gave the journey, is left alone.
 */
export function useFocusKeeper(frame: RefObject<HTMLElement | null>, fallback?: () => HTMLElement | null | undefined) {
  const choose = useLatest(fallback);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof HTMLElement ? event.target : null;
    };
    const restore = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (!lost || !last || last.isConnected) return;
      const target = choose.current?.() ?? root.querySelector<HTMLElement>('h1, h2, h3, [role="heading"]') ?? undefined;
      if (!target) return;
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
      target.focus();
      last = target;
    };
    const observer = new MutationObserver(restore);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [frame]);
}
