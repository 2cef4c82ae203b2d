import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { Hono } from 'hono';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  parseAbi,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rpcRoutes } from '../../emulator/src/chain/rpc-routes';
import type { Emulator } from '../../emulator/src/context';
import { startEmulator } from '../../emulator/src/server';
import { anvilForFile } from '../setup/anvil';
import { startEmulatorCli } from '../setup/emulator-cli';
import { config, emulator, resetClock } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

const PAGE = 'http://localhost:5173';
const RPC = '/rpc/84532';
/** anvil's first development account (unlocked by anvil: the one eth_sendTransaction would spend from). */
const FUNDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const direct = () => createPublicClient({ transport: http(anvil.rpcUrl) });

/** Every JSON-RPC method that reached anvil through the relay, in order. */
const reached: string[] = [];
let relay: Server;
let relayUrl = '';

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
interface Answer {
  jsonrpc: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}
const request = (method: string, params: unknown[] = [], id: unknown = 1) => ({ jsonrpc: '2.0', id, method, params });

describe('forwarding to the local chain', () => {
  it('forwards eth_chainId and eth_getBalance and answers with the chain’s own results', async () => {
    const { app } = await withChain();
    reached.length = 0;
    const chainId = await call(app, request('eth_chainId', [], 7));
    expect(chainId.status).toBe(200);
    expect(chainId.body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x14a34' });
    const balance = await call(app, request('eth_getBalance', [FUNDER, 'latest'], 'b'));
    expect(balance.body).toMatchObject({ jsonrpc: '2.0', id: 'b' });
    expect(BigInt(balance.body?.result as string)).toBe(await direct().getBalance({ address: FUNDER }));
    expect(reached).toEqual(['eth_chainId', 'eth_getBalance']);
    // A result of null (an unknown transaction) is a result, not an error.
    const missing = await call(app, request('eth_getTransactionReceipt', [`0x${'ab'.repeat(32)}`]));
    expect(missing.body).toEqual({ jsonrpc: '2.0', id: 1, result: null });
  });

  it('serves viem over real HTTP: a balance is read, and a transaction signed in the page mines', async () => {
    const running = await startEmulator({ config, port: 0, chain: { chainId: 84532, rpcUrl: relayUrl } });
    try {
      const url = `${running.url}${RPC}`;
      // The browser sends its origin; the app-wide CORS rule answers it.
      const transport = http(url, { fetchOptions: { headers: { origin: PAGE } }, retryCount: 0 });
      const chain = defineChain({
        id: 84532,
        name: 'Base Sepolia (local)',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      });
      const client = createPublicClient({ chain, transport });
      expect(await client.getChainId()).toBe(84532);
      expect(await client.getBalance({ address: FUNDER })).toBe(await direct().getBalance({ address: FUNDER }));

      const key = generatePrivateKey();
      const account = privateKeyToAccount(key);
      const funded = await fetch(`${running.url}/_emulator/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, amount: '2' }),
      });
      expect(funded.status).toBe(200);
      expect(await client.getBalance({ address: account.address })).toBe(parseEther('2'));

      reached.length = 0;
      const recipient = fresh();
      const wallet = createWalletClient({ account, chain, transport });
      const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.5') });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      expect(receipt.status).toBe('success');
      expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
      expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.5'));
      const fee = receipt.gasUsed * receipt.effectiveGasPrice;
      expect(await direct().getBalance({ address: account.address })).toBe(parseEther('1.5') - fee);
      // Signed in the page (a local account), broadcast raw: anvil never signed anything for it.
      expect(reached).toContain('eth_sendRawTransaction');
      expect(reached).not.toContain('eth_sendTransaction');
    } finally {
      await running.close();
    }
  });

  it('passes the chain’s errors on as a node does: revert data for viem to decode, a bad raw transaction', async () => {
    const { app } = await withChain();
    // A contract (put in place with a state override of eth_call) that reverts with Error("nope").
    const target = fresh();
    const revertData = encodeFunctionData({ abi: parseAbi(['function Error(string)']), args: ['nope'] });
    const size = (revertData.length - 2) / 2;
    const code = `0x${revertCode(revertData.slice(2), size)}` as const;
    const client = createPublicClient({
      transport: http(`http://localhost${RPC}`, {
        retryCount: 0,
        fetchFn: async (input, init) => app.request(String(input), init),
      }),
    });
    await expect(client.call({ to: target, data: '0x', stateOverride: [{ address: target, code }] })).rejects.toThrow(
      /reverted with reason: nope/,
    );
    const raw = await call(app, request('eth_sendRawTransaction', ['0x1234']));
    expect(raw.status).toBe(200);
    expect(raw.body?.error).toEqual({ code: -32602, message: 'Failed to decode transaction' });
    expect(raw.text).not.toMatch(/at .+\(.+:\d+:\d+\)/); // no stack trace
    // anvil describes bad params with its Rust types; the page gets a node's plain answer.
    for (const [method, params] of [
      ['eth_getBalance', []],
      ['eth_call', ['0x01']],
      ['eth_getBlockByNumber', ['0x1']],
    ] as const) {
      const answer = await call(app, request(method, [...params]));
      expect(answer.body?.error, method).toEqual({ code: -32602, message: 'invalid params' });
    }
    // Its plain ones pass as they are.
    const short = await call(app, request('eth_getBalance', ['0x01', 'latest']));
    expect(short.body?.error).toEqual({ code: -32602, message: 'invalid string length' });
  });
});

