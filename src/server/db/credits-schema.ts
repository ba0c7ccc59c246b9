import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** user_credits (spec part 1 §3): created on first need with the free-plan defaults. */
export const userCredits = pgTable(
  'user_credits',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    watCredits: integer().notNull(),
    srtCredits: integer().notNull(),
    ppdtCredits: integer().notNull(),
    hasUnlimited: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_credits_non_negative',
      sql`${t.watCredits} >= 0 and ${t.srtCredits} >= 0 and ${t.ppdtCredits} >= 0`,
    ),
  ],
);

/** Every change to a balance, so it can always be explained. One consume per practice session. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    testType: text({ enum: ['wat', 'srt', 'ppdt'] }).notNull(),
    delta: integer().notNull(),
    reason: text({ enum: ['initial', 'consume', 'grant', 'refund', 'adjust'] }).notNull(),
    practiceSessionId: text(),
    /** Why an admin granted or took back credits (issue 17); null for the app's own rows. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_one_consume_per_session')
      .on(t.userId, t.testType, t.practiceSessionId)
      .where(sql`${t.reason} = 'consume'`),
    uniqueIndex('credit_ledger_one_refund_per_session')
      .on(t.userId, t.testType, t.practiceSessionId)
      .where(sql`${t.reason} = 'refund'`),
  ],
);

/** user_streaks (spec part 1 §3), recomputed from evaluation days. */
export const userStreaks = pgTable('user_streaks', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  currentStreak: integer().notNull().default(0),
  longestStreak: integer().notNull().default(0),
  lastActivityDate: date({ mode: 'string' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
