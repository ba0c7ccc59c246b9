import { z } from 'zod';

import { OLQ_KEYS } from '../olqs';
import {
  PICTURE_RULES,
  PRACTICE_RULES,
  RESPONSE_MAX_LENGTH,
  maxPracticeCount,
  type PracticeTestType,
} from '../practice-rules';

export {
  PICTURE_RULES,
  PRACTICE_RULES,
  RESPONSE_MAX_LENGTH,
  maxPracticeCount,
  type PracticeTestType,
};

export const practiceTestTypeSchema = z.enum(['wat', 'srt', 'ppdt', 'tat'], {
  error: 'testType must be one of wat, srt, ppdt, tat',
});

export const startPracticeInputSchema = z
  .object({
    testType: practiceTestTypeSchema,
    count: z.number({ error: 'count must be a number' }).int('count must be a whole number'),
    options: z.object({ ssbTimings: z.boolean().optional() }).strict().optional(),
    /**
     * A drill for a weak quality (issue 19, shared/progress.ts DRILLS): WAT and SRT draw the
     * items tagged with it first; PPDT and TAT take nothing from it beyond the options.
     */
    drill: z
      .enum(OLQ_KEYS, { error: `drill must be one of the OLQ keys: ${OLQ_KEYS.join(', ')}` })
      .optional(),
  })
  .strict();
export type StartPracticeInput = z.infer<typeof startPracticeInputSchema>;

/** What SSB candidates mark before a PPDT story: the characters and the action. */
export const characterMarkingSchema = z
  .object({
    count: z.number().int().min(0).max(20),
    people: z
      .array(
        z
          .object({
            age: z.number().int().min(1).max(100).optional(),
            sex: z.enum(['M', 'F']).optional(),
            mood: z.enum(['positive', 'neutral', 'negative']).optional(),
          })
          .strict(),
      )
      .max(20),
    action: z.string().trim().max(300).optional(),
  })
  .strict();
export type CharacterMarking = z.infer<typeof characterMarkingSchema>;

export const practiceItemSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** The word, the situation, or (pictures) the description kept for the assessor. */
  text: z.string(),
  imageUrl: z.string().nullable().optional(),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;

export const practiceResponseSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  position: z.number(),
  responseText: z.string().nullable(),
  timeTaken: z.number().nullable(),
  characters: characterMarkingSchema.nullable().optional(),
  createdAt: z.string(),
});
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

export const practiceSessionSchema = z.object({
  id: z.string(),
  testType: z.enum(['wat', 'srt', 'ppdt', 'tat']),
  status: z.enum(['active', 'completed', 'submitted', 'cancelled']),
  itemCount: z.number(),
  creditsCharged: z.number(),
  createdAt: z.string(),
  items: z.array(practiceItemSchema),
  responses: z.array(practiceResponseSchema),
  evaluationId: z.string().nullable(),
  options: z.object({ ssbTimings: z.boolean().optional() }).optional(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const saveResponseInputSchema = z
  .object({
    responseText: z
      .string()
      .max(RESPONSE_MAX_LENGTH, `An answer can be at most ${RESPONSE_MAX_LENGTH} characters.`)
      .nullable(),
    timeTaken: z.number().int().min(0).max(36_000).nullable().optional(),
    characters: characterMarkingSchema.optional(),
  })
  .strict();
export type SaveResponseInput = z.infer<typeof saveResponseInputSchema>;
