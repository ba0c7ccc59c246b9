import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Subscription } from '@/shared/schemas/subscription';

/** The newest subscription that counts: status active and expires_at in the future. */
export async function getActiveSubscription(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
  };
}
