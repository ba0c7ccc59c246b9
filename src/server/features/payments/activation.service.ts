import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, subscriptions } from '../../db/schema';
import { paidUntil } from '../subscription/subscription.service';
import { bookInterviewOrderTx } from '../interviews/booking.service';
import { addMonths, serverPlan } from './plans';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Marks an order paid and, for a plan, writes its subscription, in the caller's transaction
 * (docs/decisions/004-payments.md). The conditional update (created|failed|expired → paid) is the
 * single gate: when the callback, the webhook and reconciliation race, exactly one gets the row
 * and the others change nothing. With `amountPaise` the payment must match the order's amount.
 * An interview order turns its slot hold into a booking in the same transaction; when the slot
 * went to someone else, `interviewRequestId` is null and the order is left paid without a
 * booking, which the interviews feature refunds (docs/decisions/011-interviews.md).
 */
export async function activateOrderTx(
  tx: Tx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number; now?: Date },
): Promise<{ activated: boolean; order: OrderRow | null; interviewRequestId?: string | null }> {
  const now = input.now ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', providerPaymentId: input.paymentId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.providerOrderId, input.providerOrderId),
        inArray(orders.status, ['created', 'failed', 'expired']),
        input.amountPaise === undefined ? undefined : eq(orders.amountPaise, input.amountPaise),
      ),
    )
    .returning();
  if (!order) return { activated: false, order: null };
  if (order.purpose === 'plan') await writeSubscription(tx, order, now);
  if (order.purpose === 'interview') {
    const request = await bookInterviewOrderTx(tx, order, now);
    return { activated: true, order, interviewRequestId: request?.id ?? null };
  }
  return { activated: true, order };
}

export function activateOrder(db: Db, input: Parameters<typeof activateOrderTx>[1]) {
  return db.transaction((tx) => activateOrderTx(tx, input));
}

/**
 * The plan starts now, or when the user's paid time ends (a renewal bought in the last 7 days):
 * expires_at extends from the old end, never from now. One user's activations are serialised.
 */
async function writeSubscription(tx: Tx, order: OrderRow, now: Date) {
  const plan = serverPlan(order.planId);
  if (!plan) throw new Error(`order ${order.id} has unknown plan ${order.planId}`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${order.userId}`}))`);
  const until = await paidUntil(tx, order.userId, now);
  const startsAt = until && until > now ? until : now;
  await tx
    .insert(subscriptions)
    .values({
      userId: order.userId,
      planId: plan.id,
      planName: plan.name,
      status: 'active',
      startsAt,
      expiresAt: addMonths(startsAt, plan.durationMonths),
      amount: Math.round(order.amountPaise / 100),
      currency: order.currency,
      orderId: order.id,
    })
    .onConflictDoNothing({ target: subscriptions.orderId });
}

/** A failed payment attempt: only an order still `created` becomes `failed` (a retry may still pay it). */
export async function markOrderFailed(conn: Db | Tx, providerOrderId: string, now = new Date()) {
  const rows = await conn
    .update(orders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A processed refund: the order becomes `refunded` and the plan it bought is cancelled. */
export async function markRefundedTx(tx: Tx, paymentId: string, now = new Date()) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', updatedAt: now, refundedAt: now })
    .where(and(eq(orders.providerPaymentId, paymentId), eq(orders.status, 'paid')))
    .returning();
  if (!order) return false;
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled' })
    .where(eq(subscriptions.orderId, order.id));
  return true;
}