describe('refused before the chain', () => {
  it('refuses every development, signing and unlocked-account family with -32601; none of them reaches anvil', async () => {
    const { app } = await withChain();
    const victim = fresh();
    const chain = direct();
    const nonce = await chain.getTransactionCount({ address: FUNDER });
    const block = await chain.getBlockNumber();
    const refused: [string, unknown[]][] = [
      ['anvil_setBalance', [victim, '0x3635c9adc5dea00000']],
      ['anvil_setCode', [victim, '0x00']],
      ['anvil_impersonateAccount', [victim]],
      ['anvil_mine', ['0x5']],
      ['anvil_reset', []],
      ['anvil_dumpState', []],
      ['evm_mine', []],
      ['evm_snapshot', []],
      ['evm_revert', ['0x1']],
      ['evm_increaseTime', ['0x100']],
      ['hardhat_setBalance', [victim, '0x3635c9adc5dea00000']],
      ['debug_traceTransaction', [`0x${'00'.repeat(32)}`]],
      ['trace_block', ['latest']],
      ['ots_getApiLevel', []],
      ['eth_sendTransaction', [{ from: FUNDER, to: victim, value: '0xde0b6b3a7640000' }]],
      ['eth_sign', [FUNDER, '0xdeadbeef']],
      ['eth_signTransaction', [{ from: FUNDER, to: victim, value: '0x1' }]],
      ['eth_signTypedData_v4', [FUNDER, '{}']],
      ['eth_accounts', []],
      ['eth_requestAccounts', []],
      ['eth_coinbase', []],
      ['personal_sign', ['0xdeadbeef', FUNDER]],
      ['personal_unlockAccount', [FUNDER, '', 0]],
      ['personal_sendTransaction', [{ from: FUNDER, to: victim, value: '0x1' }, '']],
      ['txpool_content', []],
      ['admin_nodeInfo', []],
      ['eth_newFilter', [{}]],
      ['eth_newBlockFilter', []],
      ['eth_subscribe', ['newHeads']],
      ['rpc_modules', []],
      // Not the allowed names: case, spaces and prototype keys.
      ['ETH_SENDTRANSACTION', [{ from: FUNDER, to: victim, value: '0x1' }]],
      ['eth_chainId ', []],
      ['__proto__', []],
      ['constructor', []],
      ['toString', []],
      ['', []],
    ];
    reached.length = 0;
    for (const [method, params] of refused) {
      const answer = await call(app, request(method, params, method));
      expect(answer.status, method).toBe(200);
      expect(answer.body, method).toEqual({
        jsonrpc: '2.0',
        id: method,
        error: { code: -32601, message: `the method ${method} does not exist/is not available` },
      });
    }
    // Also in a batch, beside an allowed call.
    const batch = await call(app, [request('anvil_setBalance', [victim, '0x1'], 1), request('eth_chainId', [], 2)]);
    expect(batch.body?.map((a) => a.error?.code ?? a.result)).toEqual([-32601, '0x14a34']);

    expect(reached).toEqual(['eth_chainId']);
    // And nothing happened on the chain: no balance set, no funds moved, no block mined.
    expect(await chain.getBalance({ address: victim })).toBe(0n);
    expect(await chain.getCode({ address: victim })).toBeUndefined();
    expect(await chain.getTransactionCount({ address: FUNDER })).toBe(nonce);
    expect(await chain.getBlockNumber()).toBe(block);
  });

  it('bounds eth_getLogs to 10 000 blocks (tags resolved against the head) and checks its filter', async () => {
    const { app } = await withChain();
    reached.length = 0;
    const over = await call(app, request('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x2710' }]));
    expect(over.body?.error).toEqual({
      code: -32602,
      message: 'invalid params: eth_getLogs is limited to a range of 10000 blocks (asked for 10001)',
    });
    const tagged = await call(app, request('eth_getLogs', [{ fromBlock: 'earliest', toBlock: '0x2710' }]));
    expect(tagged.body?.error?.code).toBe(-32602);
    expect(reached).toEqual([]);

    const within = await call(app, request('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x270f' }]));
    expect(within.body?.result).toEqual(expect.any(Array));
    const history = await call(app, request('eth_getLogs', [{ fromBlock: 'earliest', address: [fresh()] }]));
    expect(history.body?.result).toEqual([]);
    expect(reached).toEqual(['eth_getLogs', 'eth_blockNumber', 'eth_getLogs']);
    // A query by block hash is one block: forwarded without asking for the head.
    reached.length = 0;
    const byHash = await call(app, request('eth_getLogs', [{ blockHash: `0x${'00'.repeat(32)}` }]));
    expect(byHash.body?.error).toEqual({ code: -32000, message: 'unknown block' });
    expect(reached).toEqual(['eth_getLogs']);

    reached.length = 0;
    const filters: unknown[] = [
      { fromBlock: 'first' },
      { address: 'nobody' },
      { topics: [null, null, null, null, null] },
      { topics: [Array.from({ length: 33 }, () => null)] },
      { address: Array.from({ length: 33 }, fresh) },
      { fromBlock: '0x0', extra: 1 },
      'latest',
    ];
    for (const filter of filters) {
      const answer = await call(app, request('eth_getLogs', [filter]));
      expect(answer.body?.error?.code, JSON.stringify(filter)).toBe(-32602);
    }
    expect(reached).toEqual([]);
  });
});

