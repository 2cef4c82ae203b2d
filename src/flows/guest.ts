import { useState } from 'react';

export interface GuestFlow {
  creating: boolean;
  /** The last attempt's failure, as thrown (read it with `messageFor`); null before and after a success. */
  error: unknown;
  /** Creates the guest account; resolves true when it was created. */
  create: () => Promise<boolean>;
}

/**
 * Guest access as a React hook: busy while the provider's call runs (the SDK's `createGuestAccount`, or a
 * fake), the failure kept for the screen. Small on purpose: a landing screen may start it before any
 * journey has loaded.
 */
export function useGuestFlow(create: () => Promise<unknown>): GuestFlow {
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return {
    creating,
    error,
    create: async () => {
      setCreating(true);
      setError(null);
      try {
        await create();
        return true;
      } catch (cause) {
        setError(cause);
        return false;
      } finally {
        setCreating(false);
      }
    },
  };
}
