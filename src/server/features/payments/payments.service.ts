import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, subscriptions, user } from '../../db/schema';
import type { CreateOrderInput, CreatedOrder, VerifiedPayment } from '@/shared/schemas/payments';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { canPurchasePlan, toSubscription } from '../subscription/subscription.service';
import { activateOrder } from './activation.service';
import { CURRENCY, SERVER_PLANS } from './plans';
import type { PaymentProvider } from './provider';
import { paymentSignature, signatureMatches } from './signature';

/** Each order is a call to the provider: a person never needs more than this in 10 minutes. */
export const MAX_ORDERS_PER_10_MINUTES = 10;

export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) {
    throw new AppError(503, 'payments_unavailable', 'Payments are not set up on this server yet.');
  }
  return provider;
}

/** create-subscription: an order for the plan at the server's price (anything else in the body is ignored). */
export async function createPlanOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: CreateOrderInput,
  now = new Date(),
): Promise<CreatedOrder> {
  const plan = SERVER_PLANS[input.planId];
  const purchase = await canPurchasePlan(db, userId, now);
  if (!purchase.canPurchase) {
    throw new ConflictError(
      `You already have an active plan until ${purchase.paidUntil?.toDateString()}. You can renew it in its last 7 days.`,
      'plan_active',
    );
  }
  const [recent] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, new Date(now.getTime() - 600_000))));
  if ((recent?.n ?? 0) >= MAX_ORDERS_PER_10_MINUTES) {
    throw new AppError(
      429,
      'too_many_orders',
      'Too many payment attempts. Please wait a few minutes and try again.',
    );
  }
  const [row] = await db
    .insert(orders)
    .values({
      provider: provider.name,
      userId,
      purpose: 'plan',
      planId: plan.id,
      amountPaise: plan.amountPaise,
      currency: CURRENCY,
    })
    .returning();
  let providerOrderId: string;
  try {
    ({ id: providerOrderId } = await provider.createOrder({
      amountPaise: plan.amountPaise,
      currency: CURRENCY,
      receipt: row.id,
      notes: { purpose: 'plan', planId: plan.id, userId },
    }));
  } catch (err) {
    await db
      .update(orders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(orders.id, row.id));
    throw new AppError(
      503,
      'provider_unavailable',
      `The payment provider did not answer: ${describe(err)}`,
    );
  }
  await db.update(orders).set({ providerOrderId }).where(eq(orders.id, row.id));
  const [who] = await db
    .select({
      name: user.name,
      email: user.email,
      fullName: profiles.fullName,
      phone: profiles.phone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return {
    orderId: providerOrderId,
    key: provider.keyId,
    amount: plan.amountPaise,
    currency: CURRENCY,
    provider: provider.name,
    description: `${plan.name} plan, ${plan.durationMonths} month${plan.durationMonths > 1 ? 's' : ''}`,
    prefill: {
      name: who?.fullName || who?.name || '',
      email: who?.email ?? '',
      contact: who?.phone ?? '',
    },
  };
}

function describe(err: unknown): string {
  const e = err as { error?: { description?: string }; message?: string };
  return e?.error?.description ?? e?.message ?? 'unknown error';
}

/** The caller's own order by the provider's order id; anyone else's reads as not found. */
export async function findOwnOrder(db: Db, userId: string, providerOrderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)));
  if (!order) throw new NotFoundError('order');
  return order;
}

/**
 * verify-payment: HMAC-SHA256 of the stored order id and the payment id with the key secret,
 * compared in constant time, then the activation transaction (a replay changes nothing).
 */
export async function verifyPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<VerifiedPayment> {
  const order = await findOwnOrder(db, userId, input.razorpay_order_id);
  const expected = paymentSignature(
    order.providerOrderId!,
    input.razorpay_payment_id,
    provider.keySecret,
  );
  if (!signatureMatches(expected, input.razorpay_signature)) {
    throw new ValidationError('Payment verification failed');
  }
  if (order.status === 'paid' && order.providerPaymentId !== input.razorpay_payment_id) {
    throw new ConflictError('This order is already paid by another payment.', 'already_paid');
  }
  if (order.status === 'refunded')
    throw new ConflictError('This payment was refunded.', 'refunded');
  await activateOrder(db, {
    providerOrderId: order.providerOrderId!,
    paymentId: input.razorpay_payment_id,
  });
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
  return { status: 'paid', subscription: sub ? toSubscription(sub) : null };
}

export async function listOrders(db: Db, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}
