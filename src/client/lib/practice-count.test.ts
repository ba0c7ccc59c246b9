import { describe, expect, it } from 'vitest';
import { clampCount, digitsOnly } from './practice-count';

describe('practice count field', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-')).toBe('12');
    expect(digitsOnly('-5')).toBe('5');
    expect(digitsOnly('abc')).toBe('');
  });

  it('clamps on blur between 1 and the maximum; a non-number becomes 1', () => {
    expect(clampCount('25', 10)).toBe(10);
    expect(clampCount('0', 10)).toBe(1);
    expect(clampCount('', 10)).toBe(1);
    expect(clampCount('7', 10)).toBe(7);
    expect(clampCount('3', 0)).toBe(1);
  });
});
