import { base, baseSepolia, mainnet, polygon, sepolia } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUsdPrice } from './price';

const source = {
  apiOrigin: 'http://provider.test',
  appId: 'app-1',
  chains: [mainnet, sepolia, base, baseSepolia, polygon],
};

/** The provider's price API, answering every request with `usd`; returns the URLs it was asked. */
function provider(usd: unknown, status = 200) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(url);
      expect(new Headers(init?.headers).get('privy-app-id')).toBe('app-1');
      return new Response(JSON.stringify({ usd }), { status });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the USD price of a native unit', () => {
  it('asks the provider for a mainnet’s native currency, and Solana’s as chain 0', async () => {
    const asked = provider(3000);
    expect(await readUsdPrice(source, 'ethereum', 1)).toBe(3000);
    expect(await readUsdPrice(source, 'ethereum', 137)).toBe(3000);
    expect(await readUsdPrice(source, 'solana', null)).toBe(3000);
    expect(asked).toEqual([
      'http://provider.test/api/v1/token_price?chainId=1&tokenSymbol=ETH',
      'http://provider.test/api/v1/token_price?chainId=137&tokenSymbol=POL',
      'http://provider.test/api/v1/token_price?chainId=0&tokenSymbol=SOL',
    ]);
  });

  it('has no price for a test network’s coins, whatever the provider would answer: it is not asked', async () => {
    const asked = provider(3000);
    expect(await readUsdPrice(source, 'ethereum', 84532)).toBeNull();
    expect(await readUsdPrice(source, 'ethereum', 11155111)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is null for a chain it does not know, a refusal, or an answer that is not a number', async () => {
    const asked = provider(3000);
    expect(await readUsdPrice(source, 'ethereum', 999)).toBeNull();
    expect(await readUsdPrice(source, 'ethereum', null)).toBeNull();
    expect(asked).toEqual([]);
    provider(3000, 404);
    expect(await readUsdPrice(source, 'ethereum', 8453)).toBeNull();
    provider('3000');
    expect(await readUsdPrice(source, 'ethereum', 8453)).toBeNull();
  });
});
