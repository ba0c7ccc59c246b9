import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  interviewers,
  interviewRequests,
  interviewSlots,
  orders,
  profiles,
  user,
} from '../../db/schema';
import { requireProvider } from '../payments/payments.service';
import { releaseExpiredHolds } from './booking.service';
import { bookedMail, slotLostRefundMail } from './interviews.mail';
import type { InterviewDeps } from './interviews.queries';

/** After the money moved: the 'booked' mail, refunds of orders without a booking, the job. */
export async function mailTarget(conn: Db, requestId: string) {
  const [row] = await conn
    .select({
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      timeZone: profiles.timeZone,
      interviewerName: interviewers.name,
      startsAt: interviewSlots.startsAt,
    })
    .from(interviewRequests)
    .innerJoin(user, eq(user.id, interviewRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, interviewRequests.userId))
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId))
    .where(eq(interviewRequests.id, requestId));
  return row ? { ...row, name: row.fullName || row.name } : null;
}

/**
 * The 'booked' mail, once per request whichever path booked it (callback, webhook,
 * reconciliation or the ₹0 path): the conditional update claims it.
 */
export async function mailBooked(deps: InterviewDeps, requestId: string) {
  const claimed = await deps.db
    .update(interviewRequests)
    .set({ bookedMailAt: new Date() })
    .where(and(eq(interviewRequests.id, requestId), isNull(interviewRequests.bookedMailAt)))
    .returning({ id: interviewRequests.id });
  if (claimed.length === 0) return;
  const t = await mailTarget(deps.db, requestId);
  if (t) await deps.mailer.send(bookedMail(t));
}

/**
 * Returns the money of a paid interview order that has no live booking (the slot went to someone
 * else, or the operator rejected it). The row is locked while the provider refunds, so the
 * callback, the job and the operator never refund twice; only the one that flips paid → refunded
 * mails the candidate. Answers whether this call refunded it.
 */
export async function refundInterviewOrder(deps: InterviewDeps, orderId: string): Promise<boolean> {
  const provider = requireProvider(deps.payments);
  const refunded = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.purpose, 'interview'),
          eq(orders.status, 'paid'),
          sql`not exists (select 1 from ${interviewRequests} r where r.order_id = ${orders.id} and r.status <> 'rejected')`,
        ),
      )
      .for('update');
    if (!order?.providerPaymentId) return null;
    await provider.refund(order.providerPaymentId, order.amountPaise);
    await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: new Date(), refundedAt: new Date() })
      .where(eq(orders.id, order.id));
    return order;
  });
  if (!refunded) return false;
  deps.logger.info({ orderId }, 'interview payment refunded');
  const [who] = await deps.db
    .select({
      email: user.email,
      name: user.name,
      interviewerName: interviewers.name,
      rejected: interviewRequests.id,
    })
    .from(user)
    .leftJoin(interviewSlots, eq(interviewSlots.id, sql`${refunded.slotRef}::uuid`))
    .leftJoin(interviewers, eq(interviewers.id, interviewSlots.interviewerId))
    .leftJoin(interviewRequests, eq(interviewRequests.orderId, refunded.id))
    .where(eq(user.id, refunded.userId));
  // A rejected request's mail already says it is refunded; a lost slot gets its own mail.
  if (who && !who.rejected) {
    await deps.mailer.send(
      slotLostRefundMail({ ...who, interviewerName: who.interviewerName ?? 'your interviewer' }),
    );
  }
  return true;
}

/**
 * The scheduled job: frees expired holds and refunds every paid interview order left without a
 * live booking (the webhook or reconciliation activated it after its slot was gone, or a refund
 * call failed earlier and is retried here).
 */
export async function settleInterviews(deps: InterviewDeps, now = new Date()) {
  const released = await releaseExpiredHolds(deps.db, now);
  // Bookings made by the webhook or reconciliation (no callback) get their mail here.
  const unmailed = await deps.db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(
      and(
        isNull(interviewRequests.bookedMailAt),
        lt(interviewRequests.createdAt, new Date(now.getTime() - 30_000)),
      ),
    )
    .limit(100);
  for (const { id } of unmailed) await mailBooked(deps, id);
  let refunded = 0;
  if (deps.payments) {
    const due = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.purpose, 'interview'),
          eq(orders.status, 'paid'),
          eq(orders.provider, deps.payments.name),
          sql`not exists (select 1 from ${interviewRequests} r where r.order_id = ${orders.id} and r.status <> 'rejected')`,
        ),
      )
      .limit(100);
    for (const { id } of due) {
      try {
        if (await refundInterviewOrder(deps, id)) refunded++;
      } catch (err) {
        deps.logger.warn({ err, orderId: id }, 'interview refund failed; will retry');
      }
    }
  }
  return { released, refunded, mailed: unmailed.length };
}