describe('JSON-RPC 2.0 requests and batches', () => {
  it('answers a batch within the limit in order, notifications unanswered; refuses a larger one whole', async () => {
    const { app } = await withChain();
    reached.length = 0;
    const mixed = await call(app, [
      request('eth_chainId', [], 1),
      { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] }, // a notification: run, not answered
      request('evm_mine', [], 'x'),
      { jsonrpc: '2.0', id: 4 },
      request('net_version', [], null),
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body?.map((a) => [a.id, a.error?.code ?? typeof a.result])).toEqual([
      [1, 'string'],
      ['x', -32601],
      [4, -32600],
      [null, 'string'],
    ]);
    expect(reached).toEqual(['eth_chainId', 'eth_blockNumber', 'net_version']);

    const twenty = Array.from({ length: 20 }, (_, i) => request('eth_chainId', [], i));
    const full = await call(app, twenty);
    expect(full.body?.map((a) => a.id)).toEqual(twenty.map((r) => r.id));
    expect(full.body?.every((a) => a.result === '0x14a34')).toBe(true);

    reached.length = 0;
    const tooMany = await call(app, [{ jsonrpc: '2.0', method: 'eth_chainId' }, ...twenty]);
    expect(tooMany.status).toBe(200);
    expect(tooMany.body).toEqual([
      { jsonrpc: '2.0', id: 0, error: { code: -32600, message: 'batch too large: at most 20 requests' } },
    ]);
    expect(reached).toEqual([]);

    expect((await call(app, [])).body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'empty batch' },
    });
    // Only notifications: nothing to answer.
    const silent = await call(app, [{ jsonrpc: '2.0', method: 'eth_chainId' }]);
    expect(silent.status).toBe(204);
    expect(silent.text).toBe('');
  });

  it('malformed JSON is -32700, an invalid request object -32600, bad params -32602, never a 5xx', async () => {
    const { app } = await withChain();
    reached.length = 0;
    for (const text of ['not json', '{"jsonrpc":"2.0",', '', '[1,', '\u0000']) {
      const answer = await call(app, text);
      expect(answer.status, text).toBe(200);
      expect(answer.body, text).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } });
    }
    const invalidRequests: [unknown, unknown][] = [
      [{}, null],
      [{ jsonrpc: '1.0', id: 1, method: 'eth_chainId' }, 1],
      [{ id: 2, method: 'eth_chainId' }, 2],
      [{ jsonrpc: '2.0', id: 3, method: 5 }, 3],
      [{ jsonrpc: '2.0', id: { x: 1 }, method: 'eth_chainId' }, null],
      [{ jsonrpc: '2.0', id: 'i'.repeat(300), method: 'eth_chainId' }, null],
      [null, null],
      [42, null],
      ['"eth_chainId"', null],
    ];
    for (const [body, id] of invalidRequests) {
      const answer = await call(app, body);
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(body)).toEqual({
        jsonrpc: '2.0',
        id,
        error: { code: -32600, message: 'invalid request' },
      });
    }
    const batch = await call(app, [1, 'x', null]);
    expect(batch.body?.map((a) => a.error?.code)).toEqual([-32600, -32600, -32600]);

    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const badParams: unknown[] = [
      request('eth_getBalance', [FUNDER, 'latest', 'extra']),
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: { address: FUNDER } },
      { jsonrpc: '2.0', id: 1, method: 'eth_call', params: 'latest' },
      `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[${deep}]}`,
    ];
    for (const body of badParams) {
      const answer = await call(app, body);
      expect(answer.status).toBe(200);
      expect(answer.body?.error?.code).toBe(-32602);
    }
    expect(reached).toEqual([]);
    // params: null is no params.
    expect((await call(app, { jsonrpc: '2.0', id: 9, method: 'eth_chainId', params: null })).body?.result).toBe(
      '0x14a34',
    );
  });

  it('only JSON, within the app-wide body limit (100 KiB)', async () => {
    const { app } = await withChain();
    reached.length = 0;
    const plain = await call(app, request('eth_chainId'), { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.body?.error?.code).toBe(-32600);
    const form = await call(app, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const big = await call(app, request('eth_sendRawTransaction', [`0x${'ab'.repeat(60_000)}`]));
    expect(big.status).toBe(413);
    expect(reached).toEqual([]);
    // Just under the limit is forwarded (anvil refuses the garbage itself).
    const near = await call(app, request('eth_sendRawTransaction', [`0x${'ab'.repeat(50_000)}`]));
    expect(near.status).toBe(200);
    expect(near.body?.error?.code).toEqual(expect.any(Number));
    expect(reached).toEqual(['eth_sendRawTransaction']);
  });
});

