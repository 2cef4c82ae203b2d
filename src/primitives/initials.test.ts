import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Maximiliana Alexandrina von Hohenzollern-Sigmaringen')).toBe('MH');
    expect(initialsOf('  grace   hopper ')).toBe('GH');
  });
  it("takes an e-mail's first letter, and a single word's", () => {
    expect(initialsOf('ada@example.com')).toBe('A');
    expect(initialsOf('Ada')).toBe('A');
  });
  it('reads letters of any script, whole (not half a surrogate pair)', () => {
    expect(initialsOf('سارة أحمد')).toBe('سأ');
    expect(initialsOf('𝒜da 𝒵ed')).toBe('𝒜𝒵');
  });
  it('is empty without a letter to start with: a phone number, an address, no name', () => {
    expect(initialsOf('+1 415 555 2671')).toBe('');
    expect(initialsOf('0x1234…abcd')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});
