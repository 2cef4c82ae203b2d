import type { Server } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { createEmulatorApp } from './app';
import { AnvilError, type RunningAnvil, startAnvil } from './chain/anvil';
import type { ChainDeps } from './chain/faucet';
import type { EmulatorConfig } from './config';
import { RelayService } from './relay/service';
import { attachRelay, RELAY_PATH } from './relay/transport';
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
  /**
   * The local chain: `true` starts anvil beside the API (the chain id of the configuration's chain settings) and
   * stops it on close; a `{ chainId, rpcUrl }` uses a chain already running; false (the default) runs without.
   */
  chain?: boolean | ChainDeps;
  /** The port anvil should take when `chain` is true (default 0: any free one); a busy one falls back to any. */
  chainPort?: number;
}

export interface RunningEmulator {
  url: string;
  /** WalletConnect's relay on the same port (`ws://127.0.0.1:<port>/relay`): a mobile wallet's `relayUrl`. */
  relayUrl: string;
  port: number;
  store: Store;
  /** The local chain the emulator uses, or null without one. */
  chain: ChainDeps | null;
  close: () => Promise<void>;
}

/** Starts the emulator on 127.0.0.1 only: it is a development and test tool, never exposed. */
export async function startEmulator({
  config,
  port = 8787,
  dataDir = null,
  reset = false,
  now,
  chain = false,
  chainPort = 0,
}: StartOptions): Promise<RunningEmulator> {
  const anvil = chain === true ? await startLocalChain(config.chain.chainId, chainPort) : null;
  const chainDeps: ChainDeps | null = anvil
    ? { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }
    : typeof chain === 'object'
      ? chain
      : null;
  try {
    const store = await Store.open(dataDir, { reset, migrate });
    const tokens = await TokenService.create(dataDir, config.appId);
    // `chain` is what the chain routes (`chain/routes.ts`) and the wallets' RPC read: the running local chain.
    const deps = { config, store, tokens, now, chain: chainDeps };
    const app = createEmulatorApp(deps);
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
    });
    // WalletConnect's relay shares the port, on its own path (`relay/`).
    const closeRelay = attachRelay(server as Server, new RelayService(now ?? Date.now), config);
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    return {
      url: `http://127.0.0.1:${actualPort}`,
      relayUrl: `ws://127.0.0.1:${actualPort}${RELAY_PATH}`,
      port: actualPort,
      store,
      chain: chainDeps,
      close: () =>
        new Promise((resolve) => {
          void app.dispose().finally(() => {
            closeRelay();
            server.close(() => {
              store.close();
              (anvil?.stop() ?? Promise.resolve()).then(() => resolve());
            });
          });
        }),
    };
  } catch (error) {
    await anvil?.stop();
    throw error;
  }
}

/** anvil on the preferred port, or on any free one when that port is taken (another anvil, a Hardhat node). */
async function startLocalChain(chainId: number, preferredPort: number): Promise<RunningAnvil> {
  try {
    return await startAnvil({ chainId, port: preferredPort });
  } catch (error) {
    if (preferredPort === 0 || !(error instanceof AnvilError) || !/address already in use/i.test(error.message)) {
      throw error;
    }
    console.warn(`Port ${preferredPort} is taken: the local chain listens on another port.`);
    return startAnvil({ chainId, port: 0 });
  }
}
