import { describe, expect, it } from 'vitest';
import { article, count, plural } from './plural';

describe('plural', () => {
  it('uses the singular only for one', () => {
    expect(count(1, 'credit')).toBe('1 credit');
    expect(count(0, 'credit')).toBe('0 credits');
    expect(count(2, 'word')).toBe('2 words');
    expect(count(1, 'story', 'stories')).toBe('1 story');
    expect(count(5, 'story', 'stories')).toBe('5 stories');
    expect(plural('picture', 1)).toBe('picture');
  });

  it('picks a or an as the word is said', () => {
    expect(article('SRT')).toBe('an');
    expect(article('WAT')).toBe('a');
    expect(article('TAT')).toBe('a');
    expect(article('PPDT')).toBe('a');
    expect(article('image')).toBe('an');
    expect(article('test')).toBe('a');
  });
});
