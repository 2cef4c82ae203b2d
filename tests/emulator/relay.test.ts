import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { authJwt, connect, startRelay, topic, upgradeStatus } from './relay-helpers';

const MESSAGE = Buffer.from('ciphertext the relay never reads').toString('base64');

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});
async function relay(...args: Parameters<typeof startRelay>) {
  const started = await startRelay(...args);
  stops.push(started.stop);
  return started;
}
const subscription = (t: string) => (frame: Record<string, unknown>) =>
  frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === t;

describe("WalletConnect's relay on the emulator (irn over WebSocket)", () => {
  it('delivers a published message to the other subscribers of its topic, never back to its publisher', async () => {
    const { url } = await relay();
    const [dapp, wallet] = await Promise.all([connect(url), connect(url)]);
    const t = topic();
    const subscribed = await dapp.request('irn_subscribe', { topic: t });
    // The id WalletConnect's client computes for itself: sha256(topic + its client id).
    expect(subscribed.result).toBe(
      createHash('sha256')
        .update(t + dapp.clientId)
        .digest('hex'),
    );
    await wallet.request('irn_subscribe', { topic: t });
    expect((await wallet.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300, tag: 1100 })).result).toBe(
      true,
    );
    const delivered = await dapp.next(subscription(t));
    expect(delivered).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscribed.result, data: { topic: t, message: MESSAGE } },
    });
    expect(typeof (delivered.params as { data: { publishedAt: number } }).data.publishedAt).toBe('number');
    await expect(wallet.next(subscription(t), 300)).rejects.toThrow('No such frame');
  });

  it('keeps a message for its TTL for a subscriber that comes later, and fetches it; then it is gone', async () => {
    let now = 1_800_000_000_000;
    const { url, relay: service } = await relay({}, () => now);
    const dapp = await connect(url);
    const t = topic();
    await dapp.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300 });
    const wallet = await connect(url);
    await wallet.request('irn_subscribe', { topic: t });
    await wallet.next(subscription(t));
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [t] });
    expect(fetched.result).toMatchObject({ messages: [{ topic: t, message: MESSAGE }], hasMore: false });
    // The publisher's own messages are not fetched back to it.
    expect((await dapp.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    });
    now += 301_000;
    const late = await connect(url);
    await late.request('irn_subscribe', { topic: t });
    await expect(late.next(subscription(t), 300)).rejects.toThrow('No such frame');
    expect(service.stats()).toMatchObject({ kept: 0, keptBytes: 0 });
  });

  it('batch subscribe, publish and unsubscribe; an unsubscribed topic gets nothing more', async () => {
    const { url } = await relay();
    const [a, b] = await Promise.all([connect(url), connect(url)]);
    const [t1, t2] = [topic(), topic()];
    const ids = await a.request('irn_batchSubscribe', { topics: [t1, t2] });
    expect(ids.result).toHaveLength(2);
    await b.request('irn_batchPublish', {
      messages: [
        { topic: t1, message: MESSAGE, ttl: 300 },
        { topic: t2, message: MESSAGE, ttl: 300 },
      ],
    });
    await a.next(subscription(t1));
    await a.next(subscription(t2));
    await a.request('irn_batchUnsubscribe', { subscriptions: [{ id: 'x', topic: t1 }] });
    await a.request('irn_unsubscribe', { id: 'y', topic: t2 });
    await b.request('irn_publish', { topic: t1, message: MESSAGE, ttl: 300 });
    await expect(a.next(subscription(t1), 300)).rejects.toThrow('No such frame');
  });

  it('answers hostile frames with JSON-RPC errors and keeps serving', async () => {
    const { url } = await relay({ maxMessageLength: 64, maxBatch: 2 });
    const client = await connect(url);
    const errorOf = async (frame: string) => {
      client.raw(frame);
      return (await client.next((f) => 'error' in f)).error as { code: number };
    };
    expect((await errorOf('not json')).code).toBe(-32700);
    expect((await errorOf('[1,2]')).code).toBe(-32600);
    expect((await errorOf('{"id":1,"method":"irn_subscribe"}')).code).toBe(-32600);
    expect((await errorOf('{"id":{},"jsonrpc":"2.0","method":"irn_subscribe"}')).code).toBe(-32600);
    const invalid = [
      ['eth_call', {}, -32601],
      ['__proto__', {}, -32601],
      ['irn_subscribe', { topic: 'not-hex' }, -32602],
      ['irn_subscribe', { topic: topic(), extra: 1 }, -32602],
      ['irn_publish', { topic: topic(), message: 'a'.repeat(65), ttl: 300 }, -32602],
      ['irn_publish', { topic: topic(), message: '<script>', ttl: 300 }, -32602],
      ['irn_publish', { topic: topic(), message: MESSAGE, ttl: 1 }, -32602],
      ['irn_publish', { topic: topic(), message: MESSAGE, ttl: 10 ** 12 }, -32602],
      ['irn_batchSubscribe', { topics: [topic(), topic(), topic()] }, -32602],
      ['irn_batchFetchMessages', { topics: [] }, -32602],
    ] as const;
    for (const [method, params, code] of invalid) {
      expect((await client.request(method, params)).error, method).toMatchObject({ code });
    }
    expect((await client.request('irn_subscribe', { topic: topic() })).result).toMatch(/^[0-9a-f]{64}$/);
  });

  it('survives generated frames of any shape, then still relays', async () => {
    const { url } = await relay();
    const [fuzzed, peer] = await Promise.all([connect(url), connect(url)]);
    const frame = fc.oneof(
      fc.json(),
      fc.string({ maxLength: 200 }),
      fc.record({
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        jsonrpc: fc.constantFrom('2.0', '1.0'),
        method: fc.constantFrom('irn_subscribe', 'irn_publish', 'irn_batchPublish', 'irn_batchFetchMessages', 'x'),
        params: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(frame, (value) => {
        fuzzed.raw(typeof value === 'string' ? value : JSON.stringify(value));
      }),
      { numRuns: 150 },
    );
    const t = topic();
    await peer.request('irn_subscribe', { topic: t });
    await fuzzed.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300 });
    await peer.next(subscription(t), 5_000);
  });

  it('bounds topics per connection, kept messages per topic, the request rate and the frame size', async () => {
    const { url } = await relay({
      maxTopicsPerConnection: 2,
      maxMessagesPerTopic: 2,
      maxRequestsPerSecond: 20,
      maxFrameBytes: 4096,
    });
    const client = await connect(url);
    await client.request('irn_subscribe', { topic: topic() });
    await client.request('irn_subscribe', { topic: topic() });
    expect((await client.request('irn_subscribe', { topic: topic() })).error).toMatchObject({ code: -32000 });
    const t = topic();
    await client.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300 });
    await client.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300 });
    expect((await client.request('irn_publish', { topic: t, message: MESSAGE, ttl: 300 })).error).toMatchObject({
      code: -32000,
    });
    // Far over the rate: refused, then cut off.
    const flood = await connect(url);
    for (let i = 0; i < 120; i += 1) flood.raw(JSON.stringify({ id: i, jsonrpc: '2.0', method: 'irn_subscribe' }));
    expect(await flood.closed).toBeGreaterThan(0);
    // A frame over the size limit closes the socket before it is read whole (1009: message too big).
    const big = await connect(url);
    big.raw('x'.repeat(5000));
    expect(await big.closed).toBe(1009);
    // Binary frames are refused (1003).
    const binary = await connect(url);
    binary.raw(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toBe(1003);
  });

  it('refuses upgrades without a valid auth JWT, from foreign origins or host names, elsewhere, or when full', async () => {
    const { url, port, relay: service } = await relay({ maxConnections: 1 });
    const query = async (jwt: string) => `${url}?auth=${encodeURIComponent(jwt)}&projectId=p1`;
    expect(await upgradeStatus(`${url}?projectId=p1`)).toBe(401);
    expect(await upgradeStatus(`${url}?auth=${encodeURIComponent(await authJwt())}`)).toBe(400);
    const valid = await authJwt();
    const [header, payload, signature = ''] = valid.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    expect(await upgradeStatus(await query(forged))).toBe(401);
    expect(await upgradeStatus(await query('a.b.c'))).toBe(401);
    expect(await upgradeStatus(await query(await authJwt(60, Math.floor(Date.now() / 1000) - 3600)))).toBe(401);
    expect(await upgradeStatus(await query(valid), { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(await query(valid), { host: `evil.example:${port}` })).toBe(403);
    expect(await upgradeStatus(`ws://127.0.0.1:${port}/elsewhere`)).toBe(404);
    expect(await upgradeStatus(await query(valid), { origin: 'http://localhost:5173' })).toBe(101);
    await expect.poll(() => service.stats().connections).toBe(0);
    await connect(url);
    expect(await upgradeStatus(await query(await authJwt()))).toBe(503);
  });
});
