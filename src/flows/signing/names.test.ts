import { describe, expect, it } from 'vitest';
import { humanizeName } from './calls';

describe('humanizeName', () => {
  it.each([
    ['spender', 'Spender'],
    ['tokenId', 'Token id'],
    ['maxFeePerGas', 'Max fee per gas'],
    ['max_fee_per_gas', 'Max fee per gas'],
    ['_to', 'To'],
    ['ownerURI', 'Owner URI'],
    ['NFTContract', 'NFT contract'],
    ['amount0Min', 'Amount 0 min'],
    ['wad', 'Wad'],
  ])('%s → %s', (name, words) => {
    expect(humanizeName(name)).toBe(words);
  });

  it('keeps a name it cannot split', () => {
    expect(humanizeName('')).toBe('');
    expect(humanizeName('__')).toBe('__');
  });
});
