import { describe, expect, it } from 'vitest';
import { REQUEST_RETRY, retryDelay } from './limits';

describe('limits (spec 9)', () => {
  it('retries 3 times on the listed statuses with a 500 ms exponential base delay', () => {
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, 503))).toEqual([500, 1000, 2000]);
    expect(retryDelay(4, 503)).toBeNull();
    expect(retryDelay(0, 503)).toBeNull();
    expect(retryDelay(1.5, 503)).toBeNull();
    for (const status of REQUEST_RETRY.retryOnStatus) expect(retryDelay(1, status)).toBe(500);
    for (const status of [200, 400, 401, 404, 429, 501]) expect(retryDelay(1, status)).toBeNull();
  });
});
