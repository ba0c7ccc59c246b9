import { describe, expect, it } from 'vitest';
import { averageRanks, spearman } from './spearman';

describe('averageRanks', () => {
  it('gives tied values the mean of their positions', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });
});

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 400])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
  });

  it('matches a hand-computed value with ties', () => {
    // x ranks: 1.5 1.5 3 4 5; y ranks: 2 1 4 3 5 → Pearson of ranks = 0.8721
    expect(spearman([1, 1, 2, 3, 4], [2, 1, 4, 3, 5])).toBeCloseTo(0.8721, 4);
  });

  it('returns NaN when one side is constant', () => {
    expect(Number.isNaN(spearman([1, 1, 1], [1, 2, 3]))).toBe(true);
  });
});
