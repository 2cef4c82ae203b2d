import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when that changes (a rotation, a resize). For what CSS alone
 * cannot say — a list's keyboard orientation follows its layout. False where there is no `matchMedia` (a server).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches),
    () => false,
  );
}
