import { describe, expect, it } from 'vitest';
import { checkFunds } from './funds';

const ETH = 10n ** 18n;

describe('checkFunds', () => {
  it('is enough when the balance covers the amount and the fee exactly', () => {
    expect(
      checkFunds({ value: ETH / 100n, fee: 21_000n * 2_000_000_000n, balance: ETH / 100n + 42_000_000_000_000n }),
    ).toBe('enough');
  });

  it('is short by a single wei', () => {
    expect(checkFunds({ value: ETH / 100n, fee: 42_000_000_000_000n, balance: ETH / 100n + 41_999_999_999_999n })).toBe(
      'short',
    );
  });

  it('is short when the wallet is empty, whatever the fee', () => {
    expect(checkFunds({ value: ETH / 100n, fee: 1n, balance: 0n })).toBe('short');
    expect(checkFunds({ value: ETH / 100n, fee: null, balance: 0n })).toBe('short');
  });

  it('is short when the fee alone is more than the balance of a zero-value call', () => {
    expect(checkFunds({ value: 0n, fee: 100n, balance: 99n })).toBe('short');
    expect(checkFunds({ value: 0n, fee: 100n, balance: 100n })).toBe('enough');
  });

  it('leaves it to the wallet when the fee is unknown and the amount fits', () => {
    expect(checkFunds({ value: ETH / 100n, fee: null, balance: ETH })).toBe('unknown');
  });

  it('is unknown without a balance', () => {
    expect(checkFunds({ value: ETH * 1000n, fee: 1n, balance: null })).toBe('unknown');
  });

  it('keeps every wei of amounts beyond 2^53', () => {
    const balance = 2n ** 80n;
    expect(checkFunds({ value: balance - 1n, fee: 1n, balance })).toBe('enough');
    expect(checkFunds({ value: balance - 1n, fee: 2n, balance })).toBe('short');
  });
});