describe('which chain, which caller', () => {
  it('an unknown chain id, or no chain at all, is a 404 with a JSON-RPC error body', async () => {
    const { app } = await withChain();
    reached.length = 0;
    for (const url of ['/rpc/1', '/rpc/084532', '/rpc/84532.0', '/rpc/0x14a34', '/rpc/-1', `/rpc/${'9'.repeat(40)}`]) {
      const answer = await call(app, request('eth_chainId'), {}, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: 'no such chain on this emulator: it serves chain 84532 at /rpc/84532' },
      });
    }
    expect(reached).toEqual([]);
    const off = await emulator();
    const answer = await call(off.app, request('eth_chainId'));
    expect(answer.status).toBe(404);
    expect(answer.body?.error).toEqual({
      code: -32000,
      message: 'no such chain on this emulator: it runs without one',
    });
    // Other verbs are not routes, as everywhere in the emulator.
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await off.app.request(RPC, { method });
      expect(res.status, method).toBe(404);
    }
    expect((await (await withChain()).app.request(RPC)).status).toBe(404);
  });

  it('CORS: an allowed loopback origin is answered with the header; a foreign origin or Host is refused', async () => {
    const { app } = await withChain();
    const preflight = await app.request(RPC, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const allowed = await call(app, request('eth_chainId'));
    expect(allowed.res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(allowed.body?.result).toBe('0x14a34');

    reached.length = 0;
    const foreignPreflight = await app.request(RPC, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:5174' }, // loopback, but not the configured app
      { host: 'evil.example:8787', origin: 'http://evil.example:8787' }, // DNS rebinding
      { host: 'evil.example', origin: 'http://evil.example' },
    ];
    for (const headers of foreign) {
      const answer = await call(app, request('anvil_setBalance', [FUNDER, '0x0']), headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.res.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.body?.error?.code).toBe(-32000);
    }
    // A foreign Host is refused even with the app's own origin.
    expect((await call(app, request('eth_chainId'), { host: 'evil.example:8787' })).status).toBe(403);
    expect(reached).toEqual([]);

    // Without allowedOrigins any loopback page may call, as for the rest of the API; a request without an
    // Origin (not a browser page) too.
    const open = await withChain({ allowedOrigins: undefined });
    const loopback = await call(open.app, request('eth_chainId'), { origin: 'http://127.0.0.1:3000' });
    expect(loopback.res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(loopback.body?.result).toBe('0x14a34');
    const res = await open.app.request(RPC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request('eth_chainId')),
    });
    expect(res.status).toBe(200);
  });
});

