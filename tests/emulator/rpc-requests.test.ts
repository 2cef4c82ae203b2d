/**
 * `POST /rpc/:chainId`: JSON-RPC 2.0 requests and batches, a chain that fails, generated hostile bodies, and
 * the CLI's banner.
 */
import { createServer } from 'node:http';
import fc from 'fast-check';
import { Hono } from 'hono';
import { createPublicClient, http } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { rpcRoutes } from '../../emulator/src/chain/rpc-routes';
import type { Emulator } from '../../emulator/src/context';
import { anvilForFile } from '../setup/anvil';
import { startEmulatorCli } from '../setup/emulator-cli';
import { config, resetClock } from './helpers';
import { closedPort, listen, RPC, relayedChain, request } from './rpc-helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { FUNDER, direct, reached, withChain, call } = relayedChain(anvil);

beforeEach(resetClock);

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
