import { z } from 'zod';

/** GET /api/dev/outbox (development only): mail that would have been sent. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
