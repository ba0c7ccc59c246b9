import { describe, expect, it } from 'vitest';
import { characterMarkingSchema } from '@/shared/schemas/practice';
import {
  ageText,
  emptyCharacters,
  isCharacterDraft,
  markingSummary,
  toMarking,
  withCount,
  withPerson,
} from './characters';

describe('character marking', () => {
  it('sends nothing when nothing was marked', () => {
    expect(toMarking(emptyCharacters())).toBeUndefined();
  });

  it('resizes the people with the count and turns the draft into the stored shape', () => {
    let d = withCount(emptyCharacters(), 3);
    expect(d.people).toHaveLength(3);
    d = withPerson(d, 0, { age: ageText('22y'), sex: 'M', mood: 'positive' });
    d = withPerson(d, 1, { age: '150', sex: 'F', mood: 'negative' });
    d = withCount(d, 2);
    d = { ...d, action: '  helping after an accident ' };
    const marking = toMarking(d);
    expect(marking).toEqual({
      count: 2,
      people: [
        { age: 22, sex: 'M', mood: 'positive' },
        { sex: 'F', mood: 'negative' },
      ],
      action: 'helping after an accident',
    });
    expect(characterMarkingSchema.safeParse(marking).success).toBe(true);
    expect(markingSummary(d)).toBe('2 · M 22 + · F 150 −');
    expect(isCharacterDraft(d)).toBe(true);
    expect(isCharacterDraft({ ...d, count: 5 })).toBe(false);
  });

  it('keeps the count within 0 to 9', () => {
    expect(withCount(emptyCharacters(), -1).count).toBe(0);
    expect(withCount(emptyCharacters(), 30).count).toBe(9);
  });
});
