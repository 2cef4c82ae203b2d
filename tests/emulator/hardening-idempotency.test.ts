/**
 * Idempotency keys on the wallet RPC, so that a retried request never acts twice, as the
 * provider documents them (docs.privy.io/api-reference/idempotency-keys): `privy-idempotency-key` (at most 256
 * characters) makes a request run once within 24 hours; the same key with the same body answers the stored
 * response without running it again, with another body a 400; the key is part of the signed request's headers
 * (docs.privy.io/controls/authorization-keys/using-owners/sign/direct-implementation). A real anvil for this file:
 * a repeated sponsored `eth_sendTransaction` must never send twice.
 */
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { anvilForFile } from '../setup/anvil';
import { clock, create, type Emulated, emulator, resetClock, signedWalletRequest } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

/** anvil's first development account (its well-known key): it funds the wallets. */
const FUNDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const RECIPIENT = '0x000000000000000000000000000000000000cafE';

type Answer = { method?: string; data?: { hash?: string; signature?: string }; error?: string; code?: string };

/** A signed-in user with a funded server-side Ethereum wallet on the local chain. */
async function fundedWallet(e: Emulated, email: string) {
  const { token } = await e.login(email);
  const { body: wallet } = await create(e, token, 'ethereum');
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
  const funder = createWalletClient({ account: FUNDER, transport: http(anvil.rpcUrl) });
  const hash = await funder.sendTransaction({
    to: wallet.address as `0x${string}`,
    value: parseEther('1'),
    chain: null,
  });
  await chain.waitForTransactionReceipt({ hash });
  // Every transaction the wallet sent, mined or not yet (anvil mines each one, a moment after it is received).
  const sent = () => chain.getTransactionCount({ address: wallet.address as `0x${string}`, blockTag: 'pending' });
  return { token, id: wallet.id, sent };
}

const send = (value: string) => ({
  chain_type: 'ethereum',
  method: 'eth_sendTransaction',
  caip2: 'eip155:84532',
  sponsor: true,
  params: { transaction: { to: RECIPIENT, value } },
});

const rpc = (e: Emulated, token: string, id: string, body: unknown, idempotencyKey?: string, signKey = true) =>
  signedWalletRequest<Answer>(e, token, `/api/v1/wallets/${id}/rpc`, body, { idempotencyKey, signKey });

describe('privy-idempotency-key on POST /api/v1/wallets/:id/rpc', { timeout: 60_000 }, () => {
  it('a repeated signed eth_sendTransaction with the same key answers the first result and never sends twice', async () => {
    const e = await emulator({}, { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } });
    const ada = await fundedWallet(e, 'ada@example.com');
    const first = await rpc(e, ada.token, ada.id, send('0x2386f26fc10000'), 'send-once');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data?.hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The SDK (or a server) retrying: a new signature over the same body and key, a second later.
    clock.ms += 1000;
    const again = await rpc(e, ada.token, ada.id, send('0x2386f26fc10000'), 'send-once');
    expect(again).toEqual(first);
    expect(await ada.sent()).toBe(1);

    // The same key with another body is a misuse of the key: a 400, nothing sent.
    const other = await rpc(e, ada.token, ada.id, send('0x1'), 'send-once');
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('invalid_data');
    expect(await ada.sent()).toBe(1);

    // Without a key, or with another one, a request is a new one.
    expect((await rpc(e, ada.token, ada.id, send('0x2386f26fc10000'), 'send-twice')).status).toBe(200);
    expect(await ada.sent()).toBe(2);
    // Another user's key is theirs: the same key is a new request for Bob.
    const bob = await fundedWallet(e, 'bob@example.com');
    expect((await rpc(e, bob.token, bob.id, send('0x1'), 'send-once')).status).toBe(200);
    expect(await bob.sent()).toBe(1);
  });

  it('parallel requests with one key send once; the others are told to retry (409) or get the first answer', async () => {
    const e = await emulator({}, { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } });
    const ada = await fundedWallet(e, 'ada@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => rpc(e, ada.token, ada.id, send('0x5af3107a4000'), 'parallel')),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const hashes = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data?.hash));
    expect(hashes.size).toBe(1);
    expect(await ada.sent()).toBe(1);
    const retried = await rpc(e, ada.token, ada.id, send('0x5af3107a4000'), 'parallel');
    expect(retried.status).toBe(200);
    expect(hashes.has(retried.body.data?.hash)).toBe(true);
  });

  it('the key is signed with the request, and keeps its answer for 24 hours', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const { body: wallet } = await create(e, token, 'ethereum');
    const sign = (message: string) => ({
      chain_type: 'ethereum',
      method: 'personal_sign',
      params: { message, encoding: 'utf-8' },
    });
    // A signature that does not cover the key it is sent with does not authorise the request.
    const unsigned = await rpc(e, token, wallet.id, sign('hi'), 'key-1', false);
    expect(unsigned.status).toBe(401);
    const first = await rpc(e, token, wallet.id, sign('hi'), 'key-1');
    expect(first.status).toBe(200);
    expect((await rpc(e, token, wallet.id, sign('other'), 'key-1')).status).toBe(400);
    clock.ms += 24 * 60 * 60_000;
    // A day later (signed in again: the access token has expired) the key is free again.
    const later = (await e.login()).token;
    expect((await rpc(e, later, wallet.id, sign('other'), 'key-1')).status).toBe(200);
    // A key is printable ASCII, at most 256 characters.
    expect((await rpc(e, later, wallet.id, sign('hi'), 'k'.repeat(257))).status).toBe(400);
    expect((await rpc(e, later, wallet.id, sign('hi'), 'with space')).status).toBe(400);
  });
});
