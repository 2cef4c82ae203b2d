import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import { WebSocketServer } from 'ws';
import type { EmulatorConfig } from '../config';
import { originAllowed } from '../origins';
import { isLoopbackHostHeader } from '../security/urls';
import type { RelayService } from './service';

/** Where the relay listens on the emulator's port: `ws://127.0.0.1:8787/relay` is the app's `relayUrl`. */
export const RELAY_PATH = '/relay';

const MAX_AUTH_LENGTH = 2048;
const MAX_PROJECT_ID_LENGTH = 64;

/** Whether a client may connect (its id from its auth JWT), or why not with the HTTP status it gets. */
async function refusal(
  request: IncomingMessage,
  config: Pick<EmulatorConfig, 'allowedOrigins'>,
  relay: RelayService,
  nowSeconds: number,
): Promise<{ ok: false; status: number; reason: string } | { ok: true; clientId: string }> {
  // DNS rebinding: a page whose name resolves to 127.0.0.1 still says its own name in Host.
  if (!isLoopbackHostHeader(request.headers.host))
    return { ok: false, status: 403, reason: 'Loopback host names only' };
  // A browser says where the page is from: only the app's origins (loopback, or the configured ones) may connect.
  const origin = request.headers.origin;
  if (origin !== undefined && !originAllowed(config, origin))
    return { ok: false, status: 403, reason: 'Origin not allowed' };
  const url = new URL(request.url ?? '/', 'http://relay.invalid');
  const auth = url.searchParams.get('auth') ?? '';
  const projectId = url.searchParams.get('projectId') ?? '';
  if (!projectId || projectId.length > MAX_PROJECT_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(projectId)) {
    return { ok: false, status: 400, reason: 'A projectId is required' };
  }
  if (!auth || auth.length > MAX_AUTH_LENGTH) return { ok: false, status: 401, reason: 'An auth JWT is required' };
  try {
    // The client's key signs a JWT naming it (did:key), as the public relay requires; the relay checks the signature.
    if (!(await verifyJWT(auth))) return { ok: false, status: 401, reason: 'The auth JWT’s signature does not verify' };
    const { payload } = decodeJWT(auth);
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) {
      return { ok: false, status: 401, reason: 'The auth JWT has expired' };
    }
    if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:') || payload.iss.length > 128) {
      return { ok: false, status: 401, reason: 'The auth JWT names no client' };
    }
    if (relay.full) return { ok: false, status: 503, reason: 'The relay has too many connections' };
    return { ok: true, clientId: payload.iss };
  } catch {
    return { ok: false, status: 401, reason: 'The auth JWT is malformed' };
  }
}

function reject(socket: Duplex, status: number, reason: string) {
  const text = `${status} ${reason}`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/**
 * WalletConnect's relay on the emulator's HTTP server: a WebSocket at `/relay` (other upgrade requests are refused),
 * each socket a `RelayService` connection. Frames are text, at most `maxFrameBytes` (bigger ones close the socket
 * before they are read whole); binary frames close it too. Returns a function that closes every socket.
 */
export function attachRelay(
  server: Server,
  relay: RelayService,
  config: Pick<EmulatorConfig, 'allowedOrigins'>,
): () => void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: relay.limits.maxFrameBytes });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== RELAY_PATH) return reject(socket, 404, 'Not Found');
    // The JWT is the client's, signed by its own clock: checked against real time, not the emulator's test clock.
    void refusal(request, config, relay, Math.floor(Date.now() / 1000)).then((verdict) => {
      if (!verdict.ok) return reject(socket, verdict.status, verdict.reason);
      const { clientId } = verdict;
      sockets.handleUpgrade(request, socket, head, (ws) => {
        const connection = relay.connect(
          clientId,
          (frame) => ws.send(frame),
          () => ws.terminate(),
        );
        ws.on('message', (data, isBinary) => {
          if (isBinary) return ws.close(1003, 'Text frames only');
          connection.handle(data.toString());
        });
        ws.on('close', () => connection.close());
        ws.on('error', () => ws.terminate());
      });
    });
  });
  return () => {
    for (const ws of sockets.clients) ws.terminate();
    sockets.close();
  };
}
