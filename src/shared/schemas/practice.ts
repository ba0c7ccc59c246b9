import { z } from 'zod';

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

export const practiceTestTypeSchema = z.enum(['wat', 'srt'], { error: 'testType must be wat or srt' });

export const startPracticeInputSchema = z
  .object({
    testType: practiceTestTypeSchema,
    count: z.number({ error: 'count must be a number' }).int('count must be a whole number'),
  })
  .strict();
export type StartPracticeInput = z.infer<typeof startPracticeInputSchema>;

export const practiceItemSchema = z.object({
  id: z.string(),
  position: z.number(),
  text: z.string(),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;

export const practiceResponseSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  position: z.number(),
  responseText: z.string().nullable(),
  timeTaken: z.number().nullable(),
  createdAt: z.string(),
});
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

export const practiceSessionSchema = z.object({
  id: z.string(),
  testType: z.enum(['wat', 'srt', 'ppdt', 'tat']),
  status: z.enum(['active', 'completed', 'submitted']),
  itemCount: z.number(),
  creditsCharged: z.number(),
  createdAt: z.string(),
  items: z.array(practiceItemSchema),
  responses: z.array(practiceResponseSchema),
  evaluationId: z.string().nullable(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const RESPONSE_MAX_LENGTH = 2000;
export const saveResponseInputSchema = z
  .object({
    responseText: z
      .string()
      .max(RESPONSE_MAX_LENGTH, `An answer can be at most ${RESPONSE_MAX_LENGTH} characters.`)
      .nullable(),
    timeTaken: z.number().int().min(0).max(36_000).nullable().optional(),
  })
  .strict();
export type SaveResponseInput = z.infer<typeof saveResponseInputSchema>;