describe('when the chain fails', () => {
  it('unreachable: 502 with -32603, nothing about anvil in the answer', async () => {
    const closed = await closedPort();
    const { app } = await withChain({}, { chainId: 84532, rpcUrl: `http://127.0.0.1:${closed}` });
    const answer = await call(app, [request('eth_chainId', [], 1), request('evm_mine', [], 2)]);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'internal error: the local chain is not reachable' } },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32601, message: 'the method evm_mine does not exist/is not available' },
      },
    ]);
    expect(answer.text).not.toContain(String(closed));
    expect(answer.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/);
  });

  it('silent: a 504 with -32603 after the time-out', async () => {
    const hanging = createServer(() => {
      // Never answers.
    });
    const url = await listen(hanging);
    try {
      const app = new Hono().route(
        '/rpc',
        rpcRoutes({ config, chain: { chainId: 84532, rpcUrl: url } } as Emulator, { timeoutMs: 300 }),
      );
      const started = performance.now();
      const res = await app.request(RPC, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request('eth_blockNumber')),
      });
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'internal error: the local chain did not answer in time' },
      });
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('hostile requests', () => {
  it('generated JSON-RPC bodies never get a 5xx, and no refused method ever reaches the chain', async () => {
    const { app } = await withChain();
    const chain = direct();
    const block = await chain.getBlockNumber();
    const balance = await chain.getBalance({ address: FUNDER });
    const methods = fc.oneof(
      fc.constantFrom(
        'eth_chainId',
        'eth_getBalance',
        'eth_call',
        'eth_estimateGas',
        'eth_getLogs',
        'eth_feeHistory',
        'eth_getBlockByNumber',
        'eth_sendRawTransaction',
        'eth_sendTransaction',
        'anvil_setBalance',
        'evm_mine',
        'anvil_mine',
        'eth_accounts',
        'personal_sign',
        'hardhat_mine',
        'debug_traceCall',
      ),
      fc.string({ maxLength: 30 }),
    );
    const scalar = fc.oneof(
      fc.constantFrom('latest', 'earliest', 'pending', '0x0', '0x1', '0xffffffffffffffff', FUNDER, '0x', '0xzz'),
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const param = fc.oneof(
      scalar,
      fc.dictionary(
        fc.constantFrom('from', 'to', 'value', 'data', 'fromBlock', 'toBlock', 'address', 'topics', 'blockHash'),
        fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
        { maxKeys: 4 },
      ),
      fc.array(scalar, { maxLength: 3 }),
    );
    // Well-formed calls (any method, plausible params) and wild ones (any shape).
    const wellFormed = fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 })),
      method: methods,
      params: fc.array(param, { maxLength: 2 }),
    });
    const wild = fc.record(
      {
        jsonrpc: fc.constantFrom('2.0', '1.0', 2),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null), fc.object({ maxDepth: 1 })),
        method: methods,
        params: fc.oneof(fc.array(param, { maxLength: 5 }), param),
      },
      { requiredKeys: ['method'] },
    );
    const one = fc.oneof(wellFormed, wild);
    const body = fc.oneof(
      one.map((r) => JSON.stringify(r)),
      fc.array(one, { maxLength: 24 }).map((r) => JSON.stringify(r)),
      fc.json(),
      fc.string({ maxLength: 40 }),
    );
    reached.length = 0;
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const answer = await call(app, text);
        expect(answer.status, text).toBeLessThan(500);
        if (answer.status === 200) expect(answer.body, text).not.toBeNull();
      }),
      { numRuns: 400 },
    );
    const allowed = new Set([
      'eth_chainId',
      'eth_getBalance',
      'eth_call',
      'eth_estimateGas',
      'eth_getLogs',
      'eth_blockNumber',
      'eth_feeHistory',
      'eth_getBlockByNumber',
      'eth_sendRawTransaction',
    ]);
    expect(reached.filter((m) => !allowed.has(m))).toEqual([]);
    // The generated calls did reach the chain (the property is not vacuous).
    expect(reached.length).toBeGreaterThan(20);
    expect(await chain.getBlockNumber()).toBe(block);
    expect(await chain.getBalance({ address: FUNDER })).toBe(balance);
  }, 60_000);
});

