/**
 * The emulator's relay with WalletConnect's own clients on both ends (`@walletconnect/sign-client` as the app and as
 * the wallet, in Node): pairing by the `wc:` URI, the session proposal approved, a request answered — every frame
 * through `ws://…/relay`, nothing of ours but the relay.
 */
import { SignClient } from '@walletconnect/sign-client';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../emulator/src/phone-wallet/storage';
import { startRelay } from './relay-helpers';

const metadata = (name: string) => ({ name, description: name, url: 'http://localhost:5173', icons: [] });

let stop: (() => Promise<void>) | null = null;
const clients: { core: { relayer: { transportClose: () => Promise<void> } } }[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.core.relayer.transportClose().catch(() => undefined)));
  await stop?.();
  stop = null;
});

describe("the relay with WalletConnect's own clients", () => {
  it('pairs an app and a wallet by the wc: URI, approves the session and answers a request', async () => {
    const relay = await startRelay();
    stop = relay.stop;
    const init = (name: string) =>
      SignClient.init({
        projectId: 'sigil-local',
        relayUrl: relay.url,
        metadata: metadata(name),
        storage: new MemoryStorage() as never,
        // Two clients in one process: each its own core (keys, client id), as on two devices.
        customStoragePrefix: name,
        logger: 'silent',
      });
    const [app, wallet] = await Promise.all([init('Sigil Demo'), init('Emulated phone wallet')]);
    clients.push(app as never, wallet as never);
    const account = 'eip155:84532:0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
    wallet.on('session_proposal', async ({ id }) => {
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: [account],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
            chains: ['eip155:84532'],
          },
        },
      });
    });
    wallet.on('session_request', async ({ topic, id, params }) => {
      expect(params.request.method).toBe('personal_sign');
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: '0xsigned' } });
    });
    const { uri, approval } = await app.connect({
      requiredNamespaces: {
        eip155: { methods: ['personal_sign'], chains: ['eip155:84532'], events: ['chainChanged'] },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([account]);
    const signed = await app.request<string>({
      topic: session.topic,
      chainId: 'eip155:84532',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', account.split(':')[2]] },
    });
    expect(signed).toBe('0xsigned');
    expect(relay.relay.stats().connections).toBe(2);
  }, 30_000);
});
