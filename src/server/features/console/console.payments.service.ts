import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentEvents, user } from '../../db/schema';
import {
  ORDER_STATUSES,
  type ConsolePaymentRow,
  type PaymentEventRow,
  type PaymentsPage,
  type PaymentsQuery,
} from '@/shared/schemas/console-payments';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { serverPlan } from '../payments/plans';
import { toConsoleOrder } from './console.service';

const itemOf = (o: { purpose: string; planId: string | null }) =>
  o.purpose === 'interview' ? 'Mock interview' : `${serverPlan(o.planId)?.name ?? o.planId} plan`;

/** Orders newest first with the buyer's email, filtered by status and email; counts per status. */
export async function listPayments(db: Db, q: PaymentsQuery): Promise<PaymentsPage> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.email) where.push(ilike(user.email, `%${q.email.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({ order: orders, email: user.email })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .where(cond),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as PaymentsPage['counts'];
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    orders: rows.map(({ order, email }) => toPaymentRow(order, email)),
    counts,
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

function toPaymentRow(order: typeof orders.$inferSelect, email: string): ConsolePaymentRow {
  return { ...toConsoleOrder(order), userId: order.userId, userEmail: email, item: itemOf(order) };
}

export async function getPayment(db: Db, id: string) {
  if (!isUuid(id)) throw new NotFoundError('order');
  const [row] = await db
    .select({ order: orders, email: user.email })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new NotFoundError('order');
  return { raw: row.order, payment: toPaymentRow(row.order, row.email) };
}

/** Webhook events as stored (docs/decisions/004): of one provider order, or the latest overall. */
export async function listPaymentEvents(
  db: Db,
  providerOrderId?: string | null,
): Promise<PaymentEventRow[]> {
  // An order the provider never issued has no events.
  if (providerOrderId === null) return [];
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(
      providerOrderId === undefined
        ? undefined
        : eq(paymentEvents.providerOrderId, providerOrderId),
    )
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}