describe('the CLI', () => {
  it('prints the route for apps in its banner, and it answers', async () => {
    const { cli, banner } = await startEmulatorCli(/RPC for apps .*\n/);
    try {
      expect(banner).toMatch(/Chain RPC\s+http:\/\/127\.0\.0\.1:\d+ \(anvil, chain id 84532/);
      const url = /RPC for apps\s+(http:\/\/127\.0\.0\.1:\d+\/rpc\/84532) /.exec(banner)?.[1] ?? '';
      expect(url).not.toBe('');
      expect(await createPublicClient({ transport: http(url, { retryCount: 0 }) }).getChainId()).toBe(84532);
      const exited = new Promise((resolve) => cli.once('exit', resolve));
      cli.kill('SIGTERM');
      await exited;
    } finally {
      cli.kill('SIGKILL');
    }
  }, 30_000);
});

/** Starts a server on a free loopback port and returns its URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return Number(new URL(url).port);
}

/** EVM code that reverts with `data` (hex, `size` bytes): CODECOPY it from after the code, then REVERT. */
function revertCode(data: string, size: number): string {
  const hex = (n: number, bytes: number) => n.toString(16).padStart(bytes * 2, '0');
  // PUSH2 size, PUSH1 offset, PUSH1 0, CODECOPY, PUSH2 size, PUSH1 0, REVERT
  const prefixLength = 3 + 2 + 2 + 1 + 3 + 2 + 1;
  return `61${hex(size, 2)}60${hex(prefixLength, 1)}600039${'61'}${hex(size, 2)}6000fd${data}`;
}
