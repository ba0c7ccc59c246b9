import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, user } from '../../db/schema';
import type { Payment, Receipt } from '@/shared/schemas/payments';
import { NotFoundError } from '../../lib/errors';
import type { OrderRow } from './activation.service';
import { serverPlan } from './plans';
import { listOrders } from './payments.service';

/** Prices include GST at 18%. */
export const GST_RATE_PERCENT = 18;

function toPayment(row: OrderRow): Payment {
  return {
    id: row.id,
    orderId: row.providerOrderId,
    paymentId: row.providerPaymentId,
    purpose: row.purpose,
    planId: row.planId,
    planName:
      row.purpose === 'plan'
        ? `${serverPlan(row.planId)?.name ?? row.planId} plan`
        : 'Mock interview',
    amount: row.amountPaise,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Settings → Subscription Details: the user's orders that reached the provider, newest first. */
export async function listPayments(db: Db, userId: string): Promise<Payment[]> {
  const rows = await listOrders(db, userId);
  return rows.filter((r) => r.providerOrderId && r.status !== 'created').map(toPayment);
}

/** A printable receipt for one of the user's paid (or refunded) orders; others read as not found. */
export async function getReceipt(db: Db, userId: string, id: string): Promise<Receipt> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('receipt');
  const [row] = await db
    .select({ order: orders, name: user.name, email: user.email, fullName: profiles.fullName })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row || (row.order.status !== 'paid' && row.order.status !== 'refunded')) {
    throw new NotFoundError('receipt');
  }
  const total = row.order.amountPaise;
  const taxable = Math.round((total * 100) / (100 + GST_RATE_PERCENT));
  return {
    ...toPayment(row.order),
    customer: { name: row.fullName || row.name, email: row.email },
    taxableAmount: taxable,
    gstAmount: total - taxable,
    gstRatePercent: GST_RATE_PERCENT,
  };
}
