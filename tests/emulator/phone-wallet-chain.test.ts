/**
 * The phone wallet sends a transaction on the emulator's local chain (anvil): an app asks `eth_sendTransaction`
 * through the relay, the page's tap approves, the transfer is mined and the recipient's balance rises.
 */
import { createPublicClient, type Hex, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { type RunningEmulator, startEmulator } from '../../emulator/src/server';
import { appClient } from './relay-helpers';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ config: EmulatorConfigSchema.parse({}), port: 0, chain: true });
}, 60_000);
afterAll(async () => {
  await emulator?.close();
});

const post = (path: string, body: Record<string, string>, json = false) =>
  fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
const state = async () =>
  (await (await fetch(`${emulator.url}/_emulator/phone.json`)).json()) as {
    address: Hex;
    proposals: { id: number }[];
    requests: { id: number }[];
  };

describe('the phone wallet on the local chain', () => {
  it('sends a transfer the app asked for, once approved; it is mined', async () => {
    const chain = emulator.chain;
    if (!chain) throw new Error('no local chain');
    const { address } = await state();
    expect((await post('/_emulator/faucet', { address, amount: '1' }, true)).status).toBe(200);
    const app = await appClient(emulator.relayUrl);
    try {
      const { uri = '', approval } = await app.connect({
        requiredNamespaces: {
          eip155: { methods: ['eth_sendTransaction'], chains: [`eip155:${chain.chainId}`], events: [] },
        },
      });
      await post('/_emulator/phone/pair', { uri });
      await expect.poll(async () => (await state()).proposals.length, { timeout: 10_000 }).toBe(1);
      await post(`/_emulator/phone/proposals/${(await state()).proposals[0]?.id}`, { decision: 'approve' });
      const session = await approval();
      const to = '0x000000000000000000000000000000000000bEEF';
      const rpc = createPublicClient({ transport: http(chain.rpcUrl) });
      const before = await rpc.getBalance({ address: to });
      const sent = app.request<Hex>({
        topic: session.topic,
        chainId: `eip155:${chain.chainId}`,
        request: {
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: `0x${parseEther('0.01').toString(16)}` }],
        },
      });
      await expect.poll(async () => (await state()).requests.length, { timeout: 10_000 }).toBe(1);
      await post(`/_emulator/phone/requests/${(await state()).requests[0]?.id}`, { decision: 'approve' });
      const hash = await sent;
      const receipt = await rpc.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
      expect((await rpc.getBalance({ address: to })) - before).toBe(parseEther('0.01'));
    } finally {
      await app.core.relayer.transportClose().catch(() => undefined);
    }
  }, 90_000);
});
