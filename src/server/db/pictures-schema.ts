import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * ppdt_images (spec part 1 §3): the picture bank for PPDT and TAT. Generated scenes are keyed by
 * `sceneId` (seeded idempotently); operator pictures have none. The file lives in storage under
 * `storageKey`, whose name carries a content version so it can be cached for a year.
 */
export const ppdtImages = pgTable('ppdt_images', {
  id: uuid().primaryKey().defaultRandom(),
  testType: text({ enum: ['ppdt', 'tat'] }).notNull(),
  sceneId: text().unique(),
  storageKey: text().notNull(),
  contentType: text().notNull().default('image/png'),
  description: text().notNull(),
  source: text({ enum: ['generated', 'operator'] }).notNull(),
  width: integer(),
  height: integer(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
