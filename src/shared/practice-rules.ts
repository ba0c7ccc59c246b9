// Practice timings and limits: plain constants, no zod, so the UI can import them without
// shipping the schemas (schemas/practice.ts re-exports them for the server).

/** Timings and count limits for WAT and SRT practice (spec part 2 §5, §9). */
export const PRACTICE_RULES = {
  wat: { planMax: 30, freeMax: 10, defaultCount: 10, secondsPerItem: 15, noun: 'words' },
  srt: { planMax: 20, freeMax: 10, defaultCount: 5, secondsPerItem: 15, noun: 'situations' },
} as const;
export type PracticeTestType = keyof typeof PRACTICE_RULES;

/**
 * The largest count a user may start: the plan maximum with unlimited access, otherwise the
 * smaller of the credits and 10, or 1 when the credits are unknown.
 */
export function maxPracticeCount(
  testType: PracticeTestType,
  access: { hasUnlimited: boolean; credits: number | undefined } | undefined,
): number {
  const rules = PRACTICE_RULES[testType];
  if (access?.hasUnlimited) return rules.planMax;
  if (access?.credits === undefined) return 1;
  return Math.min(access.credits, rules.freeMax);
}

/** PPDT and TAT timings (spec part 1 §9) and the real board's timings for PPDT ('SSB timings'). */
export const PICTURE_RULES = {
  ppdt: {
    count: 1,
    observeSeconds: 15,
    writeSeconds: 240,
    ssb: { observeSeconds: 30, markSeconds: 60, writeSeconds: 240 },
  },
  tat: { minCount: 1, maxCount: 10, defaultCount: 5, observeSeconds: 15, writeSeconds: 240 },
} as const;

/** The longest typed answer (characters). */
export const RESPONSE_MAX_LENGTH = 4000;
