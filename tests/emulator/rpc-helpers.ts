/**
 * Shared setup of the local chain's JSON-RPC route tests (rpc.test.ts, rpc-requests.test.ts): JSON-RPC requests
 * as the app's page sends them, and the chain reached through a relay that records what reaches anvil.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Address, createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import type { AnvilHandle } from '../setup/anvil';
import { emulator } from './helpers';

export const PAGE = 'http://localhost:5173';

export const RPC = '/rpc/84532';

export const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

interface Answer {
  jsonrpc: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export const request = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

/** Starts a server on a free loopback port and returns its URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return Number(new URL(url).port);
}

/** EVM code that reverts with `data` (hex, `size` bytes): CODECOPY it from after the code, then REVERT. */
export function revertCode(data: string, size: number): string {
  const hex = (n: number, bytes: number) => n.toString(16).padStart(bytes * 2, '0');
  // PUSH2 size, PUSH1 offset, PUSH1 0, CODECOPY, PUSH2 size, PUSH1 0, REVERT
  const prefixLength = 3 + 2 + 2 + 1 + 3 + 2 + 1;
  return `61${hex(size, 2)}60${hex(prefixLength, 1)}600039${'61'}${hex(size, 2)}6000fd${data}`;
}

/** The chain through a relay that records each method reaching anvil (its own server for the test file), and the emulator using it. */
export function relayedChain(anvil: AnvilHandle) {
  /** anvil's first development account (unlocked by anvil: the one eth_sendTransaction would spend from). */
  const FUNDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

  const direct = () => createPublicClient({ transport: http(anvil.rpcUrl) });

  /** Every JSON-RPC method that reached anvil through the relay, in order. */
  const reached: string[] = [];

  let relay: Server;

  let relayUrl = '';

  /** The emulator in memory, its chain reached through the relay (or as given). */
  async function withChain(overrides: Record<string, unknown> = {}, chain?: { chainId: number; rpcUrl: string }) {
    return emulator(overrides, { chain: chain ?? { chainId: 84532, rpcUrl: relayUrl } });
  }

  type App = Awaited<ReturnType<typeof withChain>>['app'];

  /** A JSON-RPC call as the app's page makes it: JSON, from the page's origin. */
  async function call(app: App, body: unknown, headers: Record<string, string> = {}, url = RPC) {
    const res = await app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, res, text, body: text ? (JSON.parse(text) as Answer & Answer[]) : null };
  }

  beforeAll(async () => {
    // Between the emulator and anvil: records the methods of each request (single or batch), then forwards it.
    relay = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString();
      const parsed = JSON.parse(text) as { method: string } | { method: string }[];
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) reached.push(r.method);
      const answer = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
    relayUrl = await listen(relay);
  });

  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));
  /** The relay's URL (once the file's tests have started). */
  const relayedUrl = () => relayUrl;
  return { FUNDER, direct, reached, withChain, call, relayedUrl };
}
