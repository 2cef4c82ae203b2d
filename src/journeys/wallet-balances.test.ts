import { describe, expect, it } from 'vitest';
import type { WalletBalance } from '../model';
import type { HeldWallet } from '../ports';
import { balanceOf, readBalances } from './wallet-balances';

const ethereum: HeldWallet = {
  address: '0x1111111111111111111111111111111111111111',
  chainType: 'ethereum',
  chainId: 84532,
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: false,
  imported: false,
  walletIndex: 0,
};
const solana: HeldWallet = {
  address: '5BQwpHnT1ZqZ4aT5C1dJcDh9DFdQjBZYgY9cU8wgNp',
  chainType: 'solana',
  walletClientType: 'privy',
  connectorType: 'embedded',
  delegated: false,
  imported: false,
  walletIndex: 0,
};
const eth: WalletBalance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH', usd: 3000 };

/** A promise and its settling functions, to answer a read when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The journey's balances state, as `useState` would hold it, fed by `readBalances`. */
function state() {
  let balances: Parameters<typeof balanceOf>[0] = {};
  return {
    update: (change: (b: typeof balances) => typeof balances) => {
      balances = change(balances);
    },
    card: (wallet: HeldWallet) => balanceOf(balances, wallet),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Wallets journey: balances on the cards', () => {
  it('a balance the host cannot read (the app reads none on Solana) settles on unavailable, never a spinner for good', async () => {
    const balances = state();
    const reads = { ethereum: deferred<WalletBalance>(), solana: deferred<WalletBalance>() };
    readBalances({ getBalance: (w) => reads[w.chainType].promise }, [ethereum, solana], balances.update);
    expect(balances.card(ethereum)).toBe('loading');
    expect(balances.card(solana)).toBe('loading');

    // As the app's port answers for Solana: at once, with an error.
    reads.solana.reject(new Error('No Solana network is configured for balances.'));
    await settled();
    expect(balances.card(solana)).toBeNull();
    expect(balances.card(ethereum)).toBe('loading');

    reads.ethereum.resolve(eth);
    await settled();
    expect(balances.card(ethereum)).toEqual(eth);
    expect(balances.card(solana)).toBeNull();
  });

  it('a wallet not read yet is loading', () => {
    expect(balanceOf({}, solana)).toBe('loading');
  });

  it('reading again keeps a known balance shown until the new answer; a failed re-read is unavailable', async () => {
    const balances = state();
    readBalances({ getBalance: async () => eth }, [ethereum], balances.update);
    await settled();
    const again = deferred<WalletBalance>();
    readBalances({ getBalance: () => again.promise }, [ethereum], balances.update);
    expect(balances.card(ethereum)).toEqual(eth);
    again.reject(new Error('Unknown network.'));
    await settled();
    expect(balances.card(ethereum)).toBeNull();
  });

  it('drops answers that come after the reads were stopped (the wallets changed, the page left)', async () => {
    const balances = state();
    const read = deferred<WalletBalance>();
    const stop = readBalances({ getBalance: () => read.promise }, [solana], balances.update);
    stop();
    read.reject(new Error('late'));
    await settled();
    expect(balances.card(solana)).toBe('loading');
  });
});
