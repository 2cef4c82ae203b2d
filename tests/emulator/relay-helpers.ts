import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import { SignClient } from '@walletconnect/sign-client';
import WebSocket from 'ws';
import { MemoryStorage } from '../../emulator/src/phone-wallet/storage';
import { RELAY_LIMITS, type RelayLimits } from '../../emulator/src/relay/limits';
import { RelayService } from '../../emulator/src/relay/service';
import { attachRelay } from '../../emulator/src/relay/transport';

/** A relay on its own loopback HTTP server, with limits and a clock the test chooses. */
export async function startRelay(limits: Partial<RelayLimits> = {}, now: () => number = Date.now) {
  const relay = new RelayService(now, { ...RELAY_LIMITS, ...limits });
  const server: Server = createServer((_request, response) => response.writeHead(404).end());
  const close = attachRelay(server, relay, {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    relay,
    url: `ws://127.0.0.1:${port}/relay`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        close();
        server.close(() => resolve());
      }),
  };
}

/** An auth JWT as WalletConnect's client signs it (a did:key issuer, EdDSA), valid for `ttl` seconds. */
export async function authJwt(ttl = 86_400, iat?: number) {
  const keyPair = generateKeyPair();
  return signJWT('sub-random', 'wss://relay.walletconnect.org', ttl, keyPair, iat);
}

/** The issuer (the client's id) of a JWT. */
const issuerOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { iss: string }).iss;

export interface RelayClient {
  socket: WebSocket;
  clientId: string;
  /** Frames received, parsed, in order. */
  frames: Record<string, unknown>[];
  /** Sends a JSON-RPC request and resolves with its answer. */
  request: (method: string, params: unknown) => Promise<Record<string, unknown>>;
  /** Sends a raw frame. */
  raw: (frame: string | Buffer) => void;
  /** Resolves with the next frame that passes `test`. */
  next: (test: (frame: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<Record<string, unknown>>;
  closed: Promise<number>;
}

/** A client on the relay at `url`, authenticated as WalletConnect's client is (`?auth=…&projectId=…`). */
export async function connect(
  url: string,
  { jwt, headers }: { jwt?: string; headers?: Record<string, string> } = {},
): Promise<RelayClient> {
  const auth = jwt ?? (await authJwt());
  const socket = new WebSocket(`${url}?auth=${encodeURIComponent(auth)}&projectId=sigil-local&ua=test`, { headers });
  const frames: Record<string, unknown>[] = [];
  const waiters: {
    test: (frame: Record<string, unknown>) => boolean;
    resolve: (f: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
  let nextId = 1;
  const next: RelayClient['next'] = (test, timeoutMs = 2_000) => {
    const seen = frames.find(test);
    if (seen) {
      frames.splice(frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No such frame in time')), timeoutMs);
      waiters.push({
        test,
        resolve: (frame) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  };
  return {
    socket,
    clientId: issuerOf(auth),
    frames,
    raw: (frame) => socket.send(frame),
    request: (method, params) => {
      const id = nextId++;
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      return next((frame) => frame.id === id && !('method' in frame));
    },
    next,
    closed,
  };
}

/** The status an upgrade to `url` is refused with (or 101 when it is accepted). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

/** A topic as WalletConnect derives them: 32 random bytes, hex. */
export const topic = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');

/** An app as WalletConnect's own client on the relay at `relayUrl` (its core apart from any other in the process). */
export function appClient(relayUrl: string, name = 'Sigil Demo') {
  return SignClient.init({
    projectId: 'sigil-local',
    relayUrl,
    metadata: { name, description: 'test app', url: 'http://localhost:5173', icons: [] },
    storage: new MemoryStorage() as never,
    customStoragePrefix: `app-${Math.random()}`,
    logger: 'silent',
  });
}
