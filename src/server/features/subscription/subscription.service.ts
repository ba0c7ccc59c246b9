import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Subscription } from '@/shared/schemas/subscription';

type Conn = Db | Tx;
type Row = typeof subscriptions.$inferSelect;

export function toSubscription(row: Row): Subscription {
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

/** The subscription that counts now: active, started, not yet expired (newest start wins). */
export async function getActiveSubscriptionRow(
  db: Conn,
  userId: string,
  now = new Date(),
): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function getActiveSubscription(
  db: Conn,
  userId: string,
  now = new Date(),
): Promise<Subscription | null> {
  const row = await getActiveSubscriptionRow(db, userId, now);
  return row ? toSubscription(row) : null;
}

/** A renewal already paid for that starts when the current plan ends ('Renews on …'). */
export async function getUpcomingSubscription(
  db: Conn,
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
        gt(subscriptions.startsAt, now),
      ),
    )
    .orderBy(asc(subscriptions.startsAt))
    .limit(1);
  return row ? toSubscription(row) : null;
}

/** The end of the user's paid time: the latest expires_at of an active subscription, if later than now. */
export async function paidUntil(db: Conn, userId: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

export const RENEWAL_WINDOW_DAYS = 7;

/**
 * A plan can be bought with no active plan, or in the last 7 days of one when no renewal is
 * already paid for (the renewal then starts when the current plan ends).
 */
export async function canPurchasePlan(db: Conn, userId: string, now = new Date()) {
  const until = await paidUntil(db, userId, now);
  if (!until) return { canPurchase: true as const, paidUntil: null };
  const windowStart = until.getTime() - RENEWAL_WINDOW_DAYS * 86_400_000;
  const upcoming = await getUpcomingSubscription(db, userId, now);
  return { canPurchase: !upcoming && now.getTime() >= windowStart, paidUntil: until };
}
