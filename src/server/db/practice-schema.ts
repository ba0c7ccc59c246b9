import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** WAT stimulus words (spec part 2 §3), seeded from db/seed/wat-words.ts. */
export const watWords = pgTable('wat_words', {
  id: uuid().primaryKey().defaultRandom(),
  word: text().notNull().unique(),
  valence: text({ enum: ['positive', 'negative', 'neutral'] }).notNull(),
  kind: text({ enum: ['abstract', 'concrete'] }).notNull(),
  difficulty: smallint().notNull(),
  /** Retired items (operator console) are never drawn for a new session; old sessions keep them. */
  isActive: boolean().notNull().default(true),
  /** Room for drill tags (issue 19); nothing writes them yet. */
  tags: jsonb().$type<string[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** SRT situations (spec part 2 §3), seeded from db/seed/srt-situations.ts. */
export const srtSituations = pgTable('srt_situations', {
  id: uuid().primaryKey().defaultRandom(),
  situationText: text().notNull().unique(),
  category: text().notNull(),
  isActive: boolean().notNull().default(true),
  tags: jsonb().$type<string[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A practice session created by the server: it paid for its items (credits) and drew them.
 * active → completed (every item answered or recorded empty) → submitted (handed to the assessor);
 * active → cancelled (left from the Instructions card before any answer; credits refunded).
 */
export const testSessions = pgTable(
  'test_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    testType: text({ enum: ['wat', 'srt', 'ppdt', 'tat'] }).notNull(),
    itemCount: integer().notNull(),
    status: text({ enum: ['active', 'completed', 'submitted', 'cancelled'] })
      .notNull()
      .default('active'),
    creditsCharged: integer().notNull().default(0),
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.testType, t.createdAt)],
);

/** The items a session drew, in order. An item never repeats inside a session. */
export const testSessionItems = pgTable(
  'test_session_items',
  {
    sessionId: uuid()
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    uniqueIndex().on(t.sessionId, t.itemId),
  ],
);

/**
 * test_responses (spec part 1 §3, part 2 §3): one per (session, item), saved as it is given;
 * null text for skipped or unattempted items. `imageId` in the spec holds the item id.
 */
export const testResponses = pgTable(
  'test_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    testType: text({ enum: ['wat', 'srt', 'ppdt', 'tat'] }).notNull(),
    itemId: uuid().notNull(),
    position: integer().notNull(),
    responseText: text(),
    timeTaken: integer(),
    extra: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.sessionId, t.itemId), index().on(t.userId, t.testType, t.createdAt)],
);
