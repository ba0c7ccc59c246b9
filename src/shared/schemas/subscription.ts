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
export const currentSubscriptionSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** A renewal already paid for, starting when the current plan ends ('Renews on …'). */
  upcoming: subscriptionSchema.nullable(),
  /** Whether a plan can be bought now: no plan, or within the last 7 days of the current one. */
  canPurchase: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** GET /api/subscription/entitlements: what the user's tier allows now (issue 12). */
export const entitlementsSchema = z.object({
  planId: z.enum(['cadet', 'lieutenant', 'major', 'brigadier', 'general']),
  subscriptionId: z.string().nullable(),
  unlimitedTests: z.boolean(),
  earlyRoomAccess: z.boolean(),
  privateRooms: z.boolean(),
  includedMockInterviews: z.number().int(),
  mockInterviewsLeft: z.number().int(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
