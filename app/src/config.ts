import type { PrivySdkOptions } from '@sigil/ui/privy';

/**
 * Where the app's provider lives. One code path, live or emulated: only these values differ. They come from
 * a JSON block in index.html that the build fills from the environment (VITE_PRIVY_APP_ID,
 * VITE_PRIVY_CLIENT_ID, VITE_SIGIL_EMULATOR_URL) and that a server may rewrite at deploy time, so one build
 * can be pointed anywhere without rebuilding.
 */
export interface RuntimeConfig {
  mode: 'live' | 'emulator';
  appId: string;
  clientId: string | null;
  /** The provider's API origin; null means the provider's own default (live). */
  apiUrl: string | null;
  /**
   * The app's server signer (the dashboard's key quorum id) that offline access adds to server-side wallets
   * (VITE_PRIVY_SESSION_SIGNER_ID); unset: the emulator's own in emulator mode, none live.
   */
  sessionSignerId?: string | null;
}

export const EMULATOR_APP_ID = 'sigillocalemulatorapp0001';
/** The emulator's "app's server" signer (its `appServer.signerId` default). */
export const EMULATOR_SESSION_SIGNER_ID = 'sigilappserversigner0001';
const EMULATOR_URL = 'http://127.0.0.1:8787';

/** Reads the config from the environment given (build time). Live when an app id is set. */
export function configFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  const appId = env.VITE_PRIVY_APP_ID?.trim();
  if (appId) {
    return {
      mode: 'live',
      appId,
      clientId: env.VITE_PRIVY_CLIENT_ID?.trim() || null,
      apiUrl: null,
      sessionSignerId: env.VITE_PRIVY_SESSION_SIGNER_ID?.trim() || null,
    };
  }
  const apiUrl = (env.VITE_SIGIL_EMULATOR_URL?.trim() || EMULATOR_URL).replace(/\/+$/, '');
  return { mode: 'emulator', appId: EMULATOR_APP_ID, clientId: null, apiUrl };
}

/** Validates a config read from the page; throws a clear error rather than booting half-configured. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = raw as Partial<RuntimeConfig> | null;
  if (!value || (value.mode !== 'live' && value.mode !== 'emulator') || typeof value.appId !== 'string') {
    throw new Error('Sigil: the page has no valid #sigil-config block (mode, appId).');
  }
  if (value.apiUrl !== null && value.apiUrl !== undefined) {
    const url = new URL(value.apiUrl);
    // The SDK accepts iframe messages only from exactly this origin: no path, no trailing slash.
    if (url.origin !== value.apiUrl) throw new Error(`Sigil: apiUrl must be a bare origin, got ${value.apiUrl}`);
  }
  return {
    mode: value.mode,
    appId: value.appId,
    clientId: value.clientId ?? null,
    apiUrl: value.apiUrl ?? null,
    sessionSignerId: typeof value.sessionSignerId === 'string' && value.sessionSignerId ? value.sessionSignerId : null,
  };
}

/** The server signer offline access uses: the configured one, else the emulator's own in emulator mode. */
export const sessionSignerId = (config: RuntimeConfig): string | null =>
  config.sessionSignerId || (config.mode === 'emulator' ? EMULATOR_SESSION_SIGNER_ID : null);

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const block = doc.getElementById('sigil-config');
  return parseRuntimeConfig(JSON.parse(block?.textContent || 'null'));
}

/** The provider's API origin the browser talks to (for the CSP; `@sigil/ui/privy` has the same default). */
const PROVIDER_ORIGIN = 'https://auth.privy.io';
export const apiOrigin = (config: RuntimeConfig) => config.apiUrl ?? PROVIDER_ORIGIN;

/**
 * `SigilPrivyProvider`'s setup under this config. Emulated, the emulator stands in for the outside parties too:
 * every chain's RPC is its JSON-RPC route (`{apiUrl}/rpc/{chainId}`, which serves the local chain and answers 404 for
 * the others: nothing leaves the machine, and the page talks to no origin but the app's and the emulator's), and its
 * pages and status API stand in for the card on-ramps. Live, the SDK's RPCs and the on-ramps' own services.
 */
export function sdkOptions(config: RuntimeConfig): PrivySdkOptions {
  const { appId, clientId, apiUrl } = config;
  const common = { appId, clientId, apiUrl, sessionSignerId: sessionSignerId(config) };
  if (config.mode !== 'emulator' || !apiUrl) return common;
  return {
    ...common,
    walletRpcUrl: (chainId) => `${apiUrl}/rpc/${chainId}`,
    onrampStandIns: {
      coinbasePage: `${apiUrl}/_emulator/onramp/coinbase`,
      // MoonPay's status API at the same path under the emulator's origin, with its sandbox key.
      moonpayStatus: (id) =>
        `${apiUrl}/onramp-api/moonpay/v1/transactions/ext/${encodeURIComponent(id)}?apiKey=pk_test_sigil_emulator`,
    },
  };
}
