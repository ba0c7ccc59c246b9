import { z } from 'zod';

import { FEEDBACK_MAX_LENGTH } from '../feedback-limits';

export { FEEDBACK_MAX_LENGTH };

export const createFeedbackInputSchema = z
  .object({
    message: z
      .string({ error: 'Please enter your feedback before submitting.' })
      .trim()
      .min(1, 'Please enter your feedback before submitting.')
      .max(FEEDBACK_MAX_LENGTH, `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.`),
  })
  .strict();
export type CreateFeedbackInput = z.infer<typeof createFeedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
