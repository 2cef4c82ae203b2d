/**
 * The emulated phone wallet (WalletConnect's own wallet client, with a key the emulator keeps) against an app that is
 * WalletConnect's own client too, through the emulator's relay: pairing, the session approved or rejected, requests
 * signed or refused, and what the phone refuses by itself.
 */
import { verifyMessage, verifyTypedData } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneWallet, PhoneWalletError } from '../../emulator/src/phone-wallet/service';
import { requestSigner } from '../../emulator/src/phone-wallet/sign';
import { appClient, startRelay } from './relay-helpers';

const CHAIN = 84532;
let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  cleanups = [];
});

async function setUp() {
  const relay = await startRelay();
  cleanups.push(relay.stop);
  const phone = await PhoneWallet.start({
    relayUrl: relay.url,
    chains: [CHAIN],
    sign: requestSigner({ chains: [CHAIN], rpcUrl: () => null }),
  });
  cleanups.push(() => phone.close());
  const app = await appClient(relay.url);
  cleanups.push(() => app.core.relayer.transportClose());
  const { uri, approval } = await app.connect({
    requiredNamespaces: {
      eip155: { methods: ['personal_sign', 'eth_signTypedData_v4'], chains: [`eip155:${CHAIN}`], events: [] },
    },
  });
  await phone.pair(uri ?? '');
  await expect.poll(() => phone.pending().proposals.length, { timeout: 10_000 }).toBe(1);
  return { phone, app, approval };
}

/** The request the phone has waiting, once it has arrived. */
async function waiting(phone: PhoneWallet) {
  await expect.poll(() => phone.pending().requests.length, { timeout: 10_000 }).toBe(1);
  const [request] = phone.pending().requests;
  if (!request) throw new Error('no request');
  return request;
}

describe('the emulated phone wallet', () => {
  it('approves the session; signs a message and typed data the app verifies; a refusal reaches the app', async () => {
    const { phone, app, approval } = await setUp();
    const [proposal] = phone.pending().proposals;
    expect(proposal).toMatchObject({ app: { name: 'Sigil Demo', url: 'http://localhost:5173' } });
    expect(proposal?.chains).toContain(`eip155:${CHAIN}`);
    await phone.approve(proposal?.id ?? 0);
    const session = await approval();
    const address = phone.account.address;
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:${CHAIN}:${address}`]);

    const signing = app.request<`0x${string}`>({
      topic: session.topic,
      chainId: `eip155:${CHAIN}`,
      request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    });
    const request = await waiting(phone);
    expect(request).toMatchObject({ method: 'personal_sign', chainId: `eip155:${CHAIN}` });
    await phone.answer(request.id, 'approve');
    expect(await verifyMessage({ address, message: 'hello', signature: await signing })).toBe(true);

    const typed = {
      domain: { name: 'Sigil', chainId: CHAIN },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'gm' },
    };
    const signingTyped = app.request<`0x${string}`>({
      topic: session.topic,
      chainId: `eip155:${CHAIN}`,
      request: { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typed)] },
    });
    await phone.answer((await waiting(phone)).id, 'approve');
    expect(await verifyTypedData({ address, ...typed, signature: await signingTyped })).toBe(true);

    const refused = app.request({
      topic: session.topic,
      chainId: `eip155:${CHAIN}`,
      request: { method: 'personal_sign', params: ['0x6869', address] },
    });
    await phone.answer((await waiting(phone)).id, 'reject');
    await expect(refused).rejects.toMatchObject({ code: 5000 });
  }, 60_000);

  it('rejects a session the person declines; refuses links and ids that are not WalletConnect’s', async () => {
    const { phone, approval } = await setUp();
    const [proposal] = phone.pending().proposals;
    await phone.reject(proposal?.id ?? 0);
    await expect(approval()).rejects.toMatchObject({ code: 5000 });
    expect(phone.pending().proposals).toEqual([]);
    for (const bad of ['https://evil.example', 'wc:nothex@2?relay-protocol=irn&symKey=00', `wc:${'a'.repeat(3000)}`]) {
      await expect(phone.pair(bad), bad).rejects.toBeInstanceOf(PhoneWalletError);
    }
    await expect(phone.answer(42, 'approve')).rejects.toBeInstanceOf(PhoneWalletError);
    await expect(phone.approve(42)).rejects.toBeInstanceOf(PhoneWalletError);
  }, 60_000);

  it('refuses to sign for another account or on a chain it does not support, and says why', async () => {
    const { phone, app, approval } = await setUp();
    await phone.approve(phone.pending().proposals[0]?.id ?? 0);
    const session = await approval();
    const other = '0x000000000000000000000000000000000000dEaD';
    const signing = app.request({
      topic: session.topic,
      chainId: `eip155:${CHAIN}`,
      request: { method: 'personal_sign', params: ['0x68656c6c6f', other] },
    });
    await phone.answer((await waiting(phone)).id, 'approve');
    await expect(signing).rejects.toMatchObject({ message: 'The request is for another account' });
  }, 60_000);
});
