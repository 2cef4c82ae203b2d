import { useRef } from 'react';

/**
 * The value of the latest render, in a ref: for a callback or a controller made once that must call what the
 * host passes now (its latest port, its latest `onDone`), not what it passed when it was made.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
