import type { Backend } from '@sigil/ui/ports';
import {
  Component,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RuntimeConfig } from '../config';
import type { AuthPort } from './port';

/**
 * The SDK and its wallet stack: a separate chunk, fetched after the first screen has painted. The small
 * module that imports it (`sdk-import.ts`: the SDK's chunk list) is fetched at once, beside the first screen.
 */
const sdkImport = import('./sdk-import');
// A failed fetch surfaces when the SDK is needed (LoadBoundary); until then it is not an unhandled rejection.
sdkImport.catch(() => undefined);
const Sdk = lazy(() => sdkImport.then((m) => m.importSdk()));

interface AuthContextValue {
  /** Null until the SDK chunk has loaded and mounted. */
  port: AuthPort | null;
  /** The SDK chunk could not load (offline, blocked): sign-in cannot proceed. */
  loadFailed: boolean;
  /** Resolves with the port once the SDK is ready: actions taken before that wait rather than fail. */
  whenReady: () => Promise<AuthPort>;
  /** Resolves once the provider's wallet frame is ready too (or after `timeoutMs`, to go on regardless). */
  whenWalletFrameReady: (timeoutMs?: number) => Promise<AuthPort>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * One journey's port, taken from the auth port as the SDK fills it: null until the SDK has loaded, and a
 * `whenReady` that waits for it (or, with `walletFrame`, for the provider's wallet frame too).
 */
export function useBackend<Port>(select: (port: AuthPort) => Port, { walletFrame = false } = {}): Backend<Port> {
  const { port, whenReady, whenWalletFrameReady } = useAuth();
  return {
    port: port ? select(port) : null,
    whenReady: () => (walletFrame ? whenWalletFrameReady() : whenReady()).then(select),
  };
}

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

export function AuthProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
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
            <Sdk config={config} onPort={onPort} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </AuthContext.Provider>
  );
}
