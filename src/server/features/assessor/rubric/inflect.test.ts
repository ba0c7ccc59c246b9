import { describe, expect, it } from 'vitest';
import { gerundOf, pastOf } from './inflect';

describe('inflect', () => {
  it('doubles the final consonant where English does (quitting, stopping, admitting)', () => {
    expect(gerundOf('quit')).toBe('quitting');
    expect(gerundOf('stop')).toBe('stopping');
    expect(gerundOf('admit')).toBe('admitting');
    expect(gerundOf('visit')).toBe('visiting');
    expect(pastOf('quit')).toBe('quit');
  });
});
