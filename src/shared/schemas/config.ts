import { z } from 'zod';

/** GET /api/config: public facts about this server the client needs before sign-in. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  supportEmail: z.string(),
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
