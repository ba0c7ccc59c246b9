import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

export * from './auth-schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** profiles: one per user (spec part 2 §3). Also keeps the user's IANA time zone. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text().notNull().default(''),
  email: text().notNull().default(''),
  phone: text().notNull().default(''),
  timeZone: text(),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    message: text().notNull(),
    createdAt: createdAt(),
    /** The operator console's inbox (issue 17): when and by whom (admin user id) it was handled. */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.createdAt)],
);

/** Every mail goes here first; SMTP delivery (when configured) is a durable job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [index().on(t.createdAt)],
);

/** subscriptions (spec part 1 §3, part 2 §3). Counts only when active and not expired. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    planId: text().notNull(),
    planName: text().notNull(),
    status: text({ enum: ['active', 'cancelled', 'expired'] })
      .notNull()
      .default('active'),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    amount: integer().notNull().default(0),
    currency: text().notNull().default('INR'),
    /** The paid order that bought it (null for operator grants): one subscription per order. */
    orderId: uuid().unique(),
    /** Set when the 'plan expires in 3 days' mail has been queued (once per subscription). */
    expiryReminderSentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.status, t.expiresAt)],
);

/** Per-email attempt counters for sign-in and sign-up (better-auth limits per IP). */
export const authAttempts = pgTable('auth_attempts', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
  count: integer().notNull().default(0),
});

/** The last TOTP time step each user signed in with: a step is accepted once (no replay). */
export const totpSteps = pgTable('totp_steps', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastStep: bigint({ mode: 'number' }).notNull(),
});
export * from './credits-schema';
export * from './practice-schema';
export * from './piq-schema';
export * from './evaluation-schema';
export * from './pictures-schema';
export * from './payments-schema';
export * from './rooms-schema';
export * from './interviews-schema';
export * from './uploads-schema';
export * from './console-schema';
