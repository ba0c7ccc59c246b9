import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewRequests, orders, subscriptions, user } from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import type { Logger } from '../../logger';
import { refundInterviewOrder } from '../interviews/interviews.settle';
import { markRefundedTx } from './activation.service';
import { planRefundedMail } from './payments.mail';
import { requireProvider } from './payments.service';
import type { PaymentProvider } from './provider';

interface RefundDeps {
  db: Db;
  payments: PaymentProvider | null;
  mailer: Mailer;
  logger: Logger;
}

/**
 * The operator's refund of a paid order (issue 17), exactly once. The order row is locked
 * (`SELECT … FOR UPDATE`) across the provider's refund call and flipped paid → refunded in the
 * same transaction, so two admins (or an admin and the interviews job) never refund twice: the
 * second waits for the lock, then finds the order refunded and gets 409. A plan order's
 * subscription is cancelled in that transaction (markRefundedTx, as the refund.processed webhook
 * does; docs/decisions/004-payments.md): the entitlements fall back to the free plan at once.
 * An interview order with a live booking is refused: rejecting the request frees the slot too.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, now = new Date()) {
  const provider = requireProvider(deps.payments);
  if (!isUuid(orderId)) throw new NotFoundError('order');
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFoundError('order');
  if (order.provider !== provider.name) {
    throw new ConflictError(
      `This order was paid through ${order.provider}, which this server is not using; refund it there.`,
      'other_provider',
    );
  }
  if (order.purpose === 'interview') return refundInterview(deps, order);

  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (locked.status !== 'paid' || !locked.providerPaymentId) throw notRefundable(locked.status);
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, locked.id));
    let refundId: string;
    try {
      ({ id: refundId } = await provider.refund(locked.providerPaymentId, locked.amountPaise));
    } catch (err) {
      throw new AppError(
        503,
        'refund_failed',
        `The payment provider refused the refund: ${describe(err)}`,
      );
    }
    await markRefundedTx(tx, locked.providerPaymentId, now);
    const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
    return {
      refundId,
      before: { status: locked.status, subscriptionStatus: subscription?.status ?? null },
      after,
      subscriptionId: subscription?.id ?? null,
    };
  });
  deps.logger.info({ orderId, refundId: result.refundId }, 'order refunded by an admin');
  const [who] = await deps.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, order.userId));
  if (who && result.subscriptionId) {
    const [sub] = await deps.db
      .select({ planName: subscriptions.planName })
      .from(subscriptions)
      .where(eq(subscriptions.id, result.subscriptionId));
    await deps.mailer.send(
      planRefundedMail(who.email, who.name, sub?.planName ?? 'paid', order.amountPaise),
    );
  }
  return {
    refundId: result.refundId,
    order: result.after,
    before: result.before,
    after: {
      status: result.after.status,
      subscriptionStatus: result.subscriptionId ? ('cancelled' as const) : null,
    },
  };
}

async function refundInterview(deps: RefundDeps, order: typeof orders.$inferSelect) {
  const [live] = await deps.db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(
      and(eq(interviewRequests.orderId, order.id), sql`${interviewRequests.status} <> 'rejected'`),
    );
  if (live) {
    throw new ConflictError(
      'This payment books a mock interview. Reject the request in Interview requests: that frees the slot and refunds it.',
      'interview_booked',
    );
  }
  // The interviews feature's own refund (the same lock; it mails the candidate).
  if (!(await refundInterviewOrder(deps, order.id))) {
    const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    throw notRefundable(now?.status ?? order.status);
  }
  const [after] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return {
    refundId: null,
    order: after,
    before: { status: order.status, subscriptionStatus: null },
    after: { status: after.status, subscriptionStatus: null },
  };
}

function notRefundable(status: string) {
  return new ConflictError(
    status === 'refunded'
      ? 'This order has already been refunded.'
      : `This order is ${status}; only a paid order can be refunded.`,
    'not_refundable',
  );
}

function describe(err: unknown): string {
  const e = err as { error?: { description?: string }; message?: string };
  return e?.error?.description ?? e?.message ?? 'unknown error';
}
