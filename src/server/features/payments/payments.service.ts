import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, subscriptions } from '../../db/schema';
import type { CreateOrderInput, CreatedOrder, VerifiedPayment } from '@/shared/schemas/payments';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { canPurchasePlan, toSubscription } from '../subscription/subscription.service';
import { activateOrder } from './activation.service';
import { SERVER_PLANS } from './plans';
import { openOrder } from './orders.service';
import type { PaymentProvider } from './provider';
import { paymentSignature, signatureMatches } from './signature';

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
  return openOrder(db, provider, {
    userId,
    purpose: 'plan',
    planId: plan.id,
    amountPaise: plan.amountPaise,
    description: `${plan.name} plan, ${plan.durationMonths} month${plan.durationMonths > 1 ? 's' : ''}`,
    now,
  });
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
  assertSignedPayment(provider, order, input);
  if (order.status === 'refunded')
    throw new ConflictError('This payment was refunded.', 'refunded');
  await activateOrder(db, {
    providerOrderId: order.providerOrderId!,
    paymentId: input.razorpay_payment_id,
  });
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
  return { status: 'paid', subscription: sub ? toSubscription(sub) : null };
}

/**
 * The checkout callback's signature must be the HMAC of the STORED order id and the payment id
 * (constant-time compare); an order already paid by another payment is refused. Shared by the
 * plan and interview callbacks.
 */
export function assertSignedPayment(
  provider: PaymentProvider,
  order: { providerOrderId: string | null; status: string; providerPaymentId: string | null },
  input: { razorpay_payment_id: string; razorpay_signature: string },
) {
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
}

export async function listOrders(db: Db, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}
