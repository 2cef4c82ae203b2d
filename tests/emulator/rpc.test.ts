/**
 * `POST /rpc/:chainId`, the local chain's JSON-RPC for the app's page: forwarding to anvil, the method families
 * refused before the chain, and which chain and which caller it answers.
 */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  parseAbi,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/src/server';
import { anvilForFile } from '../setup/anvil';
import { config, emulator, resetClock } from './helpers';
import { fresh, PAGE, RPC, relayedChain, request, revertCode } from './rpc-helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { FUNDER, direct, reached, withChain, call, relayedUrl } = relayedChain(anvil);

beforeEach(resetClock);

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
    const running = await startEmulator({ config, port: 0, chain: { chainId: 84532, rpcUrl: relayedUrl() } });
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
