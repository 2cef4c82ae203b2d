import { type ServerType, serve } from '@hono/node-server';
import { createEmulatorApp } from './app';
import type { EmulatorConfig } from './config';
import { Store } from './store/database';
import { migrate } from './store/schema';
import { TokenService } from './tokens';

export interface StartOptions {
  config: EmulatorConfig;
  /** 0 picks a free port. */
  port?: number;
  /** Where users, sessions, passkeys and the signing key live; null keeps everything in memory. */
  dataDir?: string | null;
  reset?: boolean;
  now?: () => number;
}

export interface RunningEmulator {
  url: string;
  port: number;
  store: Store;
  close: () => Promise<void>;
}

/** Starts the emulator on 127.0.0.1 only: it is a development and test tool, never exposed. */
export async function startEmulator({
  config,
  port = 8787,
  dataDir = null,
  reset = false,
  now,
}: StartOptions): Promise<RunningEmulator> {
  const store = await Store.open(dataDir, { reset, migrate });
  const tokens = await TokenService.create(dataDir, config.appId);
  const app = createEmulatorApp({ config, store, tokens, now });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    store,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}
