import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('formats E.164 numbers in the international format', () => {
    expect(formatPhoneNumber('+14155552671')).toBe('+1 415 555 2671');
    expect(formatPhoneNumber('+447911123456')).toBe('+44 7911 123456');
  });

  it('leaves a number it cannot read as it is', () => {
    expect(formatPhoneNumber('12')).toBe('12');
  });
});
