import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateOnLogin } from './app-config';
import type { PrivySdkOptions } from './config';
import type { AuthPort } from './port';
import { AuthContext } from './session';

/**
 * The SDK and its wallet stack: a separate chunk, fetched after the first screen has painted. The small
 * module that imports it (`sdk-import.ts`: the SDK's chunk list) is fetched at once, beside the first screen.
 */
const sdkImport = import('./sdk-import');
// A failed fetch surfaces when the SDK is needed (LoadBoundary); until then it is not an unhandled rejection.
sdkImport.catch(() => undefined);
const Sdk = lazy(() => sdkImport.then((m) => m.importSdk()));

class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads the SDK's chunk once the first screen is on the page and publishes its AuthPort; until then (or should the
 * chunk fail to load) the journeys render at once and their calls wait.
 */
export function AuthProvider({
  sdk,
  createOnLogin,
  children,
}: {
  sdk: PrivySdkOptions;
  createOnLogin: Record<'ethereum' | 'solana', CreateOnLogin> | undefined;
  children: ReactNode;
}) {
  const [port, setPort] = useState<AuthPort | null>(null);
  const [load, setLoad] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const latest = useRef<AuthPort | null>(null);
  const waiting = useRef<((port: AuthPort) => void)[]>([]);
  const waitingForFrame = useRef<((port: AuthPort) => void)[]>([]);

  // Start fetching the SDK only once the first screen is on the page.
  useEffect(() => {
    const id = requestAnimationFrame(() => setLoad(true));
    return () => cancelAnimationFrame(id);
  }, []);

  const onPort = useCallback((next: AuthPort) => {
    latest.current = next;
    setPort(next);
    if (next.ready) {
      for (const resolve of waiting.current.splice(0)) resolve(next);
    }
    if (next.ready && next.walletFrameReady) {
      for (const resolve of waitingForFrame.current.splice(0)) resolve(next);
    }
  }, []);

  const whenReady = useCallback(
    () =>
      new Promise<AuthPort>((resolve) => {
        const current = latest.current;
        if (current?.ready) resolve(current);
        else waiting.current.push(resolve);
      }),
    [],
  );

  const whenWalletFrameReady = useCallback(
    (timeoutMs = 10_000) =>
      new Promise<AuthPort>((resolve) => {
        const current = latest.current;
        if (current?.ready && current.walletFrameReady) {
          resolve(current);
          return;
        }
        const done = (port: AuthPort) => {
          clearTimeout(timer);
          resolve(port);
        };
        waitingForFrame.current.push(done);
        const timer = setTimeout(() => {
          waitingForFrame.current = waitingForFrame.current.filter((w) => w !== done);
          void whenReady().then(resolve);
        }, timeoutMs);
      }),
    [whenReady],
  );

  const value = useMemo(
    () => ({ port, loadFailed, whenReady, whenWalletFrameReady }),
    [port, loadFailed, whenReady, whenWalletFrameReady],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {load ? (
        <LoadBoundary onError={() => setLoadFailed(true)}>
          <Suspense fallback={null}>
            <Sdk {...sdk} createOnLogin={createOnLogin} onPort={onPort} whenWalletFrameReady={whenWalletFrameReady} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </AuthContext.Provider>
  );
}
