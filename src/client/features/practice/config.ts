import { PRACTICE_RULES, type PracticeTestType } from '@/shared/practice-rules';
import { count } from '@/shared/plural';
import { TEST_NAMES } from '@/shared/tests';

/** The words each test uses for itself on screen (spec part 2 §2, §8). */
export interface PracticeCopy {
  short: 'WAT' | 'SRT';
  name: string;
  /** 'word' / 'situation' and their plurals. */
  noun: string;
  nouns: string;
  pageDescription: string;
  loadError: string;
  submitLabel: string;
}

export const PRACTICE_COPY: Record<PracticeTestType, PracticeCopy> = {
  wat: {
    short: 'WAT',
    name: TEST_NAMES.wat,
    noun: 'word',
    nouns: PRACTICE_RULES.wat.noun,
    pageDescription:
      'Write the first meaningful sentence each word brings to mind, 15 seconds per word.',
    loadError: 'Failed to load WAT words. Please try again.',
    submitLabel: 'Next Word',
  },
  srt: {
    short: 'SRT',
    name: TEST_NAMES.srt,
    noun: 'situation',
    nouns: PRACTICE_RULES.srt.noun,
    pageDescription:
      'Say what you would do in each situation, in a line or two, against one clock for the whole test.',
    loadError: 'Failed to load SRT situations. Please try again.',
    submitLabel: 'Submit Response',
  },
};

/** '1 word', '3 situations'. */
export const countNoun = (testType: PracticeTestType, n: number) =>
  count(n, PRACTICE_COPY[testType].noun, PRACTICE_COPY[testType].nouns);
