import { useEffect, useRef, useState } from 'react';

/**
 * A flow's controller in a component, the one way every flow hook holds one: made on first use with
 * `create(onChange)` (never during a render), its state mirrored into React state, disposed on unmount (its timers
 * stopped, late answers dropped), and made anew if the component is mounted again (as StrictMode does). `create`
 * should call the host's latest functions through a ref (`useLatest`): it runs once.
 */
export function useController<State, Controller extends { dispose: () => void }>(
  create: (onChange: (state: State) => void) => Controller,
  initial: State,
): readonly [state: State, controller: () => Controller] {
  const [state, setState] = useState<State>(initial);
  const controller = useRef<Controller | null>(null);
  const get = () => {
    controller.current ??= create(setState);
    return controller.current;
  };
  useEffect(
    () => () => {
      controller.current?.dispose();
      controller.current = null;
    },
    [],
  );
  return [state, get];
}
