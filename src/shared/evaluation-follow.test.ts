import { describe, expect, it } from 'vitest';
import { FOLLOW_FIRST_INTERVAL_MS, FOLLOW_INTERVAL_MS, followInterval } from './evaluation-follow';

describe('followInterval', () => {
  it('asks again soon after a submit, then backs off to the ceiling', () => {
    const waits = Array.from({ length: 12 }, (_, asked) => followInterval(asked));
    expect(waits[0]).toBe(FOLLOW_FIRST_INTERVAL_MS);
    expect(waits.slice(0, 4)).toEqual([100, 150, 225, 338]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(waits.at(-1)).toBe(FOLLOW_INTERVAL_MS);
  });
});
