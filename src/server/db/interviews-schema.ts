import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { orders } from './payments-schema';

const at = () => timestamp({ withTimezone: true });

/** Retired assessors who take mock interviews (spec part 2 §3). `slug` keys the seeder. */
export const interviewers = pgTable('interviewers', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  age: integer().notNull(),
  rating: real().notNull(),
  recommendationsCount: integer().notNull().default(0),
  recommendationPlaces: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  specialization: text().notNull(),
  experienceYears: integer().notNull(),
  bio: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: at().notNull().defaultNow(),
});

/**
 * One bookable instant of one interviewer (docs/decisions/011-interviews.md). The spec's
 * slot_date/slot_time/is_available are derived from `startsAt` (in `timeZone`) and `status`.
 * available → held (a checkout is open, until holdExpiresAt) → booked. A hold is taken and a
 * booking made only by conditional updates on this row. An admin may cancel a held or booked slot
 * ('cancelled': never free again; interviews.admin.ts), an available one is simply deleted.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    interviewerId: uuid()
      .notNull()
      .references(() => interviewers.id, { onDelete: 'cascade' }),
    startsAt: at().notNull(),
    timeZone: text().notNull().default('Asia/Kolkata'),
    status: text({ enum: ['available', 'held', 'booked', 'cancelled'] })
      .notNull()
      .default('available'),
    heldBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** What holds it: the order's id, or `included:{requestId}` for a plan's included interview. */
    holdRef: text(),
    holdExpiresAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_slots_one_per_instant').on(t.interviewerId, t.startsAt),
    index().on(t.status, t.startsAt),
    index().on(t.holdExpiresAt),
  ],
);

/**
 * A booked interview. The partial unique index on slot_id is the last line against double
 * booking: whatever the code does, a slot has at most one request that is not rejected; an order
 * pays for at most one request.
 */
export const interviewRequests = pgTable(
  'interview_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    interviewerId: uuid()
      .notNull()
      .references(() => interviewers.id),
    slotId: uuid()
      .notNull()
      .references(() => interviewSlots.id),
    orderId: uuid().references(() => orders.id),
    /** Booked with a plan's included interview (no order). */
    isIncluded: boolean().notNull().default(false),
    status: text({ enum: ['pending', 'approved', 'confirmed', 'rejected', 'completed'] })
      .notNull()
      .default('pending'),
    /** 32 random bytes, base64url: the protection of the meeting when no JWT is configured. */
    jitsiRoomName: text().notNull().unique(),
    /** When the 'booked' mail was claimed: set once, by whichever path gets there first. */
    bookedMailAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_requests_one_live_per_slot')
      .on(t.slotId)
      .where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('interview_requests_one_per_order').on(t.orderId),
    index().on(t.userId, t.createdAt),
  ],
);
