import { baseSepolia } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSigningRequest } from '../../flows/signing';
import type { HeldWallet } from '../../ports';
import { estimateTransactionFee } from './fee';

const wallet: HeldWallet = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  chainType: 'ethereum',
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: false,
  imported: false,
  walletIndex: 0,
  chainId: baseSepolia.id,
};
const RPC = 'http://chain.test/rpc';
const chains = [{ ...baseSepolia, rpcUrls: { default: { http: [RPC] } } }];

function transaction(input: Record<string, unknown>) {
  const read = readSigningRequest({ method: 'eth_sendTransaction', transaction: input });
  if (!read.ok || read.request.kind !== 'transaction') throw new Error('not a transaction');
  return read.request.transaction;
}

/** A JSON-RPC node answering by method, recording what it was asked. */
function node(answers: Record<string, unknown>) {
  const asked: { method: string; params: unknown[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const calls = Array.isArray(body) ? body : [body];
      const replies = calls.map((call: { id: number; method: string; params: unknown[] }) => {
        asked.push({ method: call.method, params: call.params });
        if (!(call.method in answers)) return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'no' } };
        return { jsonrpc: '2.0', id: call.id, result: answers[call.method] };
      });
      return new Response(JSON.stringify(Array.isArray(body) ? replies : replies[0]), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('estimateTransactionFee', () => {
  it('is the gas a transfer uses × the fee per gas the chain asks, estimated from the wallet without the amount', async () => {
    const asked = node({
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x77359400',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_getBlockByNumber: {
        baseFeePerGas: '0x3b9aca00',
        number: '0x1',
        hash: `0x${'1'.repeat(64)}`,
        transactions: [],
      },
    });
    const tx = transaction({ to: `0x${'2'.repeat(40)}`, value: '0x2386f26fc10000', chainId: baseSepolia.id });
    const fee = await estimateTransactionFee(chains, wallet, tx);
    const estimate = asked.find((call) => call.method === 'eth_estimateGas');
    expect(estimate?.params[0]).toMatchObject({ from: wallet.address, value: '0x0' });
    // 21 000 gas × viem's EIP-1559 maximum fee per gas: the base fee (1 gwei) with its 20 % margin, plus the 1 gwei tip.
    expect(fee).toBe(21_000n * 2_200_000_000n);
  });

  it('uses the gas the transaction states, the gas price when fees per gas cannot be read, and refuses a chain it does not know', async () => {
    node({ eth_gasPrice: '0x3b9aca00' });
    const stated = transaction({ to: `0x${'2'.repeat(40)}`, value: '0x1', chainId: baseSepolia.id, gas: '0x7530' });
    expect(await estimateTransactionFee(chains, wallet, stated)).toBe(30_000n * 1_000_000_000n);
    const elsewhere = transaction({ to: `0x${'2'.repeat(40)}`, value: '0x1', chainId: 1 });
    await expect(estimateTransactionFee(chains, wallet, elsewhere)).rejects.toMatchObject({ code: 4901 });
  });
});
