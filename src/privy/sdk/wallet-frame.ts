import { useEffect, useState } from 'react';

/**
 * Watches the SDK's wallet-frame handshake (a `privy:iframe:ready` reply from the API origin, the plain
 * postMessage protocol the provider's frame speaks) and reports it a moment after the SDK has taken it in.
 */
export function useWalletFrameReady(apiOrigin: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { event?: unknown; error?: unknown } | null;
      if (event.origin !== apiOrigin || data?.event !== 'privy:iframe:ready' || data.error) return;
      // The SDK stores its wallet proxy in a promise callback after this same message: let it render first.
      timer = setTimeout(() => setReady(true), 50);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [apiOrigin]);
  return ready;
}
