import { z } from 'zod';

/** GET /api/config: public facts about this server the client needs before sign-in. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  supportEmail: z.string(),
  devMailbox: z.boolean(),
  /** Which checkout pays: Razorpay's, the in-app test checkout, or none (production without keys). */
  payments: z.object({
    provider: z.enum(['razorpay', 'sandbox', 'off']),
    keyId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
