import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OlqProfileEntry } from '@/shared/schemas/assessment';
import { user } from './auth-schema';
import { testResponses } from './practice-schema';

/**
 * evaluations (spec part 1 §3, part 2 §3): one per submitted practice session, worked by a
 * durable job: queued → running → done | failed. Records which assessor produced it.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    testType: text({ enum: ['ppdt', 'tat', 'wat', 'srt'] }).notNull(),
    sessionId: text().notNull(),
    status: text({ enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    overallScore: real(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    assessor: text(),
    model: text(),
    promptVersion: text(),
    tokenUsage: jsonb().$type<{ prompt?: number; completion?: number; total?: number }>(),
    summary: text(),
    olqProfile: jsonb().$type<OlqProfileEntry[]>(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.sessionId), index().on(t.userId, t.testType, t.createdAt)],
);

/** The assessor's judgement of one answer of an evaluated session. */
export const evaluationItems = pgTable(
  'evaluation_items',
  {
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    responseId: uuid()
      .notNull()
      .references(() => testResponses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    score: smallint().notNull(),
    analysis: text().notNull(),
    strengths: jsonb().$type<string[]>().notNull(),
    improvements: jsonb().$type<string[]>().notNull(),
    improved: jsonb().$type<[string, string]>().notNull(),
    olqsShown: jsonb().$type<string[]>().notNull(),
    olqsLacking: jsonb().$type<string[]>().notNull(),
    cap: text(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.responseId] })],
);
