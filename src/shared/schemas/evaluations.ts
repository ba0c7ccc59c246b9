import { z } from 'zod';
import { itemAssessmentSchema, olqProfileEntrySchema } from './assessment';

export const evaluationStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type EvaluationStatus = z.infer<typeof evaluationStatusSchema>;

/** A row of the results list (spec part 2 §3 Evaluation). */
export const evaluationSummarySchema = z.object({
  id: z.string(),
  testType: z.enum(['ppdt', 'tat', 'wat', 'srt']),
  sessionId: z.string(),
  status: evaluationStatusSchema,
  overallScore: z.number().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  itemCount: z.number(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export const evaluationListSchema = z.object({
  evaluations: z.array(evaluationSummarySchema),
  counts: z.object({ ppdt: z.number(), tat: z.number(), wat: z.number(), srt: z.number() }),
});
export type EvaluationList = z.infer<typeof evaluationListSchema>;

/** One answer with its stimulus and (once done) the assessor's judgement. */
export const evaluationDetailItemSchema = z.object({
  responseId: z.string(),
  position: z.number(),
  stimulus: z.string(),
  imageUrl: z.string().nullable(),
  responseText: z.string().nullable(),
  assessment: itemAssessmentSchema.nullable(),
});
export type EvaluationDetailItem = z.infer<typeof evaluationDetailItemSchema>;

export const evaluationDetailSchema = evaluationSummarySchema.extend({
  summary: z.string().nullable(),
  olqProfile: z.array(olqProfileEntrySchema).nullable(),
  assessor: z.string().nullable(),
  items: z.array(evaluationDetailItemSchema),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

export const evaluationListQuerySchema = z.object({
  test: z.enum(['ppdt', 'tat', 'wat', 'srt']).optional(),
});
