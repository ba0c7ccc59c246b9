import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const at = () => timestamp({ withTimezone: true });

/**
 * One payment order (docs/decisions/004-payments.md). Amount and purpose come from the server's
 * plan table, never from the browser. Status: created → paid | failed | expired | refunded.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ['razorpay', 'sandbox'] }).notNull(),
    providerOrderId: text().unique(),
    userId: userRef(),
    purpose: text({ enum: ['plan', 'interview'] }).notNull(),
    planId: text(),
    slotRef: text(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text({ enum: ['created', 'paid', 'failed', 'expired', 'refunded'] })
      .notNull()
      .default('created'),
    providerPaymentId: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    paidAt: at(),
    /** When the money went back (the overview's revenue subtracts it on this day; issue 17). */
    refundedAt: at(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status, t.createdAt)],
);

/** Webhook event ids already handled: a repeat delivery is ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  providerOrderId: text(),
  receivedAt: at().notNull().defaultNow(),
});

/**
 * Uses of what a plan includes (the General plan's one mock interview). `seq` runs 1..allowance
 * and is unique per subscription and kind, so two racing claims can never both take the last one.
 */
export const entitlementLedger = pgTable(
  'entitlement_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    subscriptionId: uuid().notNull(),
    kind: text({ enum: ['mock_interview'] }).notNull(),
    seq: integer().notNull(),
    ref: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlement_ledger_one_per_seq').on(t.subscriptionId, t.kind, t.seq),
    uniqueIndex('entitlement_ledger_one_per_ref').on(t.subscriptionId, t.kind, t.ref),
  ],
);
