import type { TestType } from '@/shared/tests';

/** How each test names its parts on the results screens. */
export const RESULT_COPY: Record<TestType, { short: string; stimulus: string; improved: string }> =
  {
    wat: { short: 'WAT', stimulus: 'Word', improved: 'Improved sentence' },
    srt: { short: 'SRT', stimulus: 'Situation', improved: 'Improved response' },
    tat: { short: 'TAT', stimulus: 'Picture', improved: 'Improved story' },
    ppdt: { short: 'PPDT', stimulus: 'Picture', improved: 'Improved story' },
  };
