import { describe, expect, it } from 'vitest';
import { isTestnet } from '../model';
import { pricedChain } from './onramps';

describe('the chain a purchase is priced on', () => {
  it('prices the emulator’s local chain as Base, which it stands in for; live, a test network has no price', () => {
    expect(isTestnet(84532)).toBe(true);
    expect(pricedChain(84532, true)).toBe(8453);
    expect(isTestnet(pricedChain(84532, true))).toBe(false);
    expect(pricedChain(84532, false)).toBe(84532);
  });

  it('prices every other chain as itself', () => {
    for (const chainId of [1, 8453, 11155111, 137, 31337]) {
      expect(pricedChain(chainId, true)).toBe(chainId);
      expect(pricedChain(chainId, false)).toBe(chainId);
    }
    expect(pricedChain(null, true)).toBeNull();
  });
});
