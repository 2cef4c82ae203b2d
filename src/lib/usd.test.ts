import { describe, expect, it } from 'vitest';
import { formatUsd } from './usd';

describe('formatUsd', () => {
  it('says a value in the locale, with its cents', () => {
    expect(formatUsd(2468.12, 'en')).toBe('$2,468.12');
    expect(formatUsd(25, 'en')).toBe('$25.00');
  });

  it('drops the cents of a whole-dollar amount only when asked', () => {
    expect(formatUsd(25, 'en', { wholeDollars: true })).toBe('$25');
    expect(formatUsd(25.5, 'en', { wholeDollars: true })).toBe('$25.50');
  });
});
