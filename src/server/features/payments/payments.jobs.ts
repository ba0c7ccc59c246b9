import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, subscriptions, user } from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import type { JobModule } from '../../jobs';
import type { Boss } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { activateOrder } from './activation.service';
import { planExpiryMail } from './payments.mail';
import type { PaymentProvider } from './provider';

export const RECONCILE_QUEUE = 'payments-reconcile';
export const EXPIRY_REMINDER_QUEUE = 'plan-expiry-reminders';
const STALE_AFTER_MS = 15 * 60_000;
/** An order nobody paid within a day will not be paid: it is expired (or failed, after attempts). */
const ORDER_LIFETIME_MS = 24 * 3_600_000;
const REMINDER_DAYS = 3;

/**
 * Settles orders left `created` for more than 15 minutes by asking the provider: a captured
 * payment activates (the tab closed after paying), an old unpaid order expires. The console's
 * "Reconcile now" passes `staleAfterMs: 0` (every open order) or reconciles one order.
 */
export async function reconcileOrders(
  deps: ReconcileDeps,
  now = new Date(),
  opts: { staleAfterMs?: number } = {},
) {
  const stale = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        eq(orders.provider, deps.provider.name),
        lt(orders.createdAt, new Date(now.getTime() - (opts.staleAfterMs ?? STALE_AFTER_MS))),
      ),
    )
    .limit(200);
  const result = { activated: 0, failed: 0, expired: 0, pending: 0 };
  for (const order of stale) result[await reconcileOrder(deps, order, now)]++;
  return result;
}

type ReconcileDeps = { db: Db; provider: PaymentProvider; logger: Logger };
export type ReconcileOutcome = 'activated' | 'failed' | 'expired' | 'pending';

/** One open order: activate a captured payment, expire (or fail) it after a day, else wait. */
export async function reconcileOrder(
  deps: ReconcileDeps,
  order: typeof orders.$inferSelect,
  now = new Date(),
): Promise<ReconcileOutcome> {
  if (!order.providerOrderId) {
    await settle(deps.db, order.id, 'failed', now);
    return 'failed';
  }
  try {
    const payments = await deps.provider.fetchOrderPayments(order.providerOrderId);
    const paid = payments.find(
      (p) =>
        (p.status === 'captured' || p.status === 'authorized') && p.amount === order.amountPaise,
    );
    if (paid) {
      await activateOrder(deps.db, {
        providerOrderId: order.providerOrderId,
        paymentId: paid.id,
        amountPaise: paid.amount,
        now,
      });
      return 'activated';
    }
    if (now.getTime() - order.createdAt.getTime() > ORDER_LIFETIME_MS) {
      const status = payments.some((p) => p.status === 'failed') ? 'failed' : 'expired';
      await settle(deps.db, order.id, status, now);
      return status;
    }
    return 'pending';
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id }, 'reconciliation: provider lookup failed');
    return 'pending';
  }
}

async function settle(db: Db, id: string, status: 'failed' | 'expired', now: Date) {
  await db
    .update(orders)
    .set({ status, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')));
}

/**
 * Mails each subscription once, 3 days before it expires, unless a renewal already follows it.
 * The reminder is claimed with a conditional update first, so two workers never both send it.
 */
export async function sendExpiryReminders(deps: { db: Db; mailer: Mailer }, now = new Date()) {
  const horizon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
  const due = await deps.db
    .select({ sub: subscriptions, email: user.email, name: user.name })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.expiryReminderSentAt),
        gt(subscriptions.expiresAt, now),
        lte(subscriptions.expiresAt, horizon),
        sql`not exists (select 1 from ${subscriptions} s2 where s2.user_id = ${subscriptions.userId}
          and s2.status = 'active' and s2.starts_at >= ${subscriptions.expiresAt})`,
      ),
    );
  let sent = 0;
  for (const { sub, email, name } of due) {
    const claimed = await deps.db
      .update(subscriptions)
      .set({ expiryReminderSentAt: now })
      .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.expiryReminderSentAt)))
      .returning({ id: subscriptions.id });
    if (claimed.length === 0) continue;
    await deps.mailer.send(planExpiryMail(email, name, sub.planName, sub.expiresAt));
    sent++;
  }
  return { sent };
}

export async function registerPaymentJobs(opts: {
  db: Db;
  boss: Boss;
  provider: PaymentProvider | null;
  mailer: Mailer;
  logger: Logger;
}) {
  const { boss, logger, provider } = opts;
  await boss.createQueue(EXPIRY_REMINDER_QUEUE, { expireInSeconds: 300, retryLimit: 2 } as never);
  await boss.schedule(EXPIRY_REMINDER_QUEUE, '17 * * * *');
  await boss.work(EXPIRY_REMINDER_QUEUE, async () => sendExpiryReminders(opts));
  if (!provider) return;
  await boss.createQueue(RECONCILE_QUEUE, { expireInSeconds: 300, retryLimit: 1 } as never);
  // Every 5 minutes; pg-boss runs a schedule once across all instances.
  await boss.schedule(RECONCILE_QUEUE, '*/5 * * * *');
  await boss.work(RECONCILE_QUEUE, async () => {
    const result = await reconcileOrders({ db: opts.db, provider, logger });
    if (result.activated + result.failed + result.expired > 0)
      logger.info({ result }, 'orders reconciled');
    return result;
  });
}

/** Reconciliation and plan-expiry reminders. */
export const paymentJobs: JobModule = {
  name: 'payments',
  register: (boss, ctx) =>
    registerPaymentJobs({
      db: ctx.db,
      boss,
      provider: ctx.payments,
      mailer: ctx.mailer,
      logger: ctx.logger,
    }),
};
