import { z } from 'zod';

export const creditTestTypeSchema = z.enum(['wat', 'srt', 'ppdt', 'tat'], {
  error: 'test_type must be one of wat, srt, ppdt, tat',
});

/** GET /api/credits: balances, limits and plan state for the Quota & Plan card. */
export const creditsSummarySchema = z.object({
  credits: z.object({ wat: z.number(), srt: z.number(), ppdt: z.number() }),
  limits: z.object({ wat: z.number(), srt: z.number(), ppdt: z.number() }),
  hasUnlimited: z.boolean(),
  hasActivePlan: z.boolean(),
  planName: z.string(),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

/** POST /api/credits/check (spec: manage-credits, action check). */
export const creditCheckInputSchema = z
  .object({
    test_type: creditTestTypeSchema,
    item_count: z.number().int('item_count must be a whole number').min(1).max(100).default(1),
  })
  .strict();
export const creditCheckResultSchema = z.object({
  can_take_test: z.boolean(),
  credits: z.number(),
  has_unlimited: z.boolean(),
});
export type CreditCheckResult = z.infer<typeof creditCheckResultSchema>;

/** GET /api/streak */
export const streakSchema = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  lastActivityDate: z.string().nullable(),
});
export type Streak = z.infer<typeof streakSchema>;
