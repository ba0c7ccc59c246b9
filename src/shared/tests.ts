/** Test types and their user-facing names (spec part 1 §9). */
export const TEST_TYPES = ['ppdt', 'tat', 'wat', 'srt'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const TEST_NAMES: Record<TestType, string> = {
  wat: 'Word Association Test',
  srt: 'Situation Reaction Test',
  ppdt: 'Picture Perception Test',
  tat: 'Thematic Apperception Test',
};

export const FREE_CREDITS = { wat: 10, srt: 10, ppdt: 2 } as const;
export type CreditTestType = keyof typeof FREE_CREDITS;
