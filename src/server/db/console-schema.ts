import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * admin_audit (issue 17): one row per mutating /api/admin request that succeeded. The actor is a
 * user id (an admin's session) or 'operator-token' (the CLI's bearer token); no foreign key, so
 * the trail outlives a deleted account.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid().primaryKey().defaultRandom(),
    actor: text().notNull(),
    actorEmail: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.action, t.createdAt),
    index().on(t.entityType, t.entityId),
    index().on(t.actor, t.createdAt),
  ],
);
