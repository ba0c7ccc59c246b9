import { z } from 'zod';
import { OLQ_KEYS } from '@/shared/olqs';

/** One OLQ key, as listed in `@/shared/olqs`. */
export const olqKeySchema = z.enum(OLQ_KEYS);

/**
 * The assessment of one answer (a WAT sentence, an SRT reaction or a TAT/PPDT story).
 * Produced by the rule assessor and, later, by the LLM assessor in the same shape.
 */
export const itemAssessmentSchema = z.object({
  score: z.number().int().min(1).max(5),
  /** One to three sentences explaining the score. */
  analysis: z.string(),
  /** Each strength names an OLQ and quotes the words that show it. */
  strengths: z.array(z.string()),
  /** The deciding cap first, then the next missing criterion. */
  improvements: z.array(z.string()),
  /** Two improved answers (for stories: improved_story_1 and improved_story_2). */
  improved: z.tuple([z.string(), z.string()]),
  olqsShown: z.array(olqKeySchema),
  olqsLacking: z.array(olqKeySchema),
  /** Name of the cap that decided the score (e.g. 'preaching'), or null when none did. */
  cap: z.string().nullable(),
  /** A support note (a helpline) when the answer speaks of harming oneself; see assessor/support.ts. */
  support: z.string().optional(),
});
export type ItemAssessment = z.infer<typeof itemAssessmentSchema>;

export const olqProfileEntrySchema = z.object({
  key: olqKeySchema,
  /** How many answers showed this OLQ. */
  count: z.number().int().min(0),
  /** Share of answers that showed it, 0 to 1. */
  strength: z.number().min(0).max(1),
});
export type OlqProfileEntry = z.infer<typeof olqProfileEntrySchema>;

export const sessionAssessmentSchema = z.object({
  /** Mean item score mapped from 1–5 onto 0–5, one decimal. */
  overallScore: z
    .number()
    .min(0)
    .max(5)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'One decimal at most'),
  summary: z.string(),
  olqProfile: z.array(olqProfileEntrySchema),
  items: z.array(itemAssessmentSchema),
});
export type SessionAssessment = z.infer<typeof sessionAssessmentSchema>;
