import { z } from 'zod';

/** GET /api/subscription: the subscription that currently counts, or null (free plan). */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  startsAt: z.string(),
  expiresAt: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const currentSubscriptionSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
