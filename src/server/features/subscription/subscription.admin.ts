import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { PlanChange } from '@/shared/schemas/console-users';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { toSubscription } from './subscription.service';

/**
 * The console's plan changes (issue 17): extend a subscription by N days or cancel it. Each is one
 * conditional UPDATE on the row as the admin saw it (active, still ending at `expiresAt`), so a
 * double click or two admins at once change it exactly once; the other gets 409. Entitlements are
 * read from this row on every request (entitlements.ts), so the user's access changes at once.
 */
export async function changeSubscription(
  db: Db,
  userId: string,
  subscriptionId: string,
  change: PlanChange,
  now = new Date(),
) {
  if (!isUuid(subscriptionId)) throw new NotFoundError('subscription');
  const [before] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!before) throw new NotFoundError('subscription');
  const seen = new Date(change.expiresAt);
  const gate = and(
    eq(subscriptions.id, subscriptionId),
    eq(subscriptions.status, 'active'),
    // timestamptz keeps microseconds; the browser saw milliseconds.
    sql`date_trunc('milliseconds', ${subscriptions.expiresAt}) = ${seen.toISOString()}::timestamptz`,
    sql`${subscriptions.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
  const after = await db.transaction(async (tx) => {
    // Serialised with activations (activation.service.ts), which chain renewals from the end.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${userId}`}))`);
    const [row] = await tx
      .update(subscriptions)
      .set(
        change.action === 'extend'
          ? {
              expiresAt: sql`${subscriptions.expiresAt} + make_interval(days => ${change.days}::int)`,
              // A new end deserves a new "expires in 3 days" reminder.
              expiryReminderSentAt: null,
            }
          : { status: 'cancelled' },
      )
      .where(gate)
      .returning();
    if (row && change.action === 'extend') {
      // A renewal already paid for starts when this plan ends: it moves with the end.
      await tx
        .update(subscriptions)
        .set({
          startsAt: sql`${subscriptions.startsAt} + make_interval(days => ${change.days}::int)`,
          expiresAt: sql`${subscriptions.expiresAt} + make_interval(days => ${change.days}::int)`,
        })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.id, subscriptionId),
            gte(subscriptions.startsAt, before.expiresAt),
          ),
        );
    }
    return row;
  });
  if (!after) {
    throw new ConflictError(
      before.status !== 'active' || before.expiresAt <= now
        ? `This plan is ${before.status === 'active' ? 'already over' : before.status}; reload to see it.`
        : 'This plan changed since you opened it (another admin?). Reload and try again.',
      'plan_changed',
    );
  }
  return { before: toSubscription(before), after: toSubscription(after) };
}
