import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { subscriptions, user, userCredits } from '../../db/schema';
import { findPlan, type PlanId } from '@/shared/plans';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { ensureCredits } from './credits.service';

export const grantInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('email must be an email address'),
    plan: z
      .enum(['lieutenant', 'major', 'brigadier', 'general'], {
        error: 'plan must be one of lieutenant, major, brigadier, general',
      })
      .optional(),
    unlimited: z.boolean().optional(),
    /** The admin console role (issue 17): true grants it, false revokes it. */
    admin: z.boolean().optional(),
  })
  .strict()
  .refine(
    (v) => v.plan || v.unlimited !== undefined || v.admin !== undefined,
    'Give --plan <id>, --unlimited and/or --admin',
  );
export type GrantInput = z.infer<typeof grantInputSchema>;

/**
 * Operator grant (until plans can be bought): an active subscription of a plan from now for its
 * duration, and/or the has_unlimited flag.
 */
export async function grantAccess(db: Db, input: GrantInput, now = new Date()) {
  const [account] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, input.email));
  if (!account) throw new NotFoundError(`user ${input.email}`);
  await ensureCredits(db, account.id);
  let subscription: typeof subscriptions.$inferSelect | undefined;
  if (input.plan) {
    const plan = findPlan(input.plan as PlanId);
    if (!plan?.durationMonths) throw new ValidationError(`Unknown plan ${input.plan}`);
    const expiresAt = new Date(now);
    expiresAt.setMonth(expiresAt.getMonth() + plan.durationMonths);
    [subscription] = await db
      .insert(subscriptions)
      .values({
        userId: account.id,
        planId: plan.id,
        planName: plan.name,
        status: 'active',
        startsAt: now,
        expiresAt,
        amount: plan.price,
        currency: 'INR',
      })
      .returning();
  }
  if (input.unlimited !== undefined) {
    await db
      .update(userCredits)
      .set({ hasUnlimited: input.unlimited, updatedAt: now })
      .where(eq(userCredits.userId, account.id));
  }
  if (input.admin !== undefined) {
    await db
      .update(user)
      .set({ role: input.admin ? 'admin' : 'user', updatedAt: now })
      .where(eq(user.id, account.id));
  }
  return {
    userId: account.id,
    ...(input.admin !== undefined
      ? { role: input.admin ? ('admin' as const) : ('user' as const), previousRole: account.role }
      : {}),
    subscription: subscription
      ? { plan: subscription.planName, expiresAt: subscription.expiresAt.toISOString() }
      : null,
    unlimited: input.unlimited,
  };
}
