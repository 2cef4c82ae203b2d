/**
 * `eth_sendTransaction` through the wallet API when the emulator has a chain RPC (the wallet API meeting the local
 * chain): a real anvil for this file; the server-side wallet is funded from anvil's first development
 * account, the sponsored send is signed by the emulator and mined, and the balances move.
 */
import { WalletApiRpcResponse } from '@privy-io/public-api';
import { createPublicClient, createWalletClient, type Hash, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { anvilForFile } from '../setup/anvil';
import { create, emulator, resetClock, rpc } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

/** anvil's first development account (its well-known key): it funds the wallet. */
const FUNDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

describe('eth_sendTransaction on a chain the emulator has an RPC for', () => {
  it('signs, broadcasts and mines a sponsored send from the server-side wallet', async () => {
    // The local chain as server.ts hands it to the app: the wallets' RPC reads it.
    const e = await emulator({}, { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } });
    const { token } = await e.login();
    const { body: wallet } = await create(e, token, 'ethereum');
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const funder = createWalletClient({ account: FUNDER, transport: http(anvil.rpcUrl) });
    const funding = await funder.sendTransaction({
      to: wallet.address as `0x${string}`,
      value: parseEther('1'),
      chain: null,
    });
    await chain.waitForTransactionReceipt({ hash: funding });
    const before = await chain.getBalance({ address: RECIPIENT });

    const sent = await rpc(e, token, wallet.id, {
      chain_type: 'ethereum',
      method: 'eth_sendTransaction',
      caip2: `eip155:${anvil.chainId}`,
      sponsor: true,
      params: { transaction: { to: RECIPIENT, value: '0x2386f26fc10000' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(WalletApiRpcResponse.safeParse(sent.body).error).toBeUndefined();
    const { hash, caip2 } = sent.body.data as unknown as { hash: Hash; caip2: string };
    expect(caip2).toBe('eip155:84532');
    const receipt = await chain.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'));

    // Another chain id: no RPC, refused, nothing sent.
    const elsewhere = await rpc(e, token, wallet.id, {
      chain_type: 'ethereum',
      method: 'eth_sendTransaction',
      caip2: 'eip155:1',
      sponsor: true,
      params: { transaction: { to: RECIPIENT, value: 1 } },
    });
    expect(elsewhere.status).toBe(400);
    expect(await chain.getTransactionCount({ address: wallet.address as `0x${string}` })).toBe(1);
  });
});
