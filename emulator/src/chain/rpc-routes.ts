import { Hono } from 'hono';
import type { Emulator } from '../context';
import { originAllowed } from '../origins';
import { httpOrigin, isLoopbackHostHeader } from '../security/urls';
import { createRpcProxy, rpcError } from './rpc-proxy';

interface RpcRouteOptions {
  /** How long the local chain may take to answer (ms; default `RPC_TIMEOUT_MS`). */
  timeoutMs?: number;
}

/**
 * `POST /rpc/:chainId`: the local chain's JSON-RPC for the app in the browser (`rpcUrls.privyWalletOverride`),
 * on the emulator's own origin, so that the app's Content-Security-Policy needs nothing more than `apiUrl` and
 * anvil itself is never exposed to a page. What is forwarded, and how, is `chain/rpc-proxy.ts`.
 *
 * Before the proxy: the caller must be the app (the app-wide CORS rule tells the browser; a request from another
 * site, or carrying a DNS-rebinding Host, is refused here, 403, so it never reaches the chain), the chain id must be
 * the local chain's (else 404: no such chain here, also with `--chain off`), and the body must be JSON as
 * `application/json` (415 otherwise: a cross-site page cannot send that without a CORS preflight). The body is
 * bounded by the app-wide limit (100 KiB, 413).
 */
/** Mounted at `/rpc`. */
export function rpcRoutes({ config, chain }: Emulator, { timeoutMs }: RpcRouteOptions = {}) {
  const routes = new Hono();
  const proxy = chain ? createRpcProxy({ rpcUrl: chain.rpcUrl, ...(timeoutMs ? { timeoutMs } : {}) }) : null;

  routes.post('/:chainId', async (c) => {
    const self = new URL(c.req.url);
    const origin = c.req.header('origin');
    const foreign = origin !== undefined && !originAllowed(config, origin) && httpOrigin(origin) !== self.origin;
    if (!isLoopbackHostHeader(c.req.header('host') ?? self.host) || foreign) {
      return c.json(rpcError(null, -32000, 'requests from this origin are not accepted'), 403);
    }
    if (!proxy || !chain || c.req.param('chainId') !== String(chain.chainId)) {
      const served = chain ? `it serves chain ${chain.chainId} at /rpc/${chain.chainId}` : 'it runs without one';
      return c.json(rpcError(null, -32000, `no such chain on this emulator: ${served}`), 404);
    }
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return c.json(rpcError(null, -32600, 'Content-Type must be application/json'), 415);
    }
    const answer = await proxy(await c.req.text());
    return answer.body === null ? c.body(null, 204) : c.json(answer.body, answer.status);
  });

  return routes;
}
