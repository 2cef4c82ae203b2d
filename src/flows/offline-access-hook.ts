import { useEffect, useRef, useState } from 'react';
import type { Clock } from './clock';
import {
  createOfflineAccess,
  type DelegableWallet,
  initialOfflineAccess,
  type OfflineAccessCalls,
  type OfflineAccessController,
  type OfflineAccessState,
} from './offline-access';

export interface OfflineAccessFlow<Wallet extends DelegableWallet = DelegableWallet>
  extends Omit<OfflineAccessController<Wallet>, 'state' | 'dispose'> {
  state: OfflineAccessState<Wallet>;
}

/**
 * The offline-access flow as a React hook: `createOfflineAccess` on the host's calls (the latest ones are always
 * the ones called) and guard; the guard stops and late answers are dropped on unmount.
 */
export function useOfflineAccess<Wallet extends DelegableWallet>(
  calls: OfflineAccessCalls<Wallet>,
  guardMs: number,
  clock?: Clock,
): OfflineAccessFlow<Wallet> {
  const [state, setState] = useState<OfflineAccessState<Wallet>>(initialOfflineAccess);
  const latest = useRef({ calls, guardMs });
  latest.current = { calls, guardMs };
  const controller = useRef<OfflineAccessController<Wallet> | null>(null);
  const get = () => {
    controller.current ??= createOfflineAccess<Wallet>({
      calls: {
        grant: (wallet) => latest.current.calls.grant(wallet),
        revoke: (wallet) => latest.current.calls.revoke(wallet),
      },
      onChange: setState,
      guardMs: () => latest.current.guardMs,
      clock,
    });
    return controller.current;
  };
  useEffect(
    () => () => {
      controller.current?.dispose();
      controller.current = null;
    },
    [],
  );
  return {
    state,
    enable: (wallet: Wallet) => get().enable(wallet),
    revoke: (wallet: Wallet) => get().revoke(wallet),
    confirm: () => get().confirm(),
    dismiss: () => get().dismiss(),
  };
}
