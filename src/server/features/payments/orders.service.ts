import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, user } from '../../db/schema';
import type { CreatedOrder } from '@/shared/schemas/payments';
import { AppError } from '../../lib/errors';
import { CURRENCY } from './plans';
import type { PaymentProvider } from './provider';

/** Each order is a call to the provider: a person never needs more than this in 10 minutes. */
export const MAX_ORDERS_PER_10_MINUTES = 10;

/**
 * Opens an order for a plan or (issue: mock interviews) an interview slot: our row first, then
 * the provider's order with our id as its receipt. The amount is always the server's. Answers
 * what the browser's checkout needs, with name, email and phone prefilled from the profile.
 */
export async function openOrder(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: string;
    purpose: 'plan' | 'interview';
    /** Our order's id, when the caller needs it first (an interview slot's hold names it). */
    orderId?: string;
    planId?: string;
    slotRef?: string;
    amountPaise: number;
    description: string;
    now: Date;
  },
): Promise<CreatedOrder> {
  const { userId } = input;
  const [recent] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), gt(orders.createdAt, new Date(input.now.getTime() - 600_000))),
    );
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
      id: input.orderId,
      provider: provider.name,
      userId,
      purpose: input.purpose,
      planId: input.planId ?? null,
      slotRef: input.slotRef ?? null,
      amountPaise: input.amountPaise,
      currency: CURRENCY,
    })
    .returning();
  let providerOrderId: string;
  try {
    ({ id: providerOrderId } = await provider.createOrder({
      amountPaise: input.amountPaise,
      currency: CURRENCY,
      receipt: row.id,
      notes: { purpose: input.purpose, ref: input.planId ?? input.slotRef ?? '', userId },
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
    amount: input.amountPaise,
    currency: CURRENCY,
    provider: provider.name,
    description: input.description,
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
